import type { Tx } from "../db/client";
import { FeatureHook } from "../hooks";

/** What the sale of a watch looks like to its serial's lookup. */
export interface SerialSale {
  orderNumber: string;
  status: string;
  customerName: string;
  saleDate: Date;
  deliveredAt: Date | null;
  invoiceNumber: string | null;
}

/**
 * The sale a unit belongs to, as the features built on the inventory know it: sales answer the
 * buyer, dates and status, invoices the valid factura's number. Asked by the serial lookup.
 */
export const serialSale = new FeatureHook<[tx: Tx, saleId: string], Partial<SerialSale>>(
  "the sale of a watch looked up by its serial",
);

/** Every feature's part of a unit's sale, merged; null when no feature knows the sale. */
export async function saleOfUnit(tx: Tx, saleId: string): Promise<Partial<SerialSale> | null> {
  const parts = await serialSale.ask(tx, saleId);
  const merged = Object.assign({}, ...parts) as Partial<SerialSale>;
  return merged.orderNumber ? merged : null;
}
