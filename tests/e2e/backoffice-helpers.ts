import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { productWithStock } from "./storefront-helpers";

/** A pickup sale of one watch charged L. 1,000.00, created through the API by whoever is signed in. */
export async function saleOfOneThousand(
  request: APIRequestContext,
  baseURL: string,
  customer = "Cliente Diálogo E2E",
) {
  const product = await productWithStock(request, 1);
  const res = await request.post("/api/sales", {
    headers: { origin: baseURL },
    data: {
      customer: { kind: "new", name: customer, phone: "9911-2233" },
      items: [{ productId: product.id, quantity: 1, price: 100_000 }],
      shipping: { mode: "pickup" },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { id: string; orderNumber: string };
}

export const dialog = (page: Page) => page.getByTestId("order-dialog");
export const paymentForm = (page: Page) => page.getByRole("form", { name: "Registrar Pago" });
export const orderForm = (page: Page) => page.getByRole("form", { name: "Estado y envío" });

export async function registerPayment(page: Page, amount: string) {
  await paymentForm(page).getByLabel("Monto (L.)").fill(amount);
  await paymentForm(page).getByRole("button", { name: "Registrar Pago" }).click();
}

export async function expectStatus(page: Page, status: string) {
  await expect(page.getByRole("dialog").getByTestId("status-badge").first()).toHaveText(status);
}
