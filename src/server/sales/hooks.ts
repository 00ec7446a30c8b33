import type { Tx } from "../db/client";
import { FeatureHook } from "../hooks";

/** The changes to a sale a feature built on sales may refuse. */
export type GuardedSaleChange = "delete" | "cancel" | "reprice" | "unconfirm";

/**
 * Asked, inside the sale's locked transaction, before a sale is deleted, cancelled or repriced,
 * or before a bank confirmation that paid it is taken back ("unconfirm");
 * an answer refuses by throwing a Spanish AppError. Invoices answers it (a sale with a valid
 * invoice keeps its total; an invoiced sale is never deleted), so sales needs no import of the
 * feature that issues invoices for it.
 */
export const saleChangeGuard = new FeatureHook<[tx: Tx, saleId: string, change: GuardedSaleChange], void>(
  "may this sale be deleted, cancelled or repriced",
);
