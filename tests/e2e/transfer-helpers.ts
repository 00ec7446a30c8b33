import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { fillCheckout, productWithStock } from "./storefront-helpers";

// An 8×8 PNG: what a phone's screenshot of the bank's app stands for.
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPY0caNFTEMLQkATuhSQTCW9YEAAAAASUVORK5CYII=",
  "base64",
);

/** A guest buys one watch in stock (none of `skip`) and pays by transfer: its product and order number. */
export async function transferOrder(page: Page, skip: string[] = []) {
  const product = await productWithStock(page.request, 1, skip);
  return transferOrderOf(page, product.id);
}

/** A guest buys one unit of `productId` and pays by transfer: its product and order number. */
export async function transferOrderOf(page: Page, productId: string) {
  await page.goto(`/products/${productId}`);
  await page.getByRole("button", { name: "Agregar al carrito" }).click();
  await page.goto("/checkout");
  await fillCheckout(page, "transfer");
  await expect(page.getByRole("heading", { name: "¡Pedido recibido!" })).toBeVisible();
  return {
    product: productId,
    number: (await page.getByTestId("order-number").textContent())?.trim() ?? "",
  };
}

/** On the order's result page, the buyer declares the transfer into the first store account. */
export async function declare(page: Page, reference: string, proof = false) {
  const form = page.locator("form", { has: page.getByLabel("Número de referencia") });
  await form.getByLabel("Cuenta donde transfirió").selectOption({ index: 1 });
  await form.getByLabel("Número de referencia").fill(reference);
  if (proof)
    await form
      .getByLabel("Comprobante (foto o PDF, opcional)")
      .setInputFiles({ name: "comprobante.png", mimeType: "image/png", buffer: PNG });
  await form.getByRole("button", { name: "Enviar datos de la transferencia" }).click();
}
