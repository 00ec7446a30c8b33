import { and, asc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { invoiceListQuery } from "../../contracts/invoices/invoices";
import { shopDayEnd, shopDayStart } from "../../domain/kernel/shop-calendar";
import type { Db } from "../db/client";
import { invoices } from "./schema";

/** The invoices a Reportes › Facturas query names, in number order: the list and its CSV read the same. */

export type ListQuery = z.output<typeof invoiceListQuery>;

export async function selectInvoices(db: Db, q: ListQuery) {
  const where: SQL[] = [];
  if (q.from) where.push(gte(invoices.issuedAt, shopDayStart(q.from)));
  if (q.to) where.push(lt(invoices.issuedAt, shopDayEnd(q.to)));
  if (q.status) where.push(eq(invoices.status, q.status));
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(invoices.number, like),
        ilike(invoices.buyerName, like),
        ilike(invoices.buyerRtn, like),
      ) as SQL,
    );
  }
  return db
    .select()
    .from(invoices)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(invoices.number))
    .limit(5000);
}
