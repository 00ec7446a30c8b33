import { forwardRef, type InputHTMLAttributes } from "react";
import { formatMoney } from "../../domain/kernel/money";
import { creditMsg } from "../../domain/sales/messages-credit";

interface CreditChoiceProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The buyer's free saldo a favor, as the server quoted it. */
  available: number;
  /** What the order takes of it while the box is ticked (0 otherwise). */
  spent: number;
  /** What the card or the transfer still pays. */
  toPay: number;
}

/**
 * "Usar mi saldo a favor" (docs/decisions/0251): a signed-in buyer with credit spends it on the
 * order, up to its total; the summary shows what it covers and what is left to pay before they send.
 */
export const CreditChoice = forwardRef<HTMLInputElement, CreditChoiceProps>(function CreditChoice(
  { available, spent, toPay, ...input },
  ref,
) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-gold/60 bg-gold-soft/30 p-3 text-sm">
      <label className="flex cursor-pointer items-start gap-2 font-semibold">
        <input ref={ref} type="checkbox" className="mt-0.5 h-4 w-4 accent-[var(--gold)]" {...input} />
        {creditMsg.useCreditAtCheckout(formatMoney(available))}
      </label>
      {spent > 0 ? (
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1" data-testid="checkout-credit">
          <dt>{creditMsg.creditAppliedLine}</dt>
          <dd className="text-right tabular-nums">-{formatMoney(spent)}</dd>
          <dt className="font-semibold">{creditMsg.leftToPay}</dt>
          <dd className="text-right font-semibold tabular-nums">{formatMoney(toPay)}</dd>
        </dl>
      ) : null}
    </div>
  );
});
