import { count, desc } from "drizzle-orm";
import { formatInvoiceNumber } from "../../domain/invoices/invoice";
import type { Db } from "../db/client";
import { loadSettings } from "../settings";
import { warningsOf } from "./active-cai";
import { threshold } from "./buyer-rtn-threshold";
import { invoiceCais, invoices } from "./schema";

/**
 * Configuración › Facturación: the CAIs of both kinds, the RTN threshold, the issuer and the
 * warnings of each kind's active range.
 */
export async function invoicingSettings(db: Db) {
  const data = await loadSettings(db);
  const rows = await db.select().from(invoiceCais).orderBy(desc(invoiceCais.createdAt));
  const counts = await db
    .select({ caiId: invoices.caiId, n: count() })
    .from(invoices)
    .groupBy(invoices.caiId);
  const issued = new Map(counts.map((c) => [c.caiId, Number(c.n)]));
  return {
    cais: rows.map((c) => ({
      id: c.id,
      cai: c.cai,
      documentKind: c.documentKind,
      rangeFrom: formatInvoiceNumber(c, c.rangeFrom),
      rangeTo: formatInvoiceNumber(c, c.rangeTo),
      nextNumber: c.nextNumber > c.rangeTo ? null : formatInvoiceNumber(c, c.nextNumber),
      remaining: Math.max(0, c.rangeTo - c.nextNumber + 1),
      deadline: c.deadline,
      active: c.active,
      issuedCount: issued.get(c.id) ?? 0,
    })),
    buyerRtnThreshold: threshold(data),
    warnings: warningsOf(rows.find((c) => c.active && c.documentKind === "factura")),
    creditNoteWarnings: warningsOf(
      rows.find((c) => c.active && c.documentKind === "nota_credito"),
      "nota_credito",
    ),
    issuer: { legalName: data.legalName ?? "", rtn: data.rtn ?? "", address: data.address ?? "" },
  };
}
