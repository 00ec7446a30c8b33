import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type CaiInput,
  type InvoiceDocument,
  type InvoiceRow,
  invoiceDocument,
  type invoiceListQuery,
} from "../../contracts/invoices";
import type { SessionUser } from "../../contracts/session";
import {
  amountInWords,
  checkBuyerRtn,
  DEFAULT_BUYER_RTN_THRESHOLD,
  formatInvoiceNumber,
  formatRtn,
  invoiceTotals,
  nextInvoiceNumber,
  normalizeRtn,
  parseCaiRange,
  type RangeState,
  rangeWarnings,
} from "../../domain/invoice";
import { msg } from "../../domain/messages";
import { invoiceMessages as m } from "../../domain/messages-invoices";
import { decimalLempiras, formatMoney } from "../../domain/money";
import { type InvoicePaper, invoicePaperOf, receiptPaperOf } from "../../domain/printing";
import type { Result } from "../../domain/result";
import { orderNumber } from "../../domain/roles";
import { shopDay, shopDayEnd, shopDayStart } from "../../domain/shop-calendar";
import type { Db, DbOrTx } from "../db/client";
import { type InvoicePdfData, renderInvoice } from "../gateways/pdf/invoice-pdf";
import { PAPERS } from "../gateways/pdf/pdf-builder";
import { AppError, notFound } from "../http/errors";
import { publish } from "../live/bus";
import { csvDocument, loadSale } from "../sales";
import { loadSettings, setSettingsKeys } from "../settings";
import { invoiceCais, invoices } from "./schema";

/** A domain refusal: a used-up or expired range is a 409 (the request was fine, the state is not). */
function orRefuse<T>(result: Result<T>): T {
  if (!result.ok)
    throw new AppError(result.error.code === "conflict" ? "conflict" : "domain_rule", result.error.message);
  return result.value;
}

const today = () => shopDay(new Date());
type CaiRowDb = typeof invoiceCais.$inferSelect;
type InvoiceDb = typeof invoices.$inferSelect;

const threshold = (data: { invoiceBuyerRtnThreshold?: number }) =>
  data.invoiceBuyerRtnThreshold ?? DEFAULT_BUYER_RTN_THRESHOLD;

function warningsOf(cai: CaiRowDb | undefined): string[] {
  if (!cai) return [m.noActiveCai];
  const state: RangeState = cai;
  const next = nextInvoiceNumber(state, today());
  return next.ok ? rangeWarnings(state, today()) : [next.error.message];
}

function toRow(r: InvoiceDb): InvoiceRow {
  const doc = invoiceDocument.parse(r.document);
  return {
    id: r.id,
    number: r.number,
    saleId: r.saleId,
    orderNumber: doc.orderNumber,
    status: r.status,
    issuedAt: r.issuedAt.toISOString(),
    issuedByName: r.issuedByName,
    buyerName: r.buyerName,
    buyerRtn: r.buyerRtn,
    cai: doc.cai,
    total: r.total,
    taxableBase: r.taxableBase,
    isv: r.isv,
    voidReason: r.voidReason,
    voidedAt: r.voidedAt?.toISOString() ?? null,
  };
}

async function activeCai(db: DbOrTx, lock: boolean): Promise<CaiRowDb | undefined> {
  const query = db.select().from(invoiceCais).where(eq(invoiceCais.active, true));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** Configuración › Facturación: the CAIs, the RTN threshold, the issuer and the active range's warnings. */
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
      rangeFrom: formatInvoiceNumber(c, c.rangeFrom),
      rangeTo: formatInvoiceNumber(c, c.rangeTo),
      nextNumber: c.nextNumber > c.rangeTo ? null : formatInvoiceNumber(c, c.nextNumber),
      remaining: Math.max(0, c.rangeTo - c.nextNumber + 1),
      deadline: c.deadline,
      active: c.active,
      issuedCount: issued.get(c.id) ?? 0,
    })),
    buyerRtnThreshold: threshold(data),
    warnings: warningsOf(rows.find((c) => c.active)),
    issuer: { legalName: data.legalName ?? "", rtn: data.rtn ?? "", address: data.address ?? "" },
  };
}

