import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "../db/schema/columns";

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
  /** Hours a card payment link stays payable (docs/product/operations.md); absent = 72. */
  paymentLinkHours?: number;
  /** Email a receipt after each abono to a customer with an email; absent = on. */
  abonoReceiptEmails?: boolean;
  /** The paper receipts and invoices are offered on first ("carta", "80mm", "58mm"); absent = carta. */
  receiptPaper?: string;
  /** The receipt's thank-you line; absent or empty = the built-in one. */
  receiptThanks?: string;
  /** An abono by transfer must name its store account and reference (absent = no). */
  transferReferenceRequired?: boolean;
  /** A watch's warranty in months when its product names none (docs/decisions/0247); absent = 6. */
  warrantyMonths?: number;
  /** Days a repaired watch may wait before its owner gets a reminder (docs/decisions/0248); absent = 15. */
  serviceUncollectedDays?: number;
  /** Days after delivery a customer may return a sale (docs/decisions/0249); absent = 7. */
  returnWindowDays?: number;
  /** The apartado's terms (docs/decisions/0250); absent = the domain's defaults (layawayTermsOf). */
  layawayDepositPercent?: number;
  layawayTermDays?: number;
  layawayReminderDays?: number;
  layawayExpiryPolicy?: "saldo" | "cargo";
  layawayFeePercent?: number;
  /** Buyers may open an apartado at web checkout (docs/decisions/0253); off when absent. */
  layawayAtCheckout?: boolean;
  /**
   * The cash drawer (docs/decisions/0252): "Control de caja" (off when absent), the bills and
   * coins a count lists (centavos) and the difference beyond which a close waits for an approval
   * (centavos); absent = the domain's defaults.
   */
  cashControl?: boolean;
  cashDenominations?: number[];
  cashDifferenceThreshold?: number;
}

/** One settings document, config/settings (docs/product/data.md), merged on update. */
export const settings = pgTable("settings", {
  id: text().primaryKey(),
  data: jsonb().$type<StoreSettings>().notNull(),
  updatedAt: createdAt(),
});
