import { msg } from "../kernel/messages";
import { type Centavos, formatMoney, TOLERANCE } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import { clampCommission, percentText } from "./commission";
import { HISTORY_EVENTS, historyEntry } from "./history";
import { layawayDeliveryRefusal } from "./layaway";
import type { Actor, SaleChange, SaleMoney, SaleStatus } from "./sale";
import { availableToReturn, paidFromRecords, withPaidFromRecords } from "./sale-ledger";
import { balanceDue, isSettled, reopenIfOwed } from "./totals";

/** The fields of the admin order dialog that carry business rules (docs/product/states.md). */
export interface OrderUpdate {
  status?: SaleStatus;
  /** Only read when the order is (or becomes) Cancelado. */
  refundAmount?: Centavos;
  cancellationReason?: string | null;
  isDelivered?: boolean;
  /** Basis points (docs/decisions/0150). */
  commissionBasisPoints?: number;
}

/**
 * docs/product/validation.md: a refund is a non-negative amount no larger than what was paid —
 * exactly: the 0.01 tolerance is for balances, not refunds.
 */
export function validateRefund(refund: Centavos, amountPaid: Centavos): Result<Centavos> {
  if (!Number.isInteger(refund) || refund < 0) return err("refund_invalid", msg.refundInvalid);
  if (refund > amountPaid) {
    return err("refund_too_large", msg.refundTooLarge(formatMoney(refund), formatMoney(amountPaid)));
  }
  return ok(refund);
}

/**
 * The admin dialog's save (docs/product/states.md). Completado is refused while something is owed; Cancelado
 * applies the refund (amountPaid never below 0, refunds accumulate); leaving Cancelado resets
 * the refund and the reason; Enviado and delivery stamp their dates once. Stock follows the
 * status change through `stockForStatusChange`, which may still refuse a reactivation.
 */
export function updateOrder(sale: SaleMoney, changes: OrderUpdate, actor: Actor): Result<SaleChange> {
  const status = changes.status ?? sale.status;
  // An apartado leaves the shop only once paid off (docs/decisions/0250).
  const layawayRefusal = layawayDeliveryRefusal(sale, { status, isDelivered: changes.isDelivered });
  if (layawayRefusal) return err("layaway_owed", layawayRefusal);
  if (status === "Completado" && sale.status !== "Completado" && !isSettled(sale)) {
    return err("completado_refused", msg.completadoRefused(formatMoney(balanceDue(sale))));
  }
  const details: string[] = [];
  let next: SaleMoney = { ...sale, status };
  if (status !== sale.status) details.push(`Estado: ${sale.status} → ${status}.`);

  if (status === "Cancelado") {
    // Everything paid and not yet returned may be refunded on cancelling, credit included (0161).
    const refund = validateRefund(changes.refundAmount ?? 0, availableToReturn(next));
    if (!refund.ok) return refund;
    if (refund.value > 0) {
      // Every refund is kept as a dated record; the paid total follows the records (0251).
      const refunds = [
        ...(sale.refunds ?? []),
        { amount: refund.value, date: actor.now, recordedBy: actor.user },
      ];
      const refunded = { ...next, refunds, refundedAmount: sale.refundedAmount + refund.value };
      const amountPaid = sale.paymentHistoryInvalidated
        ? Math.max(0, sale.amountPaid - refund.value)
        : paidFromRecords(refunded);
      next = { ...refunded, amountPaid };
      details.push(`Reembolso: ${formatMoney(refund.value)}.`);
    }
    const reason = changes.cancellationReason ?? sale.cancellationReason;
    if (reason !== sale.cancellationReason) details.push(`Motivo de cancelación: ${reason}.`);
    next = { ...next, cancellationReason: reason };
  } else if (sale.status === "Cancelado") {
    next = { ...next, refundedAmount: 0, cancellationReason: null };
  }

  if (status === "Enviado" && !sale.shippedAt) next = { ...next, shippedAt: actor.now };

  if (changes.isDelivered !== undefined && changes.isDelivered !== sale.isDelivered) {
    const deliveredAt = changes.isDelivered ? (sale.deliveredAt ?? actor.now) : null;
    next = { ...next, isDelivered: changes.isDelivered, deliveredAt };
    details.push(changes.isDelivered ? "Marcado como entregado." : "Desmarcado como entregado.");
  }

  if (changes.commissionBasisPoints !== undefined) {
    const basisPoints = clampCommission(changes.commissionBasisPoints);
    if (basisPoints !== sale.commission.basisPoints) {
      next = { ...next, commission: { basisPoints } };
      details.push(`Comisión: ${percentText(sale.commission.basisPoints)}% → ${percentText(basisPoints)}%.`);
    }
  }

  const history = details.length ? [historyEntry(HISTORY_EVENTS.saleUpdated, actor, details.join(" "))] : [];
  return ok({ sale: withPaidFromRecords(next), history, notices: [] });
}

/**
 * docs/product/states.md, validation.md extra discount: minimum 0 (step 0.01 is the centavo); unchanged → the info text;
 * lowering it on a Completado order that then owes more than the tolerance reopens the order;
 * it never exceeds total − amount paid, so what was paid never exceeds what is owed.
 */
export function updateExtraDiscount(
  sale: SaleMoney,
  discount: { amount: Centavos; reason: string },
  actor: Actor,
): Result<SaleChange> {
  if (!Number.isInteger(discount.amount) || discount.amount < 0) {
    return err("extra_discount_invalid", msg.extraDiscountInvalid);
  }
  // Above this the customer would have paid more than they owe (docs/decisions/0252-the-cash-drawer.md).
  const max = Math.max(0, sale.total - sale.amountPaid);
  // Never above the total either: what is owed cannot go below 0 (the tolerance is for balances).
  if (discount.amount > Math.min(sale.total, max + TOLERANCE)) {
    return err("extra_discount_too_large", msg.extraDiscountTooLarge(formatMoney(max)));
  }
  const reason = discount.reason.trim();
  if (discount.amount === sale.extraDiscount.amount && reason === sale.extraDiscount.reason) {
    return ok({ sale, history: [], notices: [msg.extraDiscountUnchanged] });
  }
  // What is owed moved, so the paid total is re-read from the records before the status (0251).
  const next = reopenIfOwed(
    withPaidFromRecords({ ...sale, extraDiscount: { amount: discount.amount, reason } }),
  );
  const details = `Descuento extra: ${formatMoney(sale.extraDiscount.amount)} → ${formatMoney(discount.amount)} (${reason}).`;
  return ok({ sale: next, history: [historyEntry(HISTORY_EVENTS.saleUpdated, actor, details)], notices: [] });
}
