import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { customers, discountCodes, products, settings, shippingLocations } from "../db/schema";
import type { TestApp, TestUser } from "../testing/test-app";

/** Test data written straight with drizzle: test apps start with an empty database. */
export async function addProduct(
  db: Db,
  p: Partial<typeof products.$inferInsert> & { quantity: number; salePrice: number },
): Promise<string> {
  const id = p.id ?? newId();
  await db.insert(products).values({ name: `Reloj ${id.slice(0, 4)}`, brand: "Casio", ...p, id });
  return id;
}

export async function addCity(db: Db, city = "Tegucigalpa", cost = 8000): Promise<string> {
  const [row] = await db
    .insert(shippingLocations)
    .values({ city, department: "Francisco Morazán", cost })
    .returning();
  return row!.id;
}

export async function addCustomer(db: Db, name = "Doña Marta", phone = "9876-5432"): Promise<string> {
  const [row] = await db.insert(customers).values({ name, phone }).returning();
  return row!.id;
}

export async function addSettings(db: Db, defaultCommissionPercentage = 5): Promise<void> {
  await db.insert(settings).values({
    id: "config/settings",
    data: {
      bankAccounts: [
        {
          bankName: "BAC Credomatic",
          accountHolder: "Tiempo HN",
          accountNumber: "730-245-981",
          accountType: "Cuenta de Ahorro",
        },
      ],
      defaultCommissionPercentage,
    },
  });
}

export async function addDiscountCode(
  db: Db,
  code = "PROMO10",
  percentage = 10,
  usageLimit: number | null = null,
) {
  await db.insert(discountCodes).values({ code, percentage, usageLimit });
}

export type Stock = { quantity: number; inProgressStock: number; totalSold: number };

export async function stockOf(db: Db, ids: string[]): Promise<Map<string, Stock>> {
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      { quantity: r.quantity, inProgressStock: r.inProgressStock, totalSold: r.totalSold },
    ]),
  );
}

/** quantity + inProgressStock + totalSold of each product never changes through sale operations. */
export async function expectConserved(db: Db, expected: Record<string, number>): Promise<void> {
  const stock = await stockOf(db, Object.keys(expected));
  for (const [id, units] of Object.entries(expected)) {
    const s = stock.get(id)!;
    expect(s.quantity + s.inProgressStock + s.totalSold, `units of ${id}`).toBe(units);
    expect(s.quantity).toBeGreaterThanOrEqual(0);
    expect(s.inProgressStock).toBeGreaterThanOrEqual(0);
  }
}

/** A simple pickup sale for a new manual customer, created through the API. */
export async function saleViaApi(
  t: TestApp,
  as: TestUser,
  items: Array<{ productId: string; quantity: number; price?: number }>,
  extra: Record<string, unknown> = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
): Promise<{ status: number; json: any }> {
  return t.request("POST", "/api/sales", {
    as,
    body: {
      customer: { kind: "new", name: "Cliente Mostrador", phone: "9999-1234" },
      items,
      shipping: { mode: "pickup" },
      ...extra,
    },
  });
}
