import { type Centavos, TOLERANCE } from "../kernel/money";
import type { SaleMoney } from "./sale";
import { balanceDue, collectableBalance, payableTotal } from "./totals";

/**
 * Where every centavo paid on a sale is (docs/decisions/0251): in the amount paid (up to what is
 * owed), given back or moved to another sale (the refund records), or still the customer's
 * (the credit, "Saldo a favor"). Σ payments = amountPaid + Σ refund records + credit, whenever
 * the payment history is valid.
 */

/** Only the amounts of the records matter here, so callers may pass what they read (ids, dates aside). */
interface Records {
  payments: readonly { amount: Centavos }[];
  refunds?: readonly { amount: Centavos }[];
}
type Ledger = Records & Pick<SaleMoney, "total" | "extraDiscount">;

export const sumOf = (list: readonly { amount: Centavos }[]) => list.reduce((sum, x) => sum + x.amount, 0);

/** The payments minus every refund record (refunds and transfers out alike). */
export function netPaid(sale: Records): Centavos {
  return sumOf(sale.payments) - sumOf(sale.refunds ?? []);
}

/**
 * What the payment history says was paid (docs/decisions/0251): the net, never below 0 and
 * never above what is owed (total − extra discount).
 */
export function paidFromRecords(sale: Ledger): Centavos {
  return Math.max(0, Math.min(netPaid(sale), payableTotal(sale)));
}

/**
 * The one place the amount paid follows the records: every operation that changes what is
 * owed or what was paid passes its result through here. A hand-set figure (manual flag) is
 * left alone: the history no longer explains it.
 */
export function withPaidFromRecords<T extends SaleMoney>(sale: T): T {
  if (sale.paymentHistoryInvalidated) return sale;
  return { ...sale, amountPaid: paidFromRecords(sale) };
}

/**
 * "Saldo a favor": what was paid beyond what is owed and not given back or moved. It is 0 while
 * the history is invalidated (nobody can tell which figure is true).
 */
export function creditBalance(sale: Ledger & Pick<SaleMoney, "paymentHistoryInvalidated">): Centavos {
  if (sale.paymentHistoryInvalidated) return 0;
  return Math.max(0, netPaid(sale) - payableTotal(sale));
}

/** The credit is shown only above the 0.01 tolerance, like a balance. */
export function showsCredit(credit: Centavos): boolean {
  return credit > TOLERANCE;
}

/**
 * What an admin may refund or move to another sale: the credit, or on a Cancelado sale
 * everything paid and not refunded (the shop keeps it unless an admin gives it back).
 */
export function availableToReturn(sale: SaleMoney): Centavos {
  if (sale.status !== "Cancelado") return creditBalance(sale);
  if (sale.paymentHistoryInvalidated) return sale.amountPaid;
  return Math.max(0, netPaid(sale));
}

export interface MoneyStanding {
  /** What is still to collect: the balance, nothing on a cancelled sale (0161's collectableBalance). */
  balance: Centavos;
  /** "Saldo a favor" (docs/decisions/0251). */
  credit: Centavos;
  /** On a cancelled sale, what was paid and not refunded, which the shop keeps by default (0161). */
  keptOnCancel: Centavos;
}

/**
 * The one reading of where a sale stands, for the sale document, the Órdenes row, Mis Compras,
 * the customer page, statements and every CSV (docs/decisions/0161).
 */
export function moneyStanding(
  sale: Ledger & Pick<SaleMoney, "status" | "amountPaid" | "paymentHistoryInvalidated">,
): MoneyStanding {
  const cancelled = sale.status === "Cancelado";
  const credit = creditBalance(sale);
  return {
    balance: collectableBalance({ status: sale.status, balance: balanceDue(sale) }),
    credit,
    keptOnCancel: cancelled ? sale.amountPaid : 0,
  };
}
