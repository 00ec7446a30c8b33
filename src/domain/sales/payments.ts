import { msg } from "../kernel/messages";
import { type Centavos, formatMoney, TOLERANCE } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import { formatShopDate } from "../kernel/shop-calendar";
import { CREDIT_METHOD, DEFAULT_PAYMENT_METHOD, type RecordedPaymentMethod } from "../reports/reports";
import { HISTORY_EVENTS, historyEntry } from "./history";
import { creditMsg } from "./messages-credit";
import type { Actor, Payment, PaymentType, SaleChange, SaleMoney } from "./sale";
import { paidFromRecords, sumOf } from "./sale-ledger";

// Kept here too: callers outside the sale rules read the paid total from the payments module.
export { paidFromRecords } from "./sale-ledger";

import { payableTotal, statusByAmountPaid, statusByBalance } from "./totals";

/** docs/product/states.md payment type labels. */
export function paymentTypeLabel(type: PaymentType): string {
  return type === "full" ? msg.paymentTypeFull : msg.paymentTypePartial;
}

/** A payment is named by its position in the list (docs/product/operations.md helper) or by its id. */
export type PaymentRef = number | string;

export interface RegisterPaymentInput {
  amount: Centavos;
  date: string;
  type: PaymentType;
  paymentId: string;
  /** Efectivo when not given (docs/decisions/0252). */
  method?: RecordedPaymentMethod;
}

export interface EditPaymentInput {
  amount: Centavos;
  date: string;
  /** The payment keeps its method when not given. */
  method?: RecordedPaymentMethod;
}

function isPositiveAmount(amount: Centavos): boolean {
  return Number.isInteger(amount) && amount > 0;
}

/**
 * Payments of a Cancelado sale are frozen (docs/decisions/0252-the-cash-drawer.md): a payment
 * would move the sale out of Cancelado through the back door, without taking its stock back.
 */
function refuseIfCancelled(sale: SaleMoney): Result<never> | null {
  return sale.status === "Cancelado" ? err("sale_cancelled", msg.paymentOnCancelledSale) : null;
}

function findPayment(sale: SaleMoney, ref: PaymentRef): { index: number; payment: Payment } | null {
  const index = typeof ref === "number" ? ref : sale.payments.findIndex((p) => p.paymentId === ref);
  const payment = sale.payments[index];
  return payment ? { index, payment } : null;
}

/**
 * Money refunded or moved to another sale came from the payments: a payment may not be deleted
 * or lowered below what already left the sale (docs/decisions/0251), or the books would show
 * money given back that was never received.
 */
function refuseIfReturned(sale: SaleMoney, payments: Payment[]): Result<never> | null {
  const out = sumOf(sale.refunds ?? []);
  return sumOf(payments) < out
    ? err("payment_returned", creditMsg.paymentAlreadyReturned(formatMoney(out)))
    : null;
}

/**
 * A payment made with credit from another sale mirrors a traspaso record there (docs/decisions/0251):
 * editing or deleting it alone would make money appear or vanish, so it stays as recorded.
 */
function refuseIfCredit(payment: Payment): Result<never> | null {
  return payment.method === CREDIT_METHOD ? err("credit_payment_fixed", creditMsg.creditPaymentFixed) : null;
}

/**
 * The type of a payment nobody chose in a form (a transfer the bank confirmed): Pago Completo
 * when it covers what the sale still owes, within the tolerance, else Abono al Crédito.
 */
export function typeOfReceivedPayment(sale: SaleMoney, amount: Centavos): PaymentType {
  return paidFromRecords(sale) + amount >= payableTotal(sale) - TOLERANCE ? "full" : "partial";
}

/**
 * docs/product/states.md, validation.md register a payment. The limit is what is owed (total − extra discount) plus the
 * tolerance. A 'full' payment settles the order: a leftover above the tolerance becomes extra
 * discount 'Ajuste por pago completo' and the status Completado.
 */
