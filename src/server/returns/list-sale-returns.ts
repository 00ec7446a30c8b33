import { asc, eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { SaleReturns } from "../../contracts/returns/returns";
import { msg } from "../../domain/kernel/messages";
import { DEFAULT_RETURN_WINDOW_DAYS, lastReturnDay, windowStart } from "../../domain/returns/returns";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { saleUnits } from "../inventory";
import { invoices } from "../invoices/schema";
import { loadSale, maySeeSale } from "../sales";
import { loadSettings } from "../settings";
import { toReturnRow } from "./return-rows";
import { saleReturns } from "./schema";

/** A sale's returns, oldest first, with the window and the serials the sale still holds. */
export async function listSaleReturns(db: Db, saleId: string, user: SessionUser): Promise<SaleReturns> {
  const sale = await loadSale(db, saleId);
  if (!sale || !maySeeSale(user, sale)) throw notFound(msg.orderNotFound);
  const [rows, units, settings] = await Promise.all([
    db
      .select({ r: saleReturns, creditNote: invoices.number })
      .from(saleReturns)
      .leftJoin(invoices, eq(invoices.id, saleReturns.creditNoteId))
      .where(eq(saleReturns.saleId, saleId))
      .orderBy(asc(saleReturns.number)),
    saleUnits(db, sale),
    loadSettings(db),
  ]);
  const windowDays = settings.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS;
  const delivered = sale.isDelivered || sale.status === "Completado";
  const serialsByProduct: Record<string, string[]> = {};
  for (const u of units) serialsByProduct[u.productId] = [...(serialsByProduct[u.productId] ?? []), u.serial];
  return {
    returns: rows.map((x) => toReturnRow(x.r, x.creditNote)),
    windowDays,
    lastDay: delivered ? lastReturnDay(windowStart(sale, sale.saleDate), windowDays) : null,
    serialsByProduct,
  };
}
