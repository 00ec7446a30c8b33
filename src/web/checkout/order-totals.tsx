import type { Quote } from "../../contracts/checkout";
import { msg } from "../../domain/messages";
import { formatMoney } from "../../domain/money";

/** Subtotal, promotion savings, code discount, shipping and total, as the server computed them. */
export function OrderTotals({
  quote,
  showShipping,
}: {
  quote: Pick<Quote, "subtotal" | "promoItemsDiscount" | "shippingCost" | "total"> & {
    codeDiscount?: number;
    code?: string | null;
  };
  showShipping: boolean;
}) {
  const row = (label: string, value: string, strong = false) => (
    <div
      className={
        strong
          ? "flex justify-between border-t border-border pt-3 text-lg font-semibold"
          : "flex justify-between text-sm"
      }
    >
      <dt className={strong ? "" : "text-muted"}>{label}</dt>
      <dd className="whitespace-nowrap tabular-nums" data-testid={strong ? "order-total" : undefined}>
        {value}
      </dd>
    </div>
  );
  return (
    <dl className="flex flex-col gap-2">
      {row(msg.subtotalLabel, formatMoney(quote.subtotal))}
      {quote.promoItemsDiscount > 0
        ? row(msg.promoSavingsLabel, `-${formatMoney(quote.promoItemsDiscount)}`)
        : null}
      {quote.codeDiscount
        ? row(msg.codeDiscountLabel(quote.code ?? ""), `-${formatMoney(quote.codeDiscount)}`)
        : null}
      {showShipping ? row(msg.shippingLabel, formatMoney(quote.shippingCost)) : null}
      {row(msg.totalLabel, formatMoney(quote.total), true)}
    </dl>
  );
}
