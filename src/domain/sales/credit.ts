import { msg } from "../kernel/messages";
import { type Centavos, formatMoney, TOLERANCE } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import { shopDay } from "../kernel/shop-calendar";
import { CREDIT_METHOD, DEFAULT_PAYMENT_METHOD, type PaymentMethod } from "../reports/reports";
import { HISTORY_EVENTS, historyEntry } from "./history";
import { creditMsg } from "./messages-credit";
import { registerPayment } from "./payments";
import type { Actor, Payment, SaleChange, SaleMoney } from "./sale";
import { availableToReturn, creditBalance, withPaidFromRecords } from "./sale-ledger";
import { balanceDue, statusByBalance } from "./totals";

/**
 * The customer credit ("Saldo a favor", docs/decisions/0251) and what a cancelled sale kept
 * (0161): an admin gives it back (a dated reembolso record) or moves it to another open sale of
 * the same customer (a traspaso record here, a "saldo a favor" payment there).
 */

function validAmount(sale: SaleMoney, amount: Centavos): Result<Centavos> {
  const available = availableToReturn(sale);
  if (available <= 0) return err("nothing_to_return", creditMsg.nothingToReturn);
  if (!Number.isInteger(amount) || amount <= 0) return err("credit_amount", creditMsg.creditAmountInvalid);
  if (amount > available) return err("credit_too_large", creditMsg.creditTooLarge(formatMoney(available)));
  return ok(amount);
}

/** The sale once money left it: the record appended, the paid total re-read (0251). */
function withMoneyOut(sale: SaleMoney, out: NonNullable<SaleMoney["refunds"]>[number]): SaleMoney {
  const refunds = [...(sale.refunds ?? []), out];
  // refundedAmount counts the refunds of the current cancellation only; the records keep them all.
  const refundedAmount = sale.status === "Cancelado" ? sale.refundedAmount + out.amount : sale.refundedAmount;
  const next = { ...sale, refunds, refundedAmount };
  if (!sale.paymentHistoryInvalidated) return withPaidFromRecords(next);
  // A hand-set figure loses what left, never below 0, as a cancellation refund does.
  return { ...next, amountPaid: Math.max(0, sale.amountPaid - out.amount) };
}

/** How a refund left: the method and the day the person gives (today unless told). */
export interface RefundManner {
  method: PaymentMethod;
  /** A shop day (YYYY-MM-DD) or an instant; today's day is recorded at the moment of the refund. */
  date: string;
}

/**
 * Gives back (part of) the credit, or what a cancelled sale kept: a dated reembolso record with
 * the method the money left by (docs/decisions/0252), which the cash flow takes off that day.
 */
export function refundCredit(
  sale: SaleMoney,
  amount: Centavos,
  actor: Actor,
  manner: RefundManner = { method: DEFAULT_PAYMENT_METHOD, date: actor.now },
): Result<SaleChange> {
  const valid = validAmount(sale, amount);
  if (!valid.ok) return valid;
  if (!manner.date.trim()) return err("payment_date", msg.paymentDateRequired);
  const date = manner.date === shopDay(actor.now) ? actor.now : manner.date;
  const next = withMoneyOut(sale, {
    amount,
    date,
    recordedBy: actor.user,
    kind: "reembolso",
    method: manner.method,
  });
  const details = creditMsg.historyRefund(formatMoney(amount), formatMoney(creditBalance(next)));
  return ok({
    sale: next,
    history: [historyEntry(HISTORY_EVENTS.creditRefunded, actor, details)],
    notices: [],
  });
}

export interface CreditTransfer {
  from: SaleChange;
  to: SaleChange;
}

/**
 * Moves credit to another open sale of the same customer (the server checks the customer). The
 * target takes it as a payment with method "saldo a favor", within its balance like any payment.
 */
export function transferCredit(
  from: SaleMoney & { id: string },
  to: SaleMoney & { id: string },
  input: { amount: Centavos; paymentId: string; date: string },
  actor: Actor,
  orderNumberOf: (saleId: string) => string,
): Result<CreditTransfer> {
  if (from.id === to.id) return err("credit_target", creditMsg.targetSameSale);
  const valid = validAmount(from, input.amount);
  if (!valid.ok) return valid;
  if (to.status === "Cancelado" || balanceDue(to) <= TOLERANCE) {
    return err("credit_target", creditMsg.targetNotOpen);
  }
  const settles = input.amount >= balanceDue(to) - TOLERANCE;
  const paid = registerPayment(
    to,
    {
      amount: input.amount,
      date: input.date,
      // Pago Completo only when it covers the balance: a partial credit never writes off the rest.
      type: settles ? "full" : "partial",
      paymentId: input.paymentId,
      method: CREDIT_METHOD,
    },
    actor,
  );
  if (!paid.ok) return paid;
  const money = formatMoney(input.amount);
  const out = withMoneyOut(from, {
    amount: input.amount,
    date: actor.now,
    recordedBy: actor.user,
    kind: "traspaso",
    toSaleId: to.id,
  });
  return ok({
    from: {
      sale: out,
      history: [
        historyEntry(
          HISTORY_EVENTS.creditTransferredOut,
          actor,
          creditMsg.historyTransferOut(money, orderNumberOf(to.id)),
        ),
      ],
      notices: [],
    },
    to: {
      sale: paid.value.sale,
      history: [
        historyEntry(
          HISTORY_EVENTS.paymentRegistered,
          actor,
          creditMsg.historyTransferIn(money, orderNumberOf(from.id)),
        ),
      ],
      notices: [],
    },
  });
}

/**
 * A card charge the gateway approved after the sale no longer owed it (docs/decisions/0162): the
 * money came in, so it is a tarjeta payment whatever the balance; what exceeds what is owed is
 * the customer's credit. A sale that still owed something moves on like after any payment; a
 * shipped, completed or cancelled one keeps its status.
 */
export function recordLateCardPayment(
  sale: SaleMoney,
  input: { amount: Centavos; date: string; paymentId: string },
  actor: Actor,
): Result<SaleChange> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    return err("credit_amount", creditMsg.creditAmountInvalid);
  }
  const payment: Payment = {
    paymentId: input.paymentId,
    amount: input.amount,
    date: input.date,
    recordedBy: actor.user,
    type: "partial",
    method: "tarjeta",
    modifiedAt: null,
  };
  const paid = withPaidFromRecords({ ...sale, payments: [...sale.payments, payment] });
  const moves = sale.status === "Pendiente" || sale.status === "Abonado";
  const next = moves ? { ...paid, status: statusByBalance(paid) } : paid;
  const details = creditMsg.historyLateCard(formatMoney(input.amount), formatMoney(creditBalance(next)));
  return ok({
    sale: next,
    history: [historyEntry(HISTORY_EVENTS.paymentRegistered, actor, details)],
    notices: [],
  });
}
