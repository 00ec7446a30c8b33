import { asc, eq } from "drizzle-orm";
import { warrantyEnd, warrantyMonthsOf, warrantyStart } from "../../domain/inventory/warranty";
import type { DbOrTx } from "../db/client";
import { products } from "../products/schema";
import { loadSettings } from "../settings";
import { productUnits } from "./schema";

/** A watch of a sale by its serial, with the last day of its warranty once it is sold. */
export interface SaleUnit {
  productId: string;
  serial: string;
  warrantyEnd: string | null;
}

/**
 * The watches a sale holds by serial (for its receipt, factura, email and the buyer's purchase),
 * each with its warranty's end: from delivery, else the sale date, by the product's months or the
 * store's. A watch not yet sold (the sale still open) shows no end: its warranty has not started.
 */
export async function saleUnits(
  db: DbOrTx,
  sale: { id: string; saleDate: Date | string; deliveredAt: Date | string | null },
): Promise<SaleUnit[]> {
  const rows = await db
    .select({
      productId: productUnits.productId,
      serial: productUnits.serial,
      status: productUnits.status,
      months: products.warrantyMonths,
    })
    .from(productUnits)
    .innerJoin(products, eq(products.id, productUnits.productId))
    .where(eq(productUnits.saleId, sale.id))
    .orderBy(asc(productUnits.serial));
  if (!rows.length) return [];
  const storeMonths = (await loadSettings(db)).warrantyMonths;
  const delivered = sale.deliveredAt ? new Date(sale.deliveredAt) : null;
  const start = warrantyStart(
    delivered,
    typeof sale.saleDate === "string" ? new Date(sale.saleDate) : sale.saleDate,
  );
  return rows.map((r) => ({
    productId: r.productId,
    serial: r.serial,
    warrantyEnd: r.status === "vendida" ? warrantyEnd(start, warrantyMonthsOf(r.months, storeMonths)) : null,
  }));
}
