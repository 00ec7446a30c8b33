import { type BalanceInput, type BalanceLine, balanceLines } from "../../domain/balance-lines";
import { msg } from "../../domain/messages";
import { formatMoney } from "../../domain/money";
import { cn } from "./cn";

const LABEL: Record<BalanceLine["kind"], (line: BalanceLine) => string> = {
  subtotal: () => msg.sumSubtotal,
  shipping: () => msg.sumShipping,
  extraCosts: () => msg.extraCostsLabel,
  promoDiscount: () => msg.promoDiscountLabel,
  codeDiscount: (line) => msg.codeDiscountLineLabel(line.code),
  total: () => msg.sumTotal,
  extraDiscount: () => msg.extraDiscountSection,
  amountPaid: () => msg.paidLabel,
  balance: () => msg.balanceLabel,
};

/**
 * The lines of the balance formula (docs/product/constants.md) for a cart, an order, a purchase
 * or a sale: one component for every screen, the figures from the domain's balanceLines, so a
 * summary always adds up line by line.
 */
export function SaleTotalsLines({
  amounts,
  className,
  testId = "sale-totals-lines",
}: {
  amounts: BalanceInput;
  className?: string;
  testId?: string;
}) {
  const lines = balanceLines(amounts);
  return (
    <dl className={cn("flex flex-col gap-1.5 text-sm", className)} data-testid={testId}>
      {lines.map((line) => (
        <div
          key={line.kind}
          data-line={line.kind}
          className={cn(
            "flex items-baseline justify-between gap-3",
            line.kind === "total" && "border-t border-border pt-2 text-base font-semibold",
            line.kind === "balance" && "rounded-lg bg-gold-soft px-2 py-1.5 text-base font-bold text-fg",
            line.sign !== 0 && "text-muted",
          )}
        >
          <dt className="min-w-0">{LABEL[line.kind](line)}</dt>
          <dd
            className="whitespace-nowrap text-fg tabular-nums"
            data-testid={line.kind === "total" ? "order-total" : undefined}
          >
            {line.sign === -1 && line.amount > 0 ? "-" : ""}
            {formatMoney(line.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
