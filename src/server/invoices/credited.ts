import { and, eq, sql } from "drizzle-orm";
import type { Centavos } from "../../domain/kernel/money";
import type { DbOrTx } from "../db/client";
import { invoices } from "./schema";

/** What a factura's valid notas de crédito credited so far (docs/decisions/0249). */
export async function creditedSoFar(
  db: DbOrTx,
  facturaId: string,
): Promise<{ total: Centavos; isv: Centavos }> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${invoices.total}), 0)`,
      isv: sql<string>`coalesce(sum(${invoices.isv}), 0)`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.creditedInvoiceId, facturaId),
        eq(invoices.status, "Emitida"),
        eq(invoices.kind, "nota_credito"),
      ),
    );
  return { total: Number(row?.total ?? 0), isv: Number(row?.isv ?? 0) };
}
