import type { Browser } from "@playwright/test";
import { DEMO, expect, loginByApi, test } from "./fixtures";
import { declare, transferOrder } from "./transfer-helpers";

const SHOTS = process.env.TRANSFER_SHOTS;

async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await loginByApi(admin, DEMO.admin);
  return { context, admin };
}

test.describe("declared transfers", () => {
  // Two orders, two buyers and an admin in one journey.
  test.describe.configure({ timeout: 150_000 });
  test("a buyer declares a transfer with a comprobante; staff see it; the same reference is refused to another buyer", async ({
    page,
    browser,
  }) => {
    const first = await transferOrder(page);
    await declare(page, "000 4455-1234", true);
    await expect(page.getByText("Transferencia en verificación")).toBeVisible();
    await expect(page.getByTestId("declared-reference")).toHaveText("000 4455-1234");
    await expect(page.getByText("Comprobante adjunto").first()).toBeVisible();
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/buyer-declared.png`, fullPage: true });
      await page.evaluate(() => document.documentElement.classList.add("dark"));
      await page.setViewportSize({ width: 390, height: 900 });
      await page.screenshot({ path: `${SHOTS}/buyer-declared-390-dark.png`, fullPage: true });
    }

    const { context, admin } = await adminPage(browser);
    await admin.goto("/admin/unregistered");
    // Compras Web filters by what the bank says: declared and not yet backed reads "En verificación".
    await admin.getByLabel("Transferencia").selectOption({ label: "En verificación" });
    const row = admin.getByTestId("web-purchase-row").filter({ hasText: first.number });
    await expect(row.getByTestId("bank-state")).toHaveText("En verificación");
    await row.click();
    const declared = admin.getByTestId("declared-transfer");
    await expect(declared).toContainText("000 4455-1234");
    const proofLink = declared.getByRole("link", { name: "Ver comprobante" });
    const proof = await admin.request.get((await proofLink.getAttribute("href")) ?? "");
    expect(proof.status()).toBe(200);
    expect(proof.headers()["content-type"]).toContain("image/webp");
    if (SHOTS) {
      await admin.screenshot({ path: `${SHOTS}/staff-declared.png`, fullPage: true });
      await admin.evaluate(() => document.documentElement.classList.add("dark"));
      await admin.setViewportSize({ width: 390, height: 900 });
      await admin.screenshot({ path: `${SHOTS}/staff-declared-390-dark.png`, fullPage: true });
      await admin.keyboard.press("Escape");
      await admin.screenshot({ path: `${SHOTS}/staff-list-390-dark.png`, fullPage: true });
    }

    // Another buyer (another browser) types the same reference another way: refused, no order named.
    const other = await browser.newContext();
    const second = await other.newPage();
    await transferOrder(second, [first.product]);
    await declare(second, "4455 1234");
    // Said under the reference field (a toast says it too).
    await expect(
      second
        .locator("form", { has: second.getByLabel("Número de referencia") })
        .getByText("Esa referencia ya fue usada para otro pago a esa cuenta. Revise el número o escríbanos."),
    ).toBeVisible();
    await expect(second.getByText(first.number)).toHaveCount(0);
    if (SHOTS) {
      await second.setViewportSize({ width: 390, height: 900 });
      await second.screenshot({ path: `${SHOTS}/buyer-refused-390.png`, fullPage: true });
      await admin.evaluate(() => document.documentElement.classList.remove("dark"));
      await admin.setViewportSize({ width: 1280, height: 900 });
    }

    // Converted, the order's dialog shows what the buyer declared.
    await admin.keyboard.press("Escape");
    await expect(admin.getByRole("dialog")).toHaveCount(0);
    await row.click();
    await admin.getByRole("button", { name: "Convertir en venta" }).click();
    await expect(admin.getByRole("dialog").getByTestId("declared-transfer")).toContainText("000 4455-1234", {
      timeout: 30_000,
    });
    if (SHOTS) {
      await admin.screenshot({ path: `${SHOTS}/order-dialog-declared.png` });
      await admin.evaluate(() => document.documentElement.classList.add("dark"));
      await admin.setViewportSize({ width: 390, height: 900 });
      await admin.screenshot({ path: `${SHOTS}/order-dialog-declared-390-dark.png` });
      // The abono by transfer asks for the store account and the reference.
      await admin
        .getByRole("dialog")
        .getByLabel("Método", { exact: true })
        .first()
        .selectOption({ label: "Transferencia" });
      await admin.getByRole("dialog").getByLabel("Cuenta de la tienda").scrollIntoViewIfNeeded();
      await admin.screenshot({ path: `${SHOTS}/order-dialog-abono-390-dark.png` });
      await admin.evaluate(() => document.documentElement.classList.remove("dark"));
      await admin.setViewportSize({ width: 1280, height: 900 });
      await admin.screenshot({ path: `${SHOTS}/order-dialog-abono.png` });
    }
    await other.close();
    await context.close();
  });
});
