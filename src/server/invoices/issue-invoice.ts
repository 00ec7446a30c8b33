import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { FacturaDocument } from "../../contracts/invoices/invoices";
import {
  amountInWords,
  checkBuyerRtn,
  formatInvoiceNumber,
  invoiceTotals,
  nextInvoiceNumber,
  normalizeRtn,
  rangeWarnings,
} from "../../domain/invoices/invoice";
import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { orderNumber } from "../../domain/kernel/roles";
import { salePriceStory } from "../../domain/sales/price-story";
import type { Db, Tx } from "../db/client";
import { AppError, notFound } from "../http/errors";
import { saleUnits } from "../inventory";
import { publish } from "../live/bus";
import { loadSale } from "../sales";
import { loadSettings } from "../settings";
import { activeCai, today } from "./active-cai";
import { threshold } from "./buyer-rtn-threshold";
import { type InvoiceDb, toRow } from "./invoice-rows";
import { orRefuse } from "./or-refuse";
import { invoiceCais, invoices } from "./schema";

/**
 * Issues the sale's invoice (decisions 0100, 0249) in one transaction: the sale row is locked,
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
  return db.transaction((tx) => issueInvoiceIn(tx, saleId, user, input));
}

/** issueInvoice inside a transaction the caller holds (an exchange's new sale, docs/decisions/0249). */
export async function issueInvoiceIn(
  tx: Tx,
  saleId: string,
  user: Pick<SessionUser, "id" | "name">,
  input: { buyerName?: string; buyerRtn?: string; expectedNumber?: string },
) {
  const sale = await loadSale(tx, saleId, { forUpdate: true });
  if (!sale) throw notFound(msg.orderNotFound);
  if (sale.status === "Cancelado") throw new AppError("domain_rule", m.cancelledSale);
  const [valid] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.saleId, saleId), eq(invoices.status, "Emitida"), eq(invoices.kind, "factura")));
  if (valid) throw new AppError("conflict", m.alreadyInvoiced(valid.number));
  // A factura prints the sale as sold: once goods came back, it would not match (docs/decisions/0249).
  if ((sale.returnsTotal ?? 0) > 0) throw new AppError("conflict", m.saleHasReturns);
  const data = await loadSettings(tx);
  const issuerRtn = normalizeRtn(data.rtn ?? "");
  if (!data.legalName?.trim() || !issuerRtn.ok) throw new AppError("domain_rule", m.issuerIncomplete);
  const totals = invoiceTotals(sale);
  if (totals.total <= 0) throw new AppError("domain_rule", m.nothingToInvoice);
  const limit = threshold(data);
  const buyerRtn = orRefuse(checkBuyerRtn(input.buyerRtn, totals.total, limit, formatMoney(limit)));
  const buyerName = input.buyerName?.trim() || sale.customerName;
  const cai = await activeCai(tx, "factura", true);
  if (!cai) throw new AppError("conflict", m.noActiveCai);
  const units = await saleUnits(tx, sale);
  const day = today();
  const next = orRefuse(nextInvoiceNumber(cai, day));
  if (input.expectedNumber && input.expectedNumber !== next.number)
    throw new AppError("conflict", m.numberChanged(next.number));
  await tx
    .update(invoiceCais)
    .set({ nextNumber: next.sequence + 1 })
    .where(eq(invoiceCais.id, cai.id));
  const document: FacturaDocument = {
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
    // Lines at the price charged (their sum is the invoice's subtotal); a promoted line keeps its
    // regular price so the paper shows the promotion it took (docs/decisions/0244).
    lines: salePriceStory(sale).lines.map((line, index, all) => {
      // A product's watches go on its first line (a product is rarely on two).
      const first = all.findIndex((l) => l.item.productId === line.item.productId) === index;
      const serials = first
        ? units.filter((u) => u.productId === line.item.productId).map((u) => u.serial)
        : [];
      return {
        description: line.item.productName,
        quantity: line.quantity,
        price: line.unitPrice,
        amount: line.amount,
        ...(line.crossedOut === null ? {} : { regularPrice: line.crossedOut }),
        ...(serials.length ? { serials } : {}),
      };
    }),
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
}