export function registerPayment(
  sale: SaleMoney,
  input: RegisterPaymentInput,
  actor: Actor,
): Result<SaleChange> {
  const refusal = refuseIfCancelled(sale);
  if (refusal) return refusal;
  if (!isPositiveAmount(input.amount)) return err("payment_amount", msg.paymentAmountPositive);
  if (!input.date.trim()) return err("payment_date", msg.paymentDateRequired);
  const payable = payableTotal(sale);
  // Adding a payment resets the manual flag, so the paid total is the history's again
  // (docs/product/states.md).
  if (paidFromRecords(sale) + input.amount > payable + TOLERANCE) {
    return err("payment_exceeds_total", msg.paymentExceedsTotal(formatMoney(payable)));
  }
  const payment: Payment = {
    paymentId: input.paymentId,
    amount: input.amount,
    date: input.date,
    recordedBy: actor.user,
    type: input.type,
    method: input.method ?? DEFAULT_PAYMENT_METHOD,
    modifiedAt: null,
  };
  const payments = [...sale.payments, payment];
  const amountPaid = paidFromRecords({ ...sale, payments });
  const leftover = payable - amountPaid;
  const adjusts = input.type === "full" && leftover > TOLERANCE;
  const extraDiscount = adjusts
    ? { amount: sale.extraDiscount.amount + leftover, reason: msg.fullPaymentAdjustmentReason }
    : sale.extraDiscount;
  const paid = { ...sale, amountPaid, extraDiscount };
  const next: SaleMoney = {
    ...paid,
    payments,
    paymentHistoryInvalidated: false,
    status: input.type === "full" ? "Completado" : statusByBalance(paid),
  };
  const adjustment = adjusts ? ` Ajuste por pago completo: ${formatMoney(leftover)}.` : "";
  const details = `${paymentTypeLabel(input.type)} de ${formatMoney(input.amount)} (${formatShopDate(input.date)}).${adjustment}`;
  return ok({
    sale: next,
    history: [historyEntry(HISTORY_EVENTS.paymentRegistered, actor, details)],
    notices: [],
  });
}

/**
 * docs/product/states.md, validation.md edit a payment. On a Completado sale the difference is absorbed by the extra
 * discount (a higher amount may eat the whole discount, no more) and the sale stays Completado;
 * on other sales the amount paid is recomputed, trimmed to what is owed, and the status follows.
 */
export function editPayment(
  sale: SaleMoney,
  ref: PaymentRef,
  input: EditPaymentInput,
  actor: Actor,
): Result<SaleChange> {
  const refusal = refuseIfCancelled(sale);
  if (refusal) return refusal;
  const found = findPayment(sale, ref);
  if (!found) return err("payment_not_found", msg.paymentNotFound);
  const fixed = refuseIfCredit(found.payment);
  if (fixed) return fixed;
  if (!isPositiveAmount(input.amount)) return err("payment_amount", msg.paymentEditAmountInvalid);
  if (!input.date.trim()) return err("payment_date", msg.paymentDateRequired);
  const { index, payment } = found;
  const completed = sale.status === "Completado";
  // The spec's limit (payment + balance, + extra discount on a Completado sale), with the balance
  // taken from the payment history: editing resets the manual flag (docs/product/states.md).
  // What the other payments leave once the refunds are taken out may be negative (the money this
  // payment brought was refunded on a cancellation): the balance, and so the limit, grow by it.
  const others = sumOf(sale.payments) - payment.amount - sumOf(sale.refunds ?? []);
  const limit = Math.max(0, (completed ? sale.total : payableTotal(sale)) - others);
  if (input.amount > limit + TOLERANCE) {
    return err("payment_exceeds_limit", msg.paymentEditExceedsLimit(formatMoney(limit)));
  }
  const payments = sale.payments.map((p, i) =>
    i === index
      ? {
          ...p,
          amount: input.amount,
          date: input.date,
          method: input.method ?? p.method,
          modifiedAt: actor.now,
        }
      : p,
  );
  const returned = refuseIfReturned(sale, payments);
  if (returned) return returned;
  const edited = { ...sale, payments, paymentHistoryInvalidated: false };
  const next: SaleMoney = completed ? absorbInExtraDiscount(edited) : recomputePaid(edited);
  const details = `Pago de ${formatMoney(payment.amount)} (${formatShopDate(payment.date)}) modificado a ${formatMoney(input.amount)} (${formatShopDate(input.date)}).`;
  return ok({
    sale: next,
    history: [historyEntry(HISTORY_EVENTS.paymentModified, actor, details)],
    notices: [],
  });
}

