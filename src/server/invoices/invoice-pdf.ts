import { eq } from "drizzle-orm";
import {
  type CreditNoteDocument,
  type FacturaDocument,
  type InvoiceDocument,
  invoiceDocument,
} from "../../contracts/invoices/invoices";
import { formatRtn } from "../../domain/invoices/invoice";
import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import { msg } from "../../domain/kernel/messages";
import { commonMessages } from "../../domain/kernel/messages-common";
import { formatMoney } from "../../domain/kernel/money";
import { type InvoicePaper, invoicePaperOf, receiptPaperOf } from "../../domain/receipts/printing";
import type { Db } from "../db/client";
import { type InvoicePdfData, renderInvoice } from "../gateways/pdf/invoice-pdf";
import { PAPERS } from "../gateways/pdf/pdf-builder";
import { notFound } from "../http/errors";
import { loadSettings } from "../settings";
import type { InvoiceDb } from "./invoice-rows";
import { invoices } from "./schema";

/** 'Precio regular L. 6,400.00 c/u · Descuento de promoción -L. 960.00' under a promoted line. */
function promotionNote(regularPrice: number, price: number, quantity: number): string {
  const promotion = (regularPrice - price) * quantity;
  return `  ${commonMessages.regularPriceLabel} ${commonMessages.unitPriceEach(formatMoney(regularPrice))} · ${commonMessages.promoDiscountLabel} -${formatMoney(promotion)}`;
}

type Row = Pick<InvoiceDb, "status" | "voidReason">;

/** The issuer's block, the same on both kinds of document. */
function issuerLines(doc: InvoiceDocument): string[] {
  return [
    ...(doc.issuer.storeName && doc.issuer.storeName !== doc.issuer.legalName ? [doc.issuer.storeName] : []),
    `RTN: ${formatRtn(doc.issuer.rtn)}`,
    ...[doc.issuer.address, doc.issuer.phone && `Tel.: ${doc.issuer.phone}`, doc.issuer.email].filter(
      (v): v is string => Boolean(v),
    ),
  ];
}

function buyerLines(doc: InvoiceDocument): string[] {
  return [
    `${m.pdfBuyer}: ${doc.buyer.name}`,
    `${m.pdfBuyerRtn}: ${doc.buyer.rtn ? formatRtn(doc.buyer.rtn) : m.pdfFinalConsumer}`,
  ];
}

const serialLines = (serials: string[] | undefined) =>
  (serials ?? []).map(
    (serial) => [`  ${msg.unitPaperLine(serial, null)}`, "", "", ""] as [string, string, string, string],
  );

/**
 * A nota de crédito's PDF (docs/decisions/0249): its own CAI, range and number, the factura it
 * modifies, the return's reason, the returned lines and the credited base, ISV and total.
 */
function creditNotePdfData(row: Row, doc: CreditNoteDocument): InvoicePdfData {
  const money = formatMoney;
  const t = doc.totals;
  return {
    title: m.pdfCreditNoteTitle,
    issuerName: doc.issuer.legalName,
    issuerLines: issuerLines(doc),
    numberLine: `${m.pdfNumber} ${doc.number}`,
    headerLines: [
      `CAI: ${doc.cai}`,
      m.pdfRange(doc.rangeFrom, doc.rangeTo),
      `${m.pdfDeadline}: ${doc.deadline}`,
      `${m.pdfDate}: ${doc.date} · Orden ${doc.orderNumber}`,
      m.pdfCredited(doc.credited.number, doc.credited.cai, doc.credited.date),
      m.pdfReturn(doc.return.number, doc.return.reason),
    ],
    buyerLines: buyerLines(doc),
    lineHeader: m.pdfCreditLinesHeader,
    lines: doc.lines.flatMap(
      (l): Array<[string, string, string, string]> => [
        [l.description, String(l.quantity), "", money(l.amount)],
        ...serialLines(l.serials),
      ],
    ),
    totals: [
      [m.exemptLabel, money(0)],
      [m.taxableLabel, money(t.taxableBase)],
      [m.isvLabel, money(t.isv)],
      [m.totalLabel, money(t.total)],
    ],
    amountInWords: doc.amountInWords,
    notes: [m.pdfPricesInclude],
    copies: m.pdfCopies,
    voided: row.status === "Anulada" ? m.pdfVoided(row.voidReason ?? "") : null,
  };
}

/** The invoice PDF from its frozen document (what a Honduran invoice must show: docs/decisions/0100). */
export function invoicePdfData(row: Row, doc: InvoiceDocument): InvoicePdfData {
  return doc.kind === "nota_credito" ? creditNotePdfData(row, doc) : facturaPdfData(row, doc);
}

function facturaPdfData(row: Row, doc: FacturaDocument): InvoicePdfData {
  const money = formatMoney;
  const t = doc.totals;
  const totals: Array<[string, string]> = [[m.pdfSubtotal, money(t.subtotal)]];
  totals.push([m.pdfDiscounts, t.discounts ? `-${money(t.discounts)}` : money(0)]);
  if (t.charges) totals.push([m.pdfShipping, money(t.charges)]);
  totals.push([m.exemptLabel, money(0)], [m.taxableLabel, money(t.taxableBase)], [m.isvLabel, money(t.isv)]);
  totals.push([m.totalLabel, money(t.total)]);
  return {
    title: m.pdfTitle,
    issuerName: doc.issuer.legalName,
    issuerLines: issuerLines(doc),
    numberLine: `${m.pdfNumber} ${doc.number}`,
    headerLines: [
      `CAI: ${doc.cai}`,
      m.pdfRange(doc.rangeFrom, doc.rangeTo),
      `${m.pdfDeadline}: ${doc.deadline}`,
      `${m.pdfDate}: ${doc.date} · Orden ${doc.orderNumber}`,
    ],
    buyerLines: buyerLines(doc),
    lineHeader: m.pdfLinesHeader,
    lines: doc.lines.flatMap(
      (l): Array<[string, string, string, string]> => [
        [l.description, String(l.quantity), money(l.price), money(l.amount)],
        // The watches billed, by serial: what the warranty and a later nota de crédito name.
        ...serialLines(l.serials),
        // A promoted line says where its price came from; its amount is already net of it.
        ...(l.regularPrice === undefined
          ? []
          : [
              [promotionNote(l.regularPrice, l.price, l.quantity), "", "", ""] as [
                string,
                string,
                string,
                string,
              ],
            ]),
      ],
    ),
    totals,
    amountInWords: doc.amountInWords,
    notes: [m.pdfPricesInclude],
    copies: m.pdfCopies,
    voided: row.status === "Anulada" ? m.pdfVoided(row.voidReason ?? "") : null,
  };
}

/** The invoice PDF on the paper asked for, else the one Configuración offers first (never 58 mm). */
export async function invoicePdf(
  db: Db,
  id: string,
  papel?: InvoicePaper,
): Promise<{ pdf: Buffer; filename: string }> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw notFound(m.invoiceNotFound);
  const paper = papel ?? invoicePaperOf(receiptPaperOf((await loadSettings(db)).receiptPaper));
  const pdf = await renderInvoice(invoicePdfData(row, invoiceDocument.parse(row.document)), PAPERS[paper]);
  const name = row.kind === "nota_credito" ? "nota-credito" : "factura";
  return {
    pdf,
    filename: paper === "carta" ? `${name}-${row.number}.pdf` : `${name}-${row.number}-${paper}.pdf`,
  };
}
