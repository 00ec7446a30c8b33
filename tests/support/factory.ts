import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { CASH_REGISTER_HEADER } from "../../src/contracts/cash-drawer/counter-header";
import { paymentEntry, refundEntry } from "../../src/domain/journal/entries";
import { STAFF_ROLES } from "../../src/domain/kernel/roles";
import type { RecordedPaymentMethod } from "../../src/domain/reports/reports";
import type { RefundKind } from "../../src/domain/sales/sale";
import { customers } from "../../src/server/customers/schema";
import type { Db } from "../../src/server/db/client";
import { newId } from "../../src/server/db/ids";
import { discountCodes } from "../../src/server/discount-codes/schema";
import { insertEntries, journalPayments, journalRefunds, moneyEntries } from "../../src/server/journal";
import { publish } from "../../src/server/live/bus";
import { productImages, products } from "../../src/server/products/schema";
import { forgetSettingsReads, SETTINGS_ID } from "../../src/server/settings";
import { type StoreSettings, settings } from "../../src/server/settings/schema";
import { shippingLocations } from "../../src/server/shipping/schema";
import type { TestAnswer, TestApp, TestUser } from "./test-app";

/**
 * The one test-data factory of the server's integration tests: rows written straight with
 * drizzle (test apps start with an empty database), plus the request bodies tests send.
 */

/** Any product column, plus `image` to give the product one stored image. */
export type ProductSeed = Partial<typeof products.$inferInsert> & { image?: boolean };

/** A product: 5 units of "Reloj xxxx" by Cronos at L. 1,000.00, public, unless `seed` says otherwise. */
export async function addProduct(db: Db, seed: ProductSeed = {}): Promise<string> {
  const { image, ...columns } = seed;
  const id = columns.id ?? newId();
  await db.insert(products).values({
    name: `Reloj ${id.slice(0, 4)}`,
    brand: "Cronos",
    description: "Reloj de prueba con caja de acero.",
    quantity: 5,
    salePrice: 100_000,
    ...columns,
    id,
  });
  if (image) {
    await db.insert(productImages).values({
      productId: id,
      position: 0,
      storageKey: `products/${id}/img1`,
      width: 1024,
      height: 1024,
      variantWidths: [320, 640, 1024],
    });
  }
  // As every real write does: a server's cached catalogue learns of the new product (docs/decisions/0140).
  await publish(db, {
    topic: "products",
    id,
    audience: columns.isPublic === false ? { roles: STAFF_ROLES } : { everyone: true },
  });
  return id;
}

/**
 * What every real write of a sale or payment does, for a test that wrote rows itself: tells the
 * server, whose whole-book reads (dashboards, receivable, Cobranza) are kept until a change is
 * heard (docs/decisions/0226).
 */
export async function announceSalesChange(db: Db): Promise<void> {
  await publish(db, { topic: "sales", id: null, audience: { roles: STAFF_ROLES } });
}

export async function addCity(db: Db, city = "Tegucigalpa", cost = 8_000): Promise<string> {
  const id = newId();
  await db.insert(shippingLocations).values({ id, city, department: "Francisco Morazán", cost });
  return id;
}

export async function addCustomer(db: Db, name = "Doña Marta", phone = "9876-5432"): Promise<string> {
  const [row] = await db.insert(customers).values({ name, phone }).returning();
  return row!.id;
}

export const BANK_ACCOUNTS = [
  {
    bankName: "BAC Credomatic",
    accountHolder: "Tiempo HN",
    accountNumber: "730-245-981",
    accountType: "Cuenta de Ahorro",
  },
];

/** The settings document: BANK_ACCOUNTS and whatever else `data` sets (commission, WhatsApp…). */
export async function addSettings(db: Db, data: Partial<StoreSettings> = {}): Promise<void> {
  await db.insert(settings).values({ id: SETTINGS_ID, data: { bankAccounts: BANK_ACCOUNTS, ...data } });
  // Written behind the server's back: what it keeps of the settings is read again (0260).
  forgetSettingsReads();
}

/** Changes some keys of the settings document in the database, as a script would, behind the server's back. */
export async function changeSettings(db: Db, data: Partial<StoreSettings>): Promise<void> {
  await db
    .update(settings)
    .set({ data: sql`${settings.data} || ${JSON.stringify(data)}::jsonb` })
    .where(eq(settings.id, SETTINGS_ID));
  forgetSettingsReads();
}

/** An active 10 % code without limit or expiry, unless `opts` says otherwise. */
export async function addDiscountCode(
  db: Db,
  code = "PROMO10",
  opts: Partial<{
    percentage: number;
    isActive: boolean;
    expiresAt: Date | null;
    usageLimit: number | null;
    usageCount: number;
  }> = {},
): Promise<void> {
  await db.insert(discountCodes).values({
    code,
    percentage: opts.percentage ?? 10,
    isActive: opts.isActive ?? true,
    expiresAt: opts.expiresAt ?? null,
    usageLimit: opts.usageLimit ?? null,
    usageCount: opts.usageCount ?? 0,
  });
}

export type Stock = { quantity: number; inProgressStock: number; totalSold: number };

/** The stock counters of one product. */
export async function stockOf(db: Db, id: string): Promise<Stock> {
  const [row] = await db
    .select({
      quantity: products.quantity,
      inProgressStock: products.inProgressStock,
      totalSold: products.totalSold,
    })
    .from(products)
    .where(eq(products.id, id));
  return row!;
}

/** quantity + inProgressStock + totalSold of each product never changes through sale operations. */
export async function expectConserved(db: Db, expected: Record<string, number>): Promise<void> {
  for (const [id, units] of Object.entries(expected)) {
    const s = await stockOf(db, id);
    expect(s.quantity + s.inProgressStock + s.totalSold, `units of ${id}`).toBe(units);
    expect(s.quantity).toBeGreaterThanOrEqual(0);
    expect(s.inProgressStock).toBeGreaterThanOrEqual(0);
  }
}

