import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_BASE_URL } from "../../playwright.config";
import { expect } from "./fixtures";
import { productWithStock } from "./storefront-helpers";

/**
 * A public watch of one journey with its own stock (kept by serial when given serials), created by
 * a signed-in admin: a journey that must not share the demo's watches with the others.
 */
export async function newProduct(
  request: APIRequestContext,
  name: string,
  price: number,
  serials: string[] = [],
) {
  const res = await request.post("/api/products", {
    headers: { origin: E2E_BASE_URL },
    data: {
      name,
      description: "Reloj de una prueba de punta a punta.",
      brand: "Vértice",
      model: name,
      specs: {},
      salePrice: price,
      promoPrice: null,
      originalPublicPrice: null,
      wholesalePrice: null,
      unitCost: null,
      lowStockThreshold: null,
      isPublic: true,
      initialStock: serials.length || 5,
      serialized: serials.length > 0,
      ...(serials.length ? { initialSerials: serials } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { id: (await res.json()).id as string, name };
}

/**
 * A pickup sale of one watch charged L. 1,000.00, created through the API by whoever is signed in:
 * of `productId`, or of the first watch in stock.
 */
export async function saleOfOneThousand(
  request: APIRequestContext,
  baseURL: string,
  customer = "Cliente Diálogo E2E",
  productId?: string,
) {
  const product = productId ? { id: productId } : await productWithStock(request, 1);
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