/**
 * A Completado sale stays Completado: the extra discount takes up exactly what the payments
 * (minus refunds) leave unpaid of the total — a lower amount raises it, a higher one eats it,
 * never below 0 — and the amount paid is the history's (docs/decisions/0251).
 */
function absorbInExtraDiscount(sale: SaleMoney): SaleMoney {
  const net = Math.max(0, sumOf(sale.payments) - sumOf(sale.refunds ?? []));
  const amount = Math.max(0, sale.total - net);
  // A discount that grows out of nothing needs a reason; the full-payment one is what it is.
  const reason =
    amount > 0 ? sale.extraDiscount.reason || msg.fullPaymentAdjustmentReason : sale.extraDiscount.reason;
  const discounted = { ...sale, extraDiscount: { amount, reason } };
  return { ...discounted, amountPaid: paidFromRecords(discounted) };
}

function recomputePaid(sale: SaleMoney): SaleMoney {
  const paid = { ...sale, amountPaid: paidFromRecords(sale) };
  return { ...paid, status: statusByBalance(paid) };
}

/** docs/product/states.md delete a payment: the sale falls back to Abonado while something is paid, else Pendiente. */
export function deletePayment(sale: SaleMoney, ref: PaymentRef, actor: Actor): Result<SaleChange> {
  const refusal = refuseIfCancelled(sale);
  if (refusal) return refusal;
  const found = findPayment(sale, ref);
  if (!found) return err("payment_not_found", msg.paymentNotFound);
  const fixed = refuseIfCredit(found.payment);
  if (fixed) return fixed;
  const { index, payment } = found;
  const payments = sale.payments.filter((_, i) => i !== index);
  const returned = refuseIfReturned(sale, payments);
  if (returned) return returned;
  // Deleting does not reset the manual flag (docs/product/states.md): a manual figure only loses the payment.
  const amountPaid = sale.paymentHistoryInvalidated
    ? Math.max(0, sale.amountPaid - payment.amount)
    : paidFromRecords({ ...sale, payments });
  const next: SaleMoney = { ...sale, amountPaid, payments, status: statusByAmountPaid(amountPaid) };
  const details = `${paymentTypeLabel(payment.type)} de ${formatMoney(payment.amount)} (${formatShopDate(payment.date)}) eliminado.`;
  return ok({
    sale: next,
    history: [historyEntry(HISTORY_EVENTS.paymentDeleted, actor, details)],
    notices: [],
  });
}

/**
 * docs/product/states.md setting amountPaid by hand: the payment history no longer explains it, so the flag
 * tells PDFs not to rely on it. A Cancelado sale keeps its status (refund corrections).
 */
export function setAmountPaidManually(sale: SaleMoney, amount: Centavos, actor: Actor): Result<SaleChange> {
  if (!Number.isInteger(amount) || amount < 0) return err("amount_paid", msg.amountPaidInvalid);
  const payable = payableTotal(sale);
  if (amount > payable + TOLERANCE) {
    return err("payment_exceeds_total", msg.paymentExceedsTotal(formatMoney(payable)));
  }
  const paid = { ...sale, amountPaid: amount, paymentHistoryInvalidated: true };
  const next: SaleMoney = {
    ...paid,
    status: sale.status === "Cancelado" ? "Cancelado" : statusByBalance(paid),
  };
  const details = `Monto pagado ajustado manualmente de ${formatMoney(sale.amountPaid)} a ${formatMoney(amount)}.`;
  return ok({ sale: next, history: [historyEntry(HISTORY_EVENTS.saleUpdated, actor, details)], notices: [] });
}
