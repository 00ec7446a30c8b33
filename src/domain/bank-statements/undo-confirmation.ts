import { formatMoney } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import { HISTORY_EVENTS, historyEntry } from "../sales/history";
import { deletePayment } from "../sales/payments";
import type { Actor, SaleChange, SaleMoney } from "../sales/sale";
import { bankStatementMsg as m } from "./messages-bank-statements";

/** What the undone confirmation had done to the sale (docs/decisions/0245). */
export interface UndoneConfirmation {
  /** The payment the confirmation recorded (a web order's); null when it only verified an abono. */
  paymentId: string | null;
  reference: string;
  amount: number;
  /** A payment of the sale was recorded after the confirmed one. */
  laterPayment: boolean;
}

/**
 * An admin takes back a statement confirmation. A web order's confirmation recorded the bank's
 * money as the sale's payment: that payment goes (the journal reverses its entry), unless a later
 * payment was built on it; the sale stays a sale. An abono's confirmation only verified a payment
 * staff had typed: the payment stays. Either way the sale's history says so.
 */
export function undoBankConfirmation(
  sale: SaleMoney,
  undone: UndoneConfirmation,
  actor: Actor,
): Result<SaleChange> {
  const note = historyEntry(
    HISTORY_EVENTS.bankConfirmationUndone,
    actor,
    m.historyUndone(undone.reference, formatMoney(undone.amount)),
  );
  if (!undone.paymentId) return ok({ sale, history: [note], notices: [] });
  if (undone.laterPayment) return err("later_payment", m.undoLaterPayment);
  const removed = deletePayment(sale, undone.paymentId, actor);
  if (!removed.ok) return removed;
  return ok({ ...removed.value, history: [...removed.value.history, note] });
}
