import { seriousViolations } from "./axe";
import { DEMO, expect, loginByApi, test } from "./fixtures";
import { productWithStock } from "./storefront-helpers";

/**
 * Automated accessibility checks (axe, WCAG 2.1 A/AA) on the pages people use most, in both
 * themes. Serious and critical violations fail; the rest are for review.
 */
const publicPages: Array<[string, string]> = [
  ["home", "/"],
  ["catalog", "/catalog"],
  ["cart", "/cart"],
  ["shipping", "/shipping"],
];

for (const theme of ["light", "dark"] as const) {
  test.describe(`accessibility (${theme})`, () => {
    test.use({ colorScheme: theme });

    for (const [name, path] of publicPages) {
      test(`${name} has no serious violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("main").first()).toBeVisible();
        await page.waitForLoadState("networkidle").catch(() => {});
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test("a product page has no serious violations", async ({ page }) => {
      // A watch with units to spare: the catalogue's first may be sold out by a parallel journey,
      // and a sold-out page has no cart button.
      const product = await productWithStock(page.request, 3);
      await page.goto(`/products/${product.id}`);
      await expect(page.getByRole("button", { name: /Agregar al carrito/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the login modal has no serious violations", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Acceder" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the back-office orders page has no serious violations", async ({ page }) => {
      await loginByApi(page, DEMO.admin);
      await page.goto("/admin/orders");
      await expect(page.getByRole("table")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the client purchases page has no serious violations", async ({ page }) => {
      await loginByApi(page, DEMO.client);
      await page.goto("/client/purchases");
      await expect(page.getByRole("heading", { name: "Mis Compras" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("every client-area page, with unread notifications, has no serious violations", async ({ page }) => {
      await loginByApi(page, DEMO.client);
      const found: string[] = [];
      for (const path of [
        "/client/purchases",
        "/client/profile",
        "/client/notifications",
        "/client/support",
      ]) {
        await page.goto(path);
        // The demo client has unread notifications: the bell shows their count.
        await expect(page.getByTestId("notification-count")).toBeVisible();
        await expect(page.locator("[role='status']:has(.animate-spin)")).toHaveCount(0);
        for (const v of await seriousViolations(page)) found.push(`${path}: ${v}`);
      }
      expect(found).toEqual([]);
    });

    test("Reportes on a phone has no serious violations", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await loginByApi(page, DEMO.admin);
      await page.goto("/admin/reports");
      await expect(page.getByTestId("report-table").first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
