import type { Page } from "@playwright/test";
import { DEMO, expect, loginByApi, test } from "./fixtures";
import {
  DECLINED_CARD,
  fillCheckout,
  payWithCard,
  productForStockCheck,
  productWithStock,
  stockOf,
} from "./storefront-helpers";

async function addToCart(page: Page, productId: string) {
  await page.goto(`/products/${productId}`);
  await page.getByRole("button", { name: "Agregar al carrito" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/checkout");
}

test.describe("checkout", () => {
  test("guest pays by sandbox card; the success page shows the order and an admin hears of it live", async ({
    page,
    browser,
  }) => {
    // The admin's screen is open before the payment: it must learn of it without reloading.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginByApi(admin, DEMO.admin);
    await admin.goto("/admin");
    const heard = admin.evaluate(
      () =>
        new Promise<string | null>((resolve) => {
          const source = new EventSource("/api/live");
          source.onmessage = (m) => {
            const event = JSON.parse(m.data);
            if (event.topic === "card_payment_notifications") {
              source.close();
              resolve(event.id);
            }
          };
        }),
    );

    const product = await productForStockCheck(page.request, 2);
    const before = await stockOf(page.request, product.id);
    await addToCart(page, product.id);
    await fillCheckout(page, "card");
    await payWithCard(page);
    await expect(page.getByRole("heading", { name: "¡Pago recibido! Gracias por su compra." })).toBeVisible();
    const number = (await page.getByTestId("order-number").textContent())?.trim() ?? "";
    expect(number).toMatch(/^[0-9A-Z]{6}$/);
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    expect(await stockOf(page.request, product.id)).toBe(before - 1);

    expect(await heard).toBeTruthy();
    const list = await (await admin.request.get("/api/card-payments")).text();
    expect(list).toContain(number);
    await adminContext.close();
  });

  test("a declined card sends the buyer back and puts the stock back", async ({ page }) => {
    const product = await productForStockCheck(page.request, 2);
    const before = await stockOf(page.request, product.id);
    await addToCart(page, product.id);
    await fillCheckout(page, "card");
    await payWithCard(page, DECLINED_CARD);
    await expect(page.getByRole("heading", { name: "Pago cancelado" })).toBeVisible();
    await expect(page.getByText("La tarjeta fue rechazada.")).toBeVisible();
    expect(await stockOf(page.request, product.id)).toBe(before);
    // The cart is kept for another try.
    await expect(page.getByTestId("cart-count")).toHaveText("1");
  });

  test("a bank transfer shows the bank accounts and creates a web purchase", async ({ page, browser }) => {
    const product = await productWithStock(page.request, 1);
    await addToCart(page, product.id);
    await fillCheckout(page, "transfer");
    await expect(page.getByRole("heading", { name: "¡Pedido recibido!" })).toBeVisible();
    await expect(page.getByText("BAC Credomatic", { exact: true })).toBeVisible();
    await expect(page.getByText("730-245-981", { exact: true })).toBeVisible();
    const number = (await page.getByTestId("order-number").textContent())?.trim() ?? "";
    await expect(
      page.getByText(new RegExp(`use el número de orden ${number} como referencia`)),
    ).toBeVisible();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginByApi(admin, DEMO.admin);
    const purchases = await (await admin.request.get("/api/web-purchases")).text();
    expect(purchases).toContain("Ana Martínez");
    expect(purchases).toContain("Pendiente de Confirmación");
    await adminContext.close();
  });
});
