import { and, desc, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { CustomerAccount } from "../../contracts/customers/customers";
import { customerAccountSummary } from "../../domain/customers/people";
import { msg } from "../../domain/kernel/messages";
import { isAdmin, orderNumber } from "../../domain/kernel/roles";
import type { SaleStatus } from "../../domain/sales/sale";
import { moneyStanding } from "../../domain/sales/sale-ledger";
import { customerProfile } from "../customers";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { journalPayments, journalRefunds } from "../journal";
import { sales } from "./schema";

/**
 * A customer's page: the record (or account), their orders and the domain's account figures. A
 * seller sees only the sales they made (docs/product/roles.md 'Mis Órdenes'), figures included.
 * Sales serves it (the route of a customers' operation): the page is the customer's sales.
 */
export async function customerAccountOf(db: Db, actor: SessionUser, id: string): Promise<CustomerAccount> {
  const customer = await customerProfile(db, id);
  if (!customer) throw notFound(msg.customerNotFound);
  const ownSalesOnly = !isAdmin(actor.role);
  const whose = customer.kind === "customer" ? eq(sales.customerId, id) : eq(sales.customerUserId, id);
  const where = ownSalesOnly ? and(whose, eq(sales.sellerId, actor.id)) : whose;
  const rows = await db
    .select({
      id: sales.id,
      saleDate: sales.saleDate,
      status: sales.status,
      total: sales.total,
      extraDiscountAmount: sales.extraDiscountAmount,
      extraDiscountReason: sales.extraDiscountReason,
      amountPaid: sales.amountPaid,
      manual: sales.paymentHistoryInvalidated,
      sellerName: sales.sellerName,
    })
    .from(sales)
    .where(where)
    .orderBy(desc(sales.saleDate))
    .limit(500);
  const ids = rows.map((r) => r.id);
  const [payments, refunds] = ids.length
    ? await Promise.all([
        db
          .select({
            saleId: journalPayments.saleId,
            amount: journalPayments.amount,
            date: journalPayments.date,
          })
          .from(journalPayments)
          .where(inArray(journalPayments.saleId, ids)),
        db
          .select({ saleId: journalRefunds.saleId, amount: journalRefunds.amount })
          .from(journalRefunds)
          .where(inArray(journalRefunds.saleId, ids)),
      ])
    : [[], []];
  const of = <T extends { saleId: string }>(list: T[], id: string) => list.filter((x) => x.saleId === id);
  const accountSales = rows.map((r) => {
    const sale = {
      status: r.status as SaleStatus,
      total: r.total,
      extraDiscount: { amount: r.extraDiscountAmount, reason: r.extraDiscountReason },
      amountPaid: r.amountPaid,
      paymentHistoryInvalidated: r.manual,
      payments: of(payments, r.id),
      refunds: of(refunds, r.id),
    };
    // The same reading as the sale document and the Órdenes row (docs/decisions/0161, 0163).
    const standing = moneyStanding(sale);
    return { ...sale, ...standing };
  });
  const summary = customerAccountSummary(accountSales, payments);
  return {
    customer,
    orders: rows.map((r, i) => ({
      id: r.id,
      orderNumber: orderNumber(r.id),
      saleDate: r.saleDate.toISOString(),
      status: accountSales[i]!.status,
      total: r.total,
      amountPaid: r.amountPaid,
      balance: accountSales[i]!.balance,
      credit: accountSales[i]!.credit,
      keptOnCancel: accountSales[i]!.keptOnCancel,
      sellerName: r.sellerName,
    })),
    summary: {
      ...summary,
      lastPayment: summary.lastPayment
        ? { amount: summary.lastPayment.amount, date: summary.lastPayment.date.toISOString() }
        : null,
    },
    ownSalesOnly,
  };
}
