import { and, eq } from "drizzle-orm";
import { type CreditNoteDocument, invoiceDocument } from "../../contracts/invoices/invoices";
import { creditNoteTotals } from "../../domain/invoices/credit-note";
import { amountInWords, formatInvoiceNumber, nextInvoiceNumber } from "../../domain/invoices/invoice";
import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import type { Centavos } from "../../domain/kernel/money";
import type { ReturnLineRecord } from "../../domain/returns/returns";
import type { Tx } from "../db/client";
import { AppError } from "../http/errors";
import { publish } from "../live/bus";
import { activeCai, today } from "./active-cai";
import { creditedSoFar } from "./credited";
import { orRefuse } from "./or-refuse";
import { invoiceCais, invoices } from "./schema";

/**
 * Issues the nota de crédito of a return against the sale's valid factura (docs/decisions/0249),
 * inside the return's transaction (the caller holds the sale row's lock). Null when the sale has
 * no valid factura (nothing to credit) or the factura has nothing left to credit. Otherwise the
 * factura row, then the active nota de crédito range, are locked FOR UPDATE: its next number is
 * taken and the note inserted before commit, so notes are consecutive, unique and gapless exactly
 * like facturas (0249). Lock order: sale, factura, range. Its figures are the returned value,
 * capped by what the factura's valid notes have not yet credited (creditNoteTotals).
 */
export async function issueCreditNote(
  tx: Tx,
  input: {
    saleId: string;
    returnId: string;
    returnNumber: string;
    reason: string;
    lines: ReturnLineRecord[];
    value: Centavos;
    user: { id: string | null; name: string };
  },
): Promise<{ id: string; number: string; total: Centavos; isv: Centavos } | null> {
  const [factura] = await tx
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.saleId, input.saleId), eq(invoices.status, "Emitida"), eq(invoices.kind, "factura")),
    )
    .for("update");
  if (!factura) return null;
  const cai = await activeCai(tx, "nota_credito", true);
  if (!cai) throw new AppError("conflict", m.noCreditNoteRange);
  const totals = creditNoteTotals(input.value, factura, await creditedSoFar(tx, factura.id));
  if (totals.total <= 0) return null;
  const day = today();
  const next = orRefuse(nextInvoiceNumber(cai, day));
  await tx
    .update(invoiceCais)
    .set({ nextNumber: next.sequence + 1 })
    .where(eq(invoiceCais.id, cai.id));
  const original = invoiceDocument.parse(factura.document);
  const document: CreditNoteDocument = {
    kind: "nota_credito",
    issuer: original.issuer,
    cai: cai.cai,
    rangeFrom: formatInvoiceNumber(cai, cai.rangeFrom),
    rangeTo: formatInvoiceNumber(cai, cai.rangeTo),
    deadline: cai.deadline,
    number: next.number,
    date: day,
    orderNumber: original.orderNumber,
    buyer: { name: factura.buyerName, rtn: factura.buyerRtn },
    credited: { number: factura.number, cai: original.cai, date: original.date },
    return: { number: input.returnNumber, reason: input.reason },
    lines: input.lines.map((line) => ({
      description: line.productName,
      quantity: line.quantity,
      amount: line.value,
      ...(line.serials.length ? { serials: [...line.serials] } : {}),
    })),
    totals,
    amountInWords: amountInWords(totals.total),
  };
  const [row] = await tx
    .insert(invoices)
    .values({
      number: next.number,
      kind: "nota_credito",
      creditedInvoiceId: factura.id,
      returnId: input.returnId,
      caiId: cai.id,
      saleId: input.saleId,
      issuedById: input.user.id,
      issuedByName: input.user.name,
      buyerName: factura.buyerName,
      buyerRtn: factura.buyerRtn,
      total: totals.total,
      taxableBase: totals.taxableBase,
      isv: totals.isv,
      discounts: 0,
      document,
    })
    .returning({ id: invoices.id });
  await publish(tx, { topic: "sales", id: input.saleId, audience: { roles: ["admin", "superadmin"] } });
  return { id: (row as { id: string }).id, number: next.number, total: totals.total, isv: totals.isv };
}
