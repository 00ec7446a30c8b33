import { forwardRef, type InputHTMLAttributes } from "react";
import type { Quote } from "../../contracts/checkout/checkout";
import { formatMoney } from "../../domain/kernel/money";
import { formatShopDate } from "../../domain/kernel/shop-calendar";
import { layawayMsg } from "../../domain/sales/messages-layaway";

interface LayawayChoiceProps extends InputHTMLAttributes<HTMLInputElement> {
  terms: NonNullable<Quote["layaway"]>;
  total: number;
  chosen: boolean;
  /** The buyer has saldo a favor: say why its box went away while the apartado is chosen. */
  withCredit: boolean;
}

/**
 * "Apartar este pedido" (docs/decisions/0253): offered when the shop turned web apartados on; the
 * summary shows the deposit paid today and the rest the buyer pays from Mis Compras.
 */
export const LayawayChoice = forwardRef<HTMLInputElement, LayawayChoiceProps>(function LayawayChoice(
  { terms, total, chosen, withCredit, ...input },
  ref,
) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border p-3 text-sm">
      <label className="flex cursor-pointer items-start gap-2 font-semibold">
        <input ref={ref} type="checkbox" className="mt-0.5 h-4 w-4 accent-[var(--gold)]" {...input} />
        {layawayMsg.checkoutChoice(terms.depositPercent, terms.termDays)}
      </label>
      {chosen ? (
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1" data-testid="checkout-layaway">
          <dt className="font-semibold">{layawayMsg.checkoutDeposit}</dt>
          <dd className="text-right font-semibold tabular-nums">{formatMoney(terms.deposit)}</dd>
          <dt>{layawayMsg.checkoutRest}</dt>
          <dd className="text-right tabular-nums">{formatMoney(total - terms.deposit)}</dd>
        </dl>
      ) : null}
      {chosen ? (
        <p className="text-muted">
          {layawayMsg.layawayDeadline(formatShopDate(terms.deadline))}. {terms.policy}
          {withCredit ? ` ${layawayMsg.checkoutNoCredit}` : ""}
        </p>
      ) : null}
    </div>
  );
});
