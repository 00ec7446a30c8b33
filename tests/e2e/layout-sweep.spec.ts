import type { Page } from "@playwright/test";
import { shopDay } from "../../src/domain/kernel/shop-calendar";
import { saleOfOneThousand } from "./backoffice-helpers";
import { DEMO, type DemoRole, expect, loginByApi, test } from "./fixtures";
import { layoutProblems } from "./layout-check";
import { productWithStock } from "./storefront-helpers";

/**
 * The layout sweep: every page of the storefront, the client area and the back office, and the
 * dialogs where money is entered, as the role that uses them, at 1280 and 390 px, light and dark,
 * measured by layout-check.ts. One signed-in page per role; the viewport and the theme change
 * inside it, so the whole sweep costs a few seconds per role. A page's tabs (role tab, or the
 * links of a section's own nav) are swept too, so a screen added later is covered by its section.
 */
const WIDTHS = [1280, 390] as const;
const THEMES = ["light", "dark"] as const;

/** Waits until the page's data has arrived: no loading spinner, and the fonts laid out. */
async function settled(page: Page) {
  await expect(page.locator("main").first()).toBeVisible();
  await expect(page.locator("[role='status']:has(.animate-spin)")).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Waits, after a resize, until the page's width holds for three frames: a chart's container
 * follows the new width a frame or two later (a ResizeObserver), as a person would see it settle;
 * an overflow that stays is still found.
 */
async function layoutSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let same = 0;
        const tick = () => {
          const width = document.documentElement.scrollWidth;
          same = width === last ? same + 1 : 0;
          last = width;
          if (same >= 3) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** Checks what is on screen at every width and theme; returns the problems, each with where it was. */
async function sweepHere(page: Page, where: string, overlay?: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await layoutSettled(page);
    for (const theme of THEMES) {
      for (const problem of await layoutProblems(page, theme, overlay))
        found.push(`${where} @${width} ${theme}: ${problem}`);
    }
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  return found;
}

/**
 * Goes to a path inside the app without reloading it (the router follows the history), as a click
 * on a link would: the sweep pays for the app's start once per role, not once per page.
 */
async function visit(page: Page, path: string) {
  if (page.url() === "about:blank") {
    await page.goto(path);
    return;
  }
  const before = page.url();
  await page.evaluate((to) => {
    window.history.pushState({ idx: window.history.length }, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);
  // The page may redirect (a section's index to its first tab): any new address will do.
  await expect(page).not.toHaveURL(before);
}

/** The page and each of its tabs. */
async function sweepPage(page: Page, path: string): Promise<string[]> {
  await visit(page, path);
  await settled(page);
  const found = await sweepHere(page, path);
  const tabs = await page.locator("main [role='tab']").count();
  for (let i = 0; i < tabs; i++) {
    const tab = page.locator("main [role='tab']").nth(i);
    if ((await tab.getAttribute("aria-selected")) === "true") continue;
    const name = (await tab.textContent())?.trim() ?? String(i);
    await tab.click();
    await settled(page);
    found.push(...(await sweepHere(page, `${path} › ${name}`)));
  }
  const pathname = new URL(page.url()).pathname;
  const subRoutes = await page.locator("main nav a[href]").evaluateAll((links, base) => {
    const hrefs = links.map((a) => new URL((a as HTMLAnchorElement).href).pathname);
    return [...new Set(hrefs)].filter((h) => h !== base && h.startsWith(`${base.replace(/\/$/, "")}/`));
  }, pathname);
  for (const sub of subRoutes) {
    await visit(page, sub);
    await settled(page);
    found.push(...(await sweepHere(page, sub)));
  }
  return found;
}

async function sweepDialog(page: Page, where: string, open: () => Promise<void>): Promise<string[]> {
  await open();
  await expect(page.getByRole("dialog")).toBeVisible();
  await settled(page);
  const found = await sweepHere(page, where, "[role='dialog']");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  return found;
}

/**
 * A purchase of the signed-in client that has payments: its payment table is what a phone cut
 * ("Mont…"). The demo client has one; `required` fails the sweep if the demo loses it.
 */
async function purchaseWithPayments(page: Page, required: boolean): Promise<string | undefined> {
  const res = await page.request.get("/api/my/purchases");
  expect(res.ok()).toBe(true);
  const list = (await res.json()) as { id: string; kind?: string; amountPaid?: number }[];
  const paid = list.find((p) => p.kind !== "web-purchase" && (p.amountPaid ?? 0) > 0);
  if (required) expect(paid, "una compra con pagos del cliente demo").toBeDefined();
  return paid && `/client/purchases/${paid.id}`;
}

/** Flujo de caja by month over the last year: the demo's figures fill every column (the default range, this month, may be all zeros). */
function cashFlowWithFigures(): string {
  const today = new Date();
  const yearAgo = new Date(today.getTime() - 365 * 86_400_000);
  return `/admin/reports/cash-flow?from=${shopDay(yearAgo)}&to=${shopDay(today)}&grain=month`;
}

async function signIn(page: Page, role: DemoRole | "guest") {
  if (role !== "guest") await loginByApi(page, DEMO[role]);
}

test.describe("layout sweep", () => {
  test.describe.configure({ mode: "parallel" });
  // A sweep measures dozens of screens four times each: more than one journey's 45 s on a busy machine.
  test.setTimeout(120_000);

  test("storefront, as a guest", async ({ page, request }) => {
    const product = await productWithStock(request, 1);
    await signIn(page, "guest");
    const found: string[] = [];
    for (const path of [
      "/",
      "/catalog",
      `/products/${product.id}`,
      "/about",
      "/privacy",
      "/terms",
      "/shipping",
    ])
      found.push(...(await sweepPage(page, path)));
    await page.goto(`/products/${product.id}`);
    await page.getByRole("button", { name: /Agregar al carrito/ }).click();
    for (const path of ["/cart", "/checkout"]) found.push(...(await sweepPage(page, path)));
    await page.goto("/");
    found.push(
      ...(await sweepDialog(page, "acceso", () => page.getByRole("button", { name: "Acceder" }).click())),
    );
    expect(found).toEqual([]);
  });

  for (const role of ["client", "wholesaler"] as const) {
    test(`client area, as a ${role}`, async ({ page }) => {
      await signIn(page, role);
      const found: string[] = [];
      for (const path of [
        "/client/purchases",
        (await purchaseWithPayments(page, role === "client")) ?? "/client/purchases",
        "/client/profile",
        "/client/notifications",
        "/client/support",
        "/client/store",
      ])
        found.push(...(await sweepPage(page, path)));
      expect(found).toEqual([]);
    });
  }

  // The admin's back office is the largest part: three tests, so both workers share it.
  const adminPages = [
    ["/admin/dashboard", "/admin/messages", "/admin/reports", cashFlowWithFigures(), "/admin/inventory"],
    [
      "/admin/orders",
      "/admin/card-payments",
      "/admin/unregistered",
      "/admin/customers",
      "/admin/web-clients",
      "/admin/wholesalers",
      "/admin/team",
      "/admin/support-tickets",
      "/admin/settings",
      "/admin/notifications",
      "/admin/orders/deleted",
      "/admin/inventory/new",
    ],
  ];
  for (const [part, paths] of adminPages.entries()) {
    test(`back office, as an admin (${part + 1} of 2)`, async ({ page }) => {
      await signIn(page, "admin");
      const found: string[] = [];
      for (const path of paths) found.push(...(await sweepPage(page, path)));
      expect(found).toEqual([]);
    });
  }

  test("the money dialogs, as an admin", async ({ page, baseURL }) => {
    await signIn(page, "admin");
    const sale = await saleOfOneThousand(page.request, baseURL!, "Cliente Barrido Diseño");
    const found: string[] = [];
    await visit(page, "/admin/inventory");
    await settled(page);
    for (const name of ["Agregar stock", "Ajuste manual"]) {
      found.push(
        ...(await sweepDialog(page, `Inventario › ${name}`, () =>
          page
            .getByRole("button", { name: new RegExp(`^${name}:`) })
            .first()
            .click(),
        )),
      );
    }
    found.push(
      ...(await sweepDialog(page, "orden con su pago", () => visit(page, `/admin/orders?order=${sale.id}`))),
    );
    expect(found).toEqual([]);
  });

  test("back office, as a seller", async ({ page }) => {
    await signIn(page, "seller");
    const found: string[] = [];
    for (const path of [
      "/seller/dashboard",
      "/admin/sales",
      "/admin/orders",
      "/admin/inventory",
      "/admin/customers",
    ])
      found.push(...(await sweepPage(page, path)));
    expect(found).toEqual([]);
  });
});
