import { HISTORY_EVENTS, historyEntry } from "./history";
import { msg } from "./messages";
import { type Centavos, formatMoney, TOLERANCE } from "./money";
import { err, ok, type Result } from "./result";
import type { Actor, Payment, PaymentType, SaleChange, SaleMoney } from "./sale";
import { balanceDue, payableTotal, statusByAmountPaid, statusByBalance } from "./totals";

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
}

export interface EditPaymentInput {
  amount: Centavos;
  date: string;
}

function isPositiveAmount(amount: Centavos): boolean {
  return Number.isInteger(amount) && amount > 0;
}

/**
 * Payments of a Cancelado sale are frozen (docs/decisions/0005-payments-and-order-dialog.md): a payment
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
  if (sale.amountPaid + input.amount > payable + TOLERANCE) {
    return err("payment_exceeds_total", msg.paymentExceedsTotal(formatMoney(payable)));
  }
  const amountPaid = sale.amountPaid + input.amount;
  const leftover = payable - amountPaid;
  const adjusts = input.type === "full" && leftover > TOLERANCE;
  const extraDiscount = adjusts
    ? { amount: sale.extraDiscount.amount + leftover, reason: msg.fullPaymentAdjustmentReason }
    : sale.extraDiscount;
  const payment: Payment = {
    paymentId: input.paymentId,
    amount: input.amount,
    date: input.date,
    recordedBy: actor.user,
    type: input.type,
    modifiedAt: null,
  };
  const paid = { ...sale, amountPaid, extraDiscount };
  const next: SaleMoney = {
    ...paid,
    payments: [...sale.payments, payment],
    paymentHistoryInvalidated: false,
    status: input.type === "full" ? "Completado" : statusByBalance(paid),
  };
  const adjustment = adjusts ? ` Ajuste por pago completo: ${formatMoney(leftover)}.` : "";
  const details = `${paymentTypeLabel(input.type)} de ${formatMoney(input.amount)} (${input.date}).${adjustment}`;
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
  if (!isPositiveAmount(input.amount)) return err("payment_amount", msg.paymentEditAmountInvalid);
  if (!input.date.trim()) return err("payment_date", msg.paymentDateRequired);
  const { index, payment } = found;
  const completed = sale.status === "Completado";
  const limit = payment.amount + balanceDue(sale) + (completed ? sale.extraDiscount.amount : 0);
  if (input.amount > limit + TOLERANCE) {
    return err("payment_exceeds_limit", msg.paymentEditExceedsLimit(formatMoney(limit)));
  }
  const difference = input.amount - payment.amount;
  const payments = sale.payments.map((p, i) =>
    i === index ? { ...p, amount: input.amount, date: input.date, modifiedAt: actor.now } : p,
  );
  const edited = { ...sale, payments, paymentHistoryInvalidated: false };
  const next: SaleMoney = completed
    ? absorbInExtraDiscount(edited, difference)
    : recomputePaid(edited, difference);
  const details = `Pago de ${formatMoney(payment.amount)} (${payment.date}) modificado a ${formatMoney(input.amount)} (${input.date}).`;
  return ok({
    sale: next,
    history: [historyEntry(HISTORY_EVENTS.paymentModified, actor, details)],
    notices: [],
  });
}

function absorbInExtraDiscount(sale: SaleMoney, difference: Centavos): SaleMoney {
  const amount = Math.max(0, sale.extraDiscount.amount - difference);
  // A discount that grows out of nothing needs a reason; the full-payment one is what it is.
  const reason = sale.extraDiscount.reason || msg.fullPaymentAdjustmentReason;
  return { ...sale, amountPaid: sale.amountPaid + difference, extraDiscount: { amount, reason } };
}

function recomputePaid(sale: SaleMoney, difference: Centavos): SaleMoney {
  // Trimmed to what is owed (docs/product/states.md) and never negative when amountPaid was set by hand.
  const amountPaid = Math.max(0, Math.min(sale.amountPaid + difference, payableTotal(sale)));
  const paid = { ...sale, amountPaid };
  return { ...paid, status: statusByBalance(paid) };
}

/** docs/product/states.md delete a payment: the sale falls back to Abonado while something is paid, else Pendiente. */
export function deletePayment(sale: SaleMoney, ref: PaymentRef, actor: Actor): Result<SaleChange> {
  const refusal = refuseIfCancelled(sale);
  if (refusal) return refusal;
  const found = findPayment(sale, ref);
  if (!found) return err("payment_not_found", msg.paymentNotFound);
  const { index, payment } = found;
  const amountPaid = Math.max(0, sale.amountPaid - payment.amount);
  const next: SaleMoney = {
    ...sale,
    amountPaid,
    payments: sale.payments.filter((_, i) => i !== index),
    status: statusByAmountPaid(amountPaid),
  };
  const details = `${paymentTypeLabel(payment.type)} de ${formatMoney(payment.amount)} (${payment.date}) eliminado.`;
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
