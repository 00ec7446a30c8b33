import { and, eq, lt, type SQL } from "drizzle-orm";
import type { CustomerStatement } from "../../contracts/statements/statements";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { orderNumber } from "../../domain/kernel/roles";
import { formatShopDate, type ShopDay, shopDayEnd, shopDayStart } from "../../domain/kernel/shop-calendar";
import { STORE_TAGLINE } from "../../domain/kernel/store";
import {
  addShopDays,
  parseStatusChange,
  type RecordedPaymentMethod,
  type StatusChange,
} from "../../domain/reports/reports";
import type { SaleStatus } from "../../domain/sales/sale";
import { showsCredit } from "../../domain/sales/sale-ledger";
import { storeNameOf } from "../../domain/settings/store-settings";
import { statementMsg } from "../../domain/statements/messages-statements";
import { buildStatement, type StatementSale } from "../../domain/statements/statement";
import { mergedCustomerById } from "../customers";
import type { Db } from "../db/client";
import { renderStatement, type StatementPdfData } from "../gateways/pdf/statement-pdf";
import { notFound } from "../http/errors";
import { journalPayments, journalRefunds } from "../journal";
import { saleHistory, sales } from "../sales/schema";
import { loadSettings } from "../settings";

/**
 * Estado de cuenta (docs/decisions/0093): the customer's sales, read with their payments, refunds
 * and status changes, turned into lines by the domain's buildStatement.
 */

/** Whose statement and which sales: all of the customer's, or only those one seller made. */
export interface StatementScope {
  customerId: string;
  /** A seller sees only their own sales (docs/product/roles.md); null = every sale. */
  sellerId: string | null;
}

export async function customerStatement(
  db: Db,
  scope: StatementScope,
  range: { from: ShopDay; to: ShopDay },
): Promise<CustomerStatement> {
  const customer = await mergedCustomerById(db, scope.customerId);
  if (!customer) throw notFound(msg.customerNotFound);
  const whose =
    customer.kind === "customer" ? eq(sales.customerId, customer.id) : eq(sales.customerUserId, customer.id);
  const conditions: SQL[] = [whose, lt(sales.saleDate, shopDayEnd(range.to))];
  if (scope.sellerId) conditions.push(eq(sales.sellerId, scope.sellerId));
  const where = and(...conditions);
  const [saleRows, payments, refunds, changes] = await Promise.all([
    db
      .select({
        id: sales.id,
        saleDate: sales.saleDate,
        status: sales.status,
        total: sales.total,
        extraDiscount: sales.extraDiscountAmount,
        amountPaid: sales.amountPaid,
        manual: sales.paymentHistoryInvalidated,
      })
      .from(sales)
      .where(where),
    db
      .select({
        saleId: journalPayments.saleId,
        amount: journalPayments.amount,
        date: journalPayments.date,
        method: journalPayments.method,
      })
      .from(journalPayments)
      .innerJoin(sales, eq(sales.id, journalPayments.saleId))
      .where(where),
    db
      .select({ saleId: journalRefunds.saleId, amount: journalRefunds.amount, date: journalRefunds.date })
      .from(journalRefunds)
      .innerJoin(sales, eq(sales.id, journalRefunds.saleId))
      .where(where),
    // Every history line of the sales, the status changes picked out below: a LIKE on the text
    // led the planner to scan the whole history of the shop for its few matches (80 ms at 10×).
    db
      .select({ saleId: saleHistory.saleId, at: saleHistory.timestamp, details: saleHistory.details })
      .from(saleHistory)
      .innerJoin(sales, eq(sales.id, saleHistory.saleId))
      .where(where),
  ]);
  const bySale = <T extends { saleId: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of list) {
      const found = map.get(item.saleId);
      if (found) found.push(item);
      else map.set(item.saleId, [item]);
    }
    return (id: string) => map.get(id) ?? [];
  };
  const paymentsOf = bySale(payments);
  const refundsOf = bySale(refunds);
  const changesOf = bySale(changes);
  const statementSales: StatementSale[] = saleRows.map((s) => ({
    id: s.id,
    saleDate: s.saleDate,
    status: s.status as SaleStatus,
    payable: s.total - s.extraDiscount,
    payments: paymentsOf(s.id).map((p) => ({
      amount: p.amount,
      date: p.date,
      method: p.method as RecordedPaymentMethod,
    })),
    refunds: refundsOf(s.id),
    manualAmountPaid: s.manual ? s.amountPaid : null,
    statusChanges: changesOf(s.id)
      .map((c) => parseStatusChange(c.details, c.at))
      .filter((c): c is StatusChange => c !== null),
  }));
  const statement = buildStatement(statementSales, range.from, range.to);
  return {
    customer: { id: customer.id, name: customer.name, phone: customer.phone, email: customer.email || null },
    from: statement.from,
    to: statement.to,
    opening: statement.opening,
    charges: statement.charges,
    credits: statement.credits,
    closing: statement.closing,
    openingCredit: statement.openingCredit,
    closingCredit: statement.closingCredit,
    lines: statement.lines.map((l) => ({
      at: l.at.toISOString(),
      day: l.day,
      saleId: l.saleId,
      orderNumber: orderNumber(l.saleId),
      kind: l.kind,
      method: l.method ?? null,
      text: statementMsg.lineText({ ...l, order: orderNumber(l.saleId) }),
      amount: l.amount,
      unapplied: l.unapplied,
      charge: l.charge,
      credit: l.credit,
      balance: l.balance,
      creditBalance: l.creditBalance,
    })),
    ownSalesOnly: scope.sellerId !== null,
  };
}

