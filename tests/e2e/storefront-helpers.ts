import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PRODUCTS } from "../../src/server/demo/catalog-data";
import { DEMO, expect } from "./fixtures";

export const TEST_CARD = {
  number: "4111 1111 1111 1111",
  expiry: "12/39",
  cvv: "123",
  holder: "ANA MARTINEZ",
};
export const DECLINED_CARD = { ...TEST_CARD, number: "4000 0000 0000 0002" };

interface CatalogCard {
  id: string;
  name: string;
  quantity: number;
}

/** The demo's watches kept by serial number: a journey that sells by count picks another. */
export const SERIALIZED_DEMO_NAMES = new Set(DEMO_PRODUCTS.filter((p) => p.serialized).map((p) => p.name));

async function inStock(request: APIRequestContext): Promise<CatalogCard[]> {
  const res = await request.get("/api/catalog?inStock=true&pageSize=48");
  return ((await res.json()) as { items: CatalogCard[] }).items.filter(
    (p) => !SERIALIZED_DEMO_NAMES.has(p.name),
  );
}

/** A public product in stock with at least `min` units, picked through the public API. */
export async function productWithStock(
  request: APIRequestContext,
  min: number,
  skip: string[] = [],
): Promise<CatalogCard> {
  const found = (await inStock(request)).find((p) => p.quantity >= min && !skip.includes(p.id));
  if (!found) throw new Error(`no product with ${min} units`);
  return found;
}

/**
 * A watch for a journey that asserts its exact stock: the other journeys take the first in stock
 * (productWithStock) and, run at the same time, their orders would move its figure; this takes
 * the last.
 */
export async function productForStockCheck(request: APIRequestContext, min: number): Promise<CatalogCard> {
  const found = (await inStock(request)).findLast((p) => p.quantity >= min);
  if (!found) throw new Error(`no product with ${min} units`);
  return found;
}

export async function stockOf(request: APIRequestContext, id: string): Promise<number> {
  return ((await (await request.get(`/api/catalog/${id}`)).json()) as CatalogCard).quantity;
}

/** Fills the guest checkout form and submits it with the chosen payment method. */
export async function fillCheckout(page: Page, method: "card" | "transfer") {
  await page.getByLabel("Nombre completo").fill("Ana Martínez");
  await page.getByLabel("Email").fill("ana.e2e@correo.hn");
  await page.getByLabel("Teléfono").fill("9988-7766");
  await page.getByLabel("Ciudad").selectOption({ label: "San Pedro Sula — L.\u00a0110.00" });
  await expect(page.getByLabel("Departamento")).toHaveValue("Cortés");
  await page.getByLabel("Dirección exacta").fill("Col. Trejo, 5 calle, casa 14");
  if (method === "transfer") await page.getByLabel(/Transferencia bancaria/).check();
  await page.getByRole("button", { name: method === "card" ? /^Pagar L\./ : "Confirmar pedido" }).click();
}

/** The sandbox gateway's hosted page. */
export async function payWithCard(page: Page, card = TEST_CARD) {
  await expect(page.getByText("Pasarela de pago de prueba")).toBeVisible();
  await page.getByLabel("Número de tarjeta").fill(card.number);
  await page.getByLabel("Vencimiento (MM/AA)").fill(card.expiry);
  await page.getByLabel("CVV").fill(card.cvv);
  await page.getByLabel("Nombre en la tarjeta").fill(card.holder);
  await page.getByRole("button", { name: /^Pagar L\./ }).click();
}

/** The demo client's bank-transfer order of one unit, placed through the API: its id and number. */
export async function clientTransferOrder(
  request: APIRequestContext,
  origin: string,
  productId: string,
): Promise<{ orderId: string; orderNumber: string }> {
  const cities = (await (await request.get("/api/shipping-locations")).json()) as { id: string }[];
  const placed = await request.post("/api/checkout", {
    headers: { origin },
    data: {
      items: [{ productId, quantity: 1 }],
      contact: { name: "Cliente Demo", email: DEMO.client, phone: "9988-7766" },
      shipping: {
        cityId: cities[0]!.id,
        department: "Francisco Morazán",
        municipality: "Distrito Central",
        address: "Col. Palmira, casa 12",
      },
      paymentMethod: "transfer",
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return (await placed.json()) as { orderId: string; orderNumber: string };
}
