import type { DbOrTx, Tx } from "../db/client";
import { FeatureHook } from "../hooks";

/** The changes to a sale a feature built on sales may refuse. */
export type GuardedSaleChange = "delete" | "cancel" | "reprice" | "unconfirm" | "return";

/**
 * Asked, inside the sale's locked transaction, before a sale is deleted, cancelled or repriced,
 * before a bank confirmation that paid it is taken back ("unconfirm"), or before a return lowers
 * its worth ("return", docs/decisions/0249);
 * an answer refuses by throwing a Spanish AppError. Invoices answers it (a sale with a valid
 * invoice keeps its total; an invoiced sale is never deleted), so sales needs no import of the
 * feature that issues invoices for it.
 */
/**
 * What the features built on sales know a sale to be part of: the service desk names its orders'
 * sales (OS-0001), so Órdenes and Mis Compras can say a row is a repair. One question per list page.
 */
export const saleServiceOrders = new FeatureHook<
  [db: DbOrTx, saleIds: readonly string[]],
  Map<string, string>
>("the service orders these sales carry");

export const saleChangeGuard = new FeatureHook<[tx: Tx, saleId: string, change: GuardedSaleChange], void>(
  "may this sale be deleted, cancelled or repriced",
);
