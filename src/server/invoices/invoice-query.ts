import { and, asc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { invoiceListQuery } from "../../contracts/invoices/invoices";
import { shopDayEnd, shopDayStart } from "../../domain/kernel/shop-calendar";
import type { Db } from "../db/client";
import { containsPattern } from "../db/like";
import { listedColumns } from "./invoice-rows";
import { invoices } from "./schema";

/**
 * The facturas and notas de crédito a Reportes › Facturas query names, in number order: the list
 * and its CSV read the same. The text finds a note by its own number or its factura's.
 */

export type ListQuery = z.output<typeof invoiceListQuery>;

export async function selectInvoices(db: Db, q: ListQuery) {
  const where: SQL[] = [];
  if (q.from) where.push(gte(invoices.issuedAt, shopDayStart(q.from)));
  if (q.to) where.push(lt(invoices.issuedAt, shopDayEnd(q.to)));
  if (q.status) where.push(eq(invoices.status, q.status));
  if (q.kind) where.push(eq(invoices.kind, q.kind));
  if (q.q) {
    const like = containsPattern(q.q);
    where.push(
      or(
        ilike(invoices.number, like),
        ilike(invoices.buyerName, like),
        ilike(invoices.buyerRtn, like),
        sql`${invoices.creditedInvoiceId} in (select f."id" from ${invoices} f where f."number" ilike ${like})`,
      ) as SQL,
    );
  }
  return db
    .select(listedColumns)
    .from(invoices)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(invoices.number))
    .limit(5000);
}
