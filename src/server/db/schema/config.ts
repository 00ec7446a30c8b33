import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, id, money } from "./columns";

export const shippingLocations = pgTable(
  "shipping_locations",
  {
    id: id(),
    city: text().notNull(),
    department: text().notNull(),
    municipality: text().notNull().default(""),
    cost: money(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check("shipping_locations_cost_nonnegative", sql`${t.cost} >= 0`),
    uniqueIndex("shipping_locations_city_idx").on(t.city),
  ],
);

/** The code itself is the id (docs/product/data.md). */
export const discountCodes = pgTable(
  "discount_codes",
  {
    code: text().primaryKey(),
    percentage: integer().notNull(),
    isActive: boolean().notNull().default(true),
    /** From when it applies; null = at once. */
    startsAt: at(),
    expiresAt: at(),
    usageLimit: integer(),
    usageCount: integer().notNull().default(0),
    /** Least the merchandise must cost (centavos); 0 = any amount. */
    minPurchase: money(),
    createdAt: createdAt(),
  },
  (t) => [
    check("discount_codes_percentage_range", sql`${t.percentage} between 1 and 100`),
    check(
      "discount_codes_usage_nonnegative",
      sql`${t.usageCount} >= 0 and coalesce(${t.usageLimit}, 0) >= 0`,
    ),
    check("discount_codes_min_purchase_nonnegative", sql`${t.minPurchase} >= 0`),
  ],
);

export interface BankAccount {
  bankName: string;
  accountHolder: string;
  accountNumber: string;
  accountType: string;
}
export interface Carrier {
  name: string;
  /** Tracking URL with {guia} where the tracking number goes. */
  trackingUrlTemplate: string;
}
export interface StoreSettings {
  bankAccounts: BankAccount[];
  storeName?: string;
  legalName?: string;
  phone?: string;
  whatsappNumber?: string;
  storeEmail?: string;
  address?: string;
  rtn?: string;
  /** Path of the uploaded logo under /media, or absent. */
  logoUrl?: string | null;
  carriers?: Carrier[];
  /** Basis points: 7.5 % = 750 (docs/decisions/0150). */
  defaultCommissionBasisPoints?: number;
  lowStockThreshold?: number;
  cardReservationMinutes?: number;
  pages?: Partial<Record<"about" | "privacy" | "terms" | "shipping", string>>;
  /** Short answers staff insert in a support ticket (decision 0084); absent = the defaults. */
  cannedReplies?: { title: string; text: string }[];
  /** Above this total (centavos) an invoice needs the buyer's RTN; absent = L. 10,000. */
  invoiceBuyerRtnThreshold?: number;
  /** Cobranza: days after the sale a balance is overdue (docs/decisions/0126); absent = 30. */
  collectionOverdueDays?: number;
  /** Hours a card payment link stays payable (docs/decisions/0120); absent = 72. */
  paymentLinkHours?: number;
  /** Email a receipt after each abono to a customer with an email; absent = on. */
  abonoReceiptEmails?: boolean;
}

/** One settings document, config/settings (docs/product/data.md), merged on update. */
export const settings = pgTable("settings", {
  id: text().primaryKey(),
  data: jsonb().$type<StoreSettings>().notNull(),
  updatedAt: createdAt(),
});