/** Registers a CAI; it becomes the active one when none is active. A range never overlaps another. */
export async function createCai(db: Db, input: CaiInput) {
  const range = orRefuse(parseCaiRange(input));
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${invoiceCais} in share row exclusive mode`);
    const [same] = await tx
      .select({ id: invoiceCais.id })
      .from(invoiceCais)
      .where(eq(invoiceCais.cai, range.cai));
    if (same) throw new AppError("conflict", m.caiDuplicate, "cai");
    const [overlap] = await tx
      .select({ id: invoiceCais.id })
      .from(invoiceCais)
      .where(
        and(
          eq(invoiceCais.establishment, range.establishment),
          eq(invoiceCais.pointOfIssue, range.pointOfIssue),
          eq(invoiceCais.documentType, range.documentType),
          sql`${invoiceCais.rangeFrom} <= ${range.rangeTo} and ${invoiceCais.rangeTo} >= ${range.rangeFrom}`,
        ),
      );
    if (overlap) throw new AppError("conflict", m.rangeOverlap, "rangeFrom");
    const current = await activeCai(tx, true);
    const [row] = await tx
      .insert(invoiceCais)
      .values({ ...range, nextNumber: range.rangeFrom, active: !current })
      .returning({ id: invoiceCais.id });
    await publish(tx, { topic: "settings", id: null, audience: { roles: ["admin", "superadmin"] } });
    return { id: (row as { id: string }).id, message: m.caiSaved };
  });
}

export async function activateCai(db: Db, id: string) {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(invoiceCais).where(eq(invoiceCais.id, id)).for("update");
    if (!target) throw notFound(m.caiNotFound);
    await activeCai(tx, true);
    await tx.update(invoiceCais).set({ active: false }).where(eq(invoiceCais.active, true));
    await tx.update(invoiceCais).set({ active: true }).where(eq(invoiceCais.id, id));
    await publish(tx, { topic: "settings", id: null, audience: { roles: ["admin", "superadmin"] } });
    return { message: m.caiActivated };
  });
}

/** The buyer-RTN threshold lives in the settings document (merged, like every other setting). */
export async function updateThreshold(db: Db, amount: number) {
  return db.transaction(async (tx) => {
    await setSettingsKeys(tx, { invoiceBuyerRtnThreshold: amount });
    return { message: m.thresholdSaved };
  });
}

/** The sale's invoices, newest first, with the active range's warnings. */
export async function saleInvoices(db: Db, saleId: string) {
  const sale = await loadSale(db, saleId);
  if (!sale) throw notFound(msg.orderNotFound);
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.saleId, saleId))
    .orderBy(desc(invoices.issuedAt));
  const data = await loadSettings(db);
  const cai = await activeCai(db, false);
  const next = cai ? nextInvoiceNumber(cai, today()) : null;
  return {
    invoices: rows.map(toRow),
    warnings: warningsOf(cai),
    buyerRtnThreshold: threshold(data),
    // Shown before issuing: a fiscal number cannot be reused, so the person confirms this one.
    next: { number: next?.ok ? next.value.number : null, total: invoiceTotals(sale).total },
  };
}

/**
 * Issues the sale's invoice (decisions 0100, 0103) in one transaction: the sale row is locked,
 * then the active CAI row FOR UPDATE; its next number is taken and the invoice inserted before
 * commit, so concurrent issues queue on the CAI row and get consecutive numbers with no gap
 * (a refused issue rolls back its increment). The unique index on the number is the backstop.
 */
export async function issueInvoice(
  db: Db,
  saleId: string,
  user: SessionUser,
  input: { buyerName?: string; buyerRtn?: string; expectedNumber?: string },
) {
  return db.transaction(async (tx) => {
    const sale = await loadSale(tx, saleId, { forUpdate: true });
    if (!sale) throw notFound(msg.orderNotFound);
    if (sale.status === "Cancelado") throw new AppError("domain_rule", m.cancelledSale);
    const [valid] = await tx
      .select({ number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.saleId, saleId), eq(invoices.status, "Emitida")));
    if (valid) throw new AppError("conflict", m.alreadyInvoiced(valid.number));
    const data = await loadSettings(tx);
    const issuerRtn = normalizeRtn(data.rtn ?? "");
    if (!data.legalName?.trim() || !issuerRtn.ok) throw new AppError("domain_rule", m.issuerIncomplete);
    const totals = invoiceTotals(sale);
    if (totals.total <= 0) throw new AppError("domain_rule", m.nothingToInvoice);
    const limit = threshold(data);
    const buyerRtn = orRefuse(checkBuyerRtn(input.buyerRtn, totals.total, limit, formatMoney(limit)));
    const buyerName = input.buyerName?.trim() || sale.customerName;
    const cai = await activeCai(tx, true);
    if (!cai) throw new AppError("conflict", m.noActiveCai);
    const day = today();
    const next = orRefuse(nextInvoiceNumber(cai, day));
    if (input.expectedNumber && input.expectedNumber !== next.number)
      throw new AppError("conflict", m.numberChanged(next.number));
    await tx
      .update(invoiceCais)
      .set({ nextNumber: next.sequence + 1 })
      .where(eq(invoiceCais.id, cai.id));
    const document: InvoiceDocument = {
      issuer: {
        legalName: data.legalName.trim(),
        rtn: issuerRtn.value,
        address: data.address ?? "",
        storeName: data.storeName ?? "",
        phone: data.phone ?? "",
        email: data.storeEmail ?? "",
      },
      cai: cai.cai,
      rangeFrom: formatInvoiceNumber(cai, cai.rangeFrom),
      rangeTo: formatInvoiceNumber(cai, cai.rangeTo),
      deadline: cai.deadline,
      number: next.number,
      date: day,
      orderNumber: orderNumber(sale.id),
      buyer: { name: buyerName, rtn: buyerRtn },
      lines: sale.items.map((i) => ({
        description: i.productName,
        quantity: i.quantity,
        price: i.price,
        amount: i.price * i.quantity,
      })),
      totals,
      amountInWords: amountInWords(totals.total),
    };
    const [row] = await tx
      .insert(invoices)
      .values({
        number: next.number,
        caiId: cai.id,
        saleId,
        issuedById: user.id,
        issuedByName: user.name,
        buyerName,
        buyerRtn,
        total: totals.total,
        taxableBase: totals.taxableBase,
        isv: totals.isv,
        discounts: totals.discounts,
        document,
      })
      .returning();
    await publish(tx, { topic: "sales", id: saleId, audience: { roles: ["admin", "superadmin"] } });
    const warnings = rangeWarnings({ ...cai, nextNumber: next.sequence + 1 }, day);
    return { invoice: toRow(row as InvoiceDb), message: m.invoiceIssued(next.number), warnings };
  });
}

/** Voids an invoice with its reason (decision 0103): the number stays used; the sale may be invoiced again or cancelled. */
export async function voidInvoice(db: Db, id: string, user: SessionUser, reason: string) {
  if (!reason.trim()) throw new AppError("invalid_input", m.voidReasonRequired, "reason");
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
    if (!row) throw notFound(m.invoiceNotFound);
    if (row.status === "Anulada") throw new AppError("conflict", m.alreadyVoided);
    await tx
      .update(invoices)
      .set({ status: "Anulada", voidReason: reason.trim(), voidedAt: new Date(), voidedByName: user.name })
      .where(eq(invoices.id, id));
    await publish(tx, { topic: "sales", id: row.saleId, audience: { roles: ["admin", "superadmin"] } });
    return { message: m.invoiceVoided(row.number) };
  });
}

type ListQuery = z.output<typeof invoiceListQuery>;

async function selectInvoices(db: Db, q: ListQuery) {
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

/** Reportes › Facturas. Totals count only valid (Emitida) invoices. */
export async function listInvoices(db: Db, q: ListQuery) {
  const rows = (await selectInvoices(db, q)).map(toRow);
  const valid = rows.filter((r) => r.status === "Emitida");
  const sum = (k: "total" | "taxableBase" | "isv") => valid.reduce((s, r) => s + r[k], 0);
  return {
    rows,
    totals: { count: valid.length, total: sum("total"), taxableBase: sum("taxableBase"), isv: sum("isv") },
  };
}

const plain = decimalLempiras;

/** The monthly declaration's CSV: every number of the period, voided ones with zero amounts and their reason. */
export async function invoicesCsv(db: Db, q: ListQuery): Promise<string> {
  const rows = (await selectInvoices(db, q)).map(toRow);
  const header = [
    m.dateLabel,
    m.numberLabel,
    m.caiLabel,
    m.buyerLabel,
    m.buyerRtnShort,
    m.exemptLabel,
    m.taxableLabel,
    m.isvLabel,
    m.totalLabel,
    m.statusLabel,
    m.voidReasonShort,
  ];
  const lines = rows.map((r) => {
    const voided = r.status === "Anulada";
    return [
      shopDay(r.issuedAt),
      r.number,
      r.cai,
      r.buyerName,
      r.buyerRtn ?? "",
      plain(0),
      plain(voided ? 0 : r.taxableBase),
      plain(voided ? 0 : r.isv),
      plain(voided ? 0 : r.total),
      r.status,
      r.voidReason ?? "",
    ];
  });
  return csvDocument(header, lines);
}

/** The invoice PDF from its frozen document (what a Honduran invoice must show: docs/decisions/0100). */
export function invoicePdfData(
  row: Pick<InvoiceDb, "status" | "voidReason">,
  doc: InvoiceDocument,
): InvoicePdfData {
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
    issuerLines: [
      ...(doc.issuer.storeName && doc.issuer.storeName !== doc.issuer.legalName
        ? [doc.issuer.storeName]
        : []),
      `RTN: ${formatRtn(doc.issuer.rtn)}`,
      ...[doc.issuer.address, doc.issuer.phone && `Tel.: ${doc.issuer.phone}`, doc.issuer.email].filter(
        (v): v is string => Boolean(v),
      ),
    ],
    numberLine: `${m.pdfNumber} ${doc.number}`,
    headerLines: [
      `CAI: ${doc.cai}`,
      m.pdfRange(doc.rangeFrom, doc.rangeTo),
      `${m.pdfDeadline}: ${doc.deadline}`,
      `${m.pdfDate}: ${doc.date} · Orden ${doc.orderNumber}`,
    ],
    buyerLines: [
      `${m.pdfBuyer}: ${doc.buyer.name}`,
      `${m.pdfBuyerRtn}: ${doc.buyer.rtn ? formatRtn(doc.buyer.rtn) : m.pdfFinalConsumer}`,
    ],
    lineHeader: m.pdfLinesHeader,
    lines: doc.lines.map((l) => [l.description, String(l.quantity), money(l.price), money(l.amount)]),
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
  return {
    pdf,
    filename: paper === "carta" ? `factura-${row.number}.pdf` : `factura-${row.number}-${paper}.pdf`,
  };
}