/** A simple pickup sale for a new manual customer, created through the API. */
export async function saleViaApi(
  t: TestApp,
  as: TestUser,
  items: Array<{ productId: string; quantity: number; price?: number; serials?: string[] }>,
  extra: Record<string, unknown> = {},
): Promise<TestAnswer> {
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

/** A valid checkout body; tests override what they probe. */
export function checkoutBody(
  cityId: string,
  items: { productId: string; quantity: number }[],
  extra: Record<string, unknown> = {},
) {
  return {
    items,
    contact: { name: "Ana Martínez", email: "ana@correo.hn", phone: "9988-7766" },
    shipping: {
      cityId,
      department: "Francisco Morazán",
      municipality: "Distrito Central",
      address: "Col. Palmira, casa 12",
    },
    paymentMethod: "card",
    ...extra,
  };
}

/**
 * A web order paid by bank transfer (one new watch at L 1,000), placed through the checkout:
 * its id, number and the buyer's order-owner cookie (a guest's only key to it).
 */
export async function transferOrderViaApi(
  t: TestApp,
  cityId: string,
  as?: TestUser,
): Promise<{ id: string; number: string; cookie: string }> {
  const productId = await addProduct(t.ctx.database.db, { quantity: 5, salePrice: 100_000 });
  const placed = await t.request("POST", "/api/checkout", {
    as,
    body: checkoutBody(cityId, [{ productId, quantity: 1 }], { paymentMethod: "transfer" }),
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(200);
  return {
    id: placed.json.orderId,
    number: placed.json.orderNumber,
    cookie: String(placed.headers["set-cookie"]).split(";")[0]!,
  };
}

/** A payment or refund written straight into the money journal, as a sale's write would (docs/decisions/0252). */
export interface MoneySeed {
  saleId: string;
  amount: number;
  date?: Date | string;
  /** A recorded method (efectivo unless told); the journal's check refuses any other. */
  method?: RecordedPaymentMethod | string;
  type?: "partial" | "full";
  paymentId?: string;
  recordedBy?: string;
}

const journalAuthor = { name: "Prueba", userId: null, operation: "Prueba" };
const isoOf = (date: Date | string | undefined) =>
  date === undefined ? new Date().toISOString() : typeof date === "string" ? date : date.toISOString();

/** One of a sale's payments (efectivo, partial unless told), as a journal entry; answers its payment id. */
export async function addPayment(db: Db, seed: MoneySeed): Promise<string> {
  const paymentId = seed.paymentId ?? newId();
  const entry = paymentEntry({
    paymentId,
    amount: seed.amount,
    date: isoOf(seed.date),
    recordedBy: seed.recordedBy ?? "Prueba",
    type: seed.type ?? "partial",
    method: (seed.method ?? "efectivo") as RecordedPaymentMethod,
  });
  await insertEntries(db, testSubject(seed.saleId), [entry], journalAuthor);
  return paymentId;
}

/** One of a sale's refund records (a reembolso unless a traspaso to `toSaleId`), as a journal entry. */
export async function addRefund(
  db: Db,
  seed: Omit<MoneySeed, "type" | "paymentId" | "method"> & { kind?: RefundKind; toSaleId?: string | null },
): Promise<void> {
  const entry = refundEntry({
    amount: seed.amount,
    date: isoOf(seed.date),
    recordedBy: seed.recordedBy ?? "Prueba",
    kind: seed.kind ?? "reembolso",
    toSaleId: seed.toSaleId ?? null,
  });
  await insertEntries(db, testSubject(seed.saleId), [entry], journalAuthor);
}

/** A sale's standing payments, as the journal has them now. */
export const paymentsOf = (db: Db, saleId: string) =>
  db.select().from(journalPayments).where(eq(journalPayments.saleId, saleId));

/** A sale's standing refund records. */
export const refundsOf = (db: Db, saleId: string) =>
  db.select().from(journalRefunds).where(eq(journalRefunds.saleId, saleId));

/**
 * Forgets a sale's journal entries: a test that reuses one sale for many cases starts each case
 * clean. The application never deletes an entry.
 */
export async function forgetMoney(db: Db, saleId: string): Promise<void> {
  await db.delete(moneyEntries).where(eq(moneyEntries.subjectId, saleId));
}

const testSubject = (id: string) => ({ type: "sale" as const, id, customerId: null, customerUserId: null });

/** The header a device at this register sends with every request (docs/decisions/0252). */
export const atRegister = (registerId: string): Record<string, string> => ({
  [CASH_REGISTER_HEADER]: registerId,
});

/** A cash register, named by an admin in Configuración; answers its id. */
export async function addRegister(t: TestApp, admin: TestUser, name: string): Promise<string> {
  const res = await t.request("POST", "/api/cash-registers", { as: admin, body: { name } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.id as string;
}

/**
 * The cash drawer's settings through the API, as an admin changes them (the change is published,
 * so every instance reads it fresh): "Control de caja", denominations, the difference threshold.
 */
export async function setDrawerSettings(
  t: TestApp,
  admin: TestUser,
  body: { cashControl?: boolean; denominations?: number[]; differenceThreshold?: number },
): Promise<TestAnswer> {
  return t.request("PATCH", "/api/cash-drawer/settings", { as: admin, body });
}

/** A session opened on a register by `as` with its float, at that register's device; answers the session. */
export async function openDrawer(t: TestApp, as: TestUser, registerId: string, float: number) {
  const res = await t.request("POST", "/api/cash-drawer/sessions", {
    as,
    body: { registerId, float },
    headers: atRegister(registerId),
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
}