/** The store's data and bank accounts from Configuración, as the receipt reads them. */
export interface StoreData {
  storeName?: string;
  legalName?: string;
  rtn?: string;
  phone?: string;
  address?: string;
  bankAccounts?: Array<{
    bankName: string;
    accountHolder: string;
    accountNumber: string;
    accountType: string;
  }>;
}

export async function storeData(db: Db): Promise<StoreData> {
  return loadSettings(db);
}

/** A shop day for people ('1 feb 2025'). */
export const dayText = (day: ShopDay) => formatShopDate(shopDayStart(day));

/** What the PDF prints: store data, the customer, the period, every line, totals and the bank accounts. */
export function statementPdfData(st: CustomerStatement, store: StoreData, now: Date): StatementPdfData {
  const money = formatMoney;
  return {
    storeName: storeNameOf(store.storeName),
    storeLines: [
      store.legalName || STORE_TAGLINE,
      ...(store.rtn ? [`RTN: ${store.rtn}`] : []),
      ...(store.address ? [store.address] : []),
      ...(store.phone ? [`Tel.: ${store.phone}`] : []),
    ],
    title: statementMsg.pdfTitle,
    periodLine: statementMsg.period(dayText(st.from), dayText(st.to)),
    generatedLine: statementMsg.generatedOn(formatShopDate(now)),
    customerLines: [
      statementMsg.customer(st.customer.name),
      ...(st.customer.phone ? [st.customer.phone] : []),
    ],
    header: [
      statementMsg.date,
      statementMsg.concept,
      statementMsg.charges,
      statementMsg.credits,
      statementMsg.balance,
    ],
    opening: [`${statementMsg.opening} (${dayText(st.from)})`, money(st.opening)],
    rows: st.lines.map((l) => [
      formatShopDate(l.at),
      l.text,
      l.charge ? money(l.charge) : "",
      l.credit ? money(l.credit) : "",
      money(l.balance),
    ]),
    emptyText: statementMsg.noMovements,
    totals: [
      [statementMsg.charges, money(st.charges)],
      [statementMsg.credits, money(st.credits)],
    ],
    closing: [`${statementMsg.closing} (${dayText(st.to)})`, money(st.closing)],
    // Saldo a favor is printed apart from the balance, never netted into it.
    openingCredit: showsCredit(st.openingCredit)
      ? [statementMsg.creditOn(dayText(addShopDays(st.from, -1))), money(st.openingCredit)]
      : null,
    closingCredit: showsCredit(st.closingCredit)
      ? [statementMsg.creditOn(dayText(st.to)), money(st.closingCredit)]
      : null,
    bankTitle: statementMsg.bankAccounts,
    bankAccounts: (store.bankAccounts ?? []).map(
      (b) => `${b.bankName} · ${b.accountType} · ${b.accountNumber} · ${b.accountHolder}`,
    ),
    footer: statementMsg.thanks,
  };
}

export async function statementPdf(db: Db, st: CustomerStatement, now = new Date()): Promise<Buffer> {
  return renderStatement(statementPdfData(st, await storeData(db), now));
}

export const statementFilename = (st: CustomerStatement) => `estado-de-cuenta-${st.from}-al-${st.to}.pdf`;
