import type { Browser, Page } from "@playwright/test";
import { saleOfOneThousand } from "./backoffice-helpers";
import { DEMO, expect, loginByApi, test } from "./fixtures";
import { payWithCard, productWithStock } from "./storefront-helpers";

/** Set PAYLINK_SHOTS=<dir> to keep the public page at 390 and 1280 px, light and dark. */
const SHOTS = process.env.PAYLINK_SHOTS;

async function shoot(browser: Browser, path: string, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    for (const colorScheme of ["light", "dark"] as const) {
      const context = await browser.newContext({ viewport: { width, height: 844 }, colorScheme });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByTestId("link-amount")).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${colorScheme}.png`, fullPage: true });
      await context.close();
    }
  }
}

const panel = (page: Page) => page.getByTestId("payment-link-panel");

/** A balance paid by card through a link opened on a phone (docs/product/operations.md). */
test.describe("payment link", () => {
  test("an admin makes a link in the order dialog; the customer pays it by sandbox card on a phone; the bell rings and the order shows the abono", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await loginByApi(page, DEMO.admin);
    const sale = await saleOfOneThousand(page.request, baseURL!, "Cliente Link E2E");
    // Let the bell load the past first: only what arrives after it is news.
    const loaded = page.waitForResponse((r) => r.url().includes("/api/card-payments") && r.status() === 200);
    await page.goto(`/admin/orders?order=${sale.id}`);
    await loaded;

    await expect(panel(page).getByLabel("Monto a cobrar (L.)")).toHaveValue("1000.00");
    await panel(page).getByLabel("Monto a cobrar (L.)").fill("1200");
    await panel(page).getByRole("button", { name: "Crear link de pago" }).click();
    await expect(
      page.getByText("El monto no puede ser mayor que el saldo pendiente: L. 1,000.00.").first(),
    ).toBeVisible();

    await panel(page).getByLabel("Monto a cobrar (L.)").fill("400");
    await panel(page).getByRole("button", { name: "Crear link de pago" }).click();
    const created = page.getByTestId("created-payment-link");
    await expect(created).toContainText("Link de pago creado. L. 400.00");
    await expect(created.getByRole("link", { name: "Enviar por WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/50499112233\?text=/,
    );
    // Beside WhatsApp, Enviar por correo: this sale has no address, so it is off and says why.
    await expect(created.getByRole("button", { name: "Enviar por correo" })).toBeDisabled();
    await expect(created).toContainText("Este cliente no tiene correo registrado");
    await created.screenshot({ path: "test-results/payment-link-created.png" });
    const url = await created.getByRole("textbox").inputValue();
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/pagar\//);
    await shoot(browser, path, "pay-link");

    // The customer, on a phone, with no account.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const customer = await phone.newPage();
    await customer.goto(path);
    await expect(customer.getByText(sale.orderNumber)).toBeVisible();
    await expect(customer.getByTestId("link-amount")).toHaveText("L. 400.00");
    const overflow = await customer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await customer.getByRole("button", { name: "Pagar con tarjeta" }).click();
    await payWithCard(customer);
    await expect(customer.getByRole("heading", { name: "¡Pago recibido!" })).toBeVisible();
    await expect(
      customer.getByText(`Recibimos su pago de L. 400.00 para el pedido ${sale.orderNumber}`),
    ).toBeVisible();
    if (SHOTS) await customer.screenshot({ path: `${SHOTS}/pay-link-paid-390.png`, fullPage: true });
    // Works once: opened again, it says it is paid and offers no payment.
    await customer.goto(path);
    await expect(customer.getByText("Este link de pago ya fue pagado. ¡Gracias!")).toBeVisible();
    await expect(customer.getByRole("button", { name: "Pagar con tarjeta" })).toHaveCount(0);
    await phone.close();

    // The admin's bell rings and the order shows the abono, live.
    await expect(page.getByTestId("card-payment-count")).toBeVisible();
    await expect(page.getByTestId("payment-history")).toContainText("L. 400.00 · Abono al Crédito · Tarjeta");
    await expect(page.getByTestId("change-history")).toContainText("VISA ••••1111");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/order-dialog-after-1280.png`, fullPage: true });
    await page.keyboard.press("Escape");
    await page.getByTestId("card-payment-bell").click();
    await expect(page.getByTestId("card-payment-dropdown")).toContainText(`#${sale.orderNumber}`);
    await expect(page.getByTestId("card-payment-dropdown")).toContainText("L. 400.00");
  });

  test("a client pays their own balance by card from Mis Compras", async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await loginByApi(page, DEMO.client);
    const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
    const staff = await browser.newContext();
    const admin = await staff.newPage();
    await loginByApi(admin, DEMO.admin);
    const product = await productWithStock(admin.request, 1);
    const res = await admin.request.post("/api/sales", {
      headers: { origin: baseURL! },
      data: {
        customer: { kind: "user", userId: me.user.id },
        items: [{ productId: product.id, quantity: 1, price: 75_050 }],
        shipping: { mode: "pickup" },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    const sale = (await res.json()) as { id: string; orderNumber: string };
    await staff.close();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/client/purchases/${sale.id}`);
    const owed = page.getByTestId("still-owed");
    await expect(owed.getByRole("button", { name: "Pagar el saldo con tarjeta" })).toBeVisible();
    if (SHOTS) await owed.screenshot({ path: `${SHOTS}/mis-compras-390.png` });
    await owed.getByRole("button", { name: "Pagar el saldo con tarjeta" }).click();
    await expect(page).toHaveURL(/\/pagar\//);
    await expect(page.getByTestId("link-amount")).toHaveText("L. 750.50");
    await page.getByRole("button", { name: "Pagar con tarjeta" }).click();
    await payWithCard(page);
    await expect(page.getByRole("heading", { name: "¡Pago recibido!" })).toBeVisible();
    await page.goto(`/client/purchases/${sale.id}`);
    await expect(page.getByTestId("still-owed")).toHaveCount(0);
  });
});
