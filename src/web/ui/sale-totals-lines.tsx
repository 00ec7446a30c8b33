import { commonMessages } from "../../domain/kernel/messages-common";
import { formatMoney } from "../../domain/kernel/money";
import { returnsMessages } from "../../domain/returns/messages-returns";
import { type BalanceInput, type BalanceLine, balanceLines } from "../../domain/sales/balance-lines";
import { creditMsg } from "../../domain/sales/messages-credit";
import { storefrontMessages } from "../../domain/storefront/messages-storefront";
import { cn } from "./cn";

const LABEL: Record<BalanceLine["kind"], (line: BalanceLine) => string> = {
  subtotal: () => commonMessages.sumSubtotal,
  shipping: () => commonMessages.sumShipping,
  extraCosts: () => commonMessages.extraCostsLabel,
  promoDiscount: () => commonMessages.promoDiscountLabel,
  codeDiscount: (line) => storefrontMessages.codeDiscountLineLabel(line.code),
  extraDiscount: () => commonMessages.extraDiscountSection,
  returns: () => returnsMessages.returnsLine,
  total: () => commonMessages.sumTotal,
  amountPaid: () => commonMessages.paidLabel,
  balance: () => commonMessages.balanceLabel,
  refunded: () => commonMessages.refundedLabel,
  keptOnCancel: () => creditMsg.keptOnCancelledLabel,
  credit: () => creditMsg.creditLabel,
};

/** Test ids the browser tests already read on the order dialog and the payment result. */
const AMOUNT_TEST_ID: Partial<Record<BalanceLine["kind"], string>> = {
  total: "order-total",
  balance: "sale-balance",
};

const ROW_STYLE: Partial<Record<BalanceLine["kind"], string>> = {
  total: "border-t border-border pt-2 text-base font-semibold",
  balance: "rounded-lg bg-gold-soft px-2 py-1.5 text-base font-bold text-fg",
  credit:
    "rounded-lg border border-emerald-600/40 bg-emerald-50 px-2 py-1.5 font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
};

/**
 * The financial summary of a cart, an order, a purchase or a sale: one component for every
 * screen, its lines, order and signs from the domain's balanceLines, so a summary always adds up
 * line by line and no screen restates the formula.
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
          data-testid={line.kind === "credit" ? "sale-credit" : undefined}
          className={cn("flex items-baseline justify-between gap-3", ROW_STYLE[line.kind] ?? "text-muted")}
        >
          <dt className="min-w-0">{LABEL[line.kind](line)}</dt>
          <dd
            className={cn("whitespace-nowrap tabular-nums", line.kind !== "credit" && "text-fg")}
            data-testid={AMOUNT_TEST_ID[line.kind]}
          >
            {line.negative ? "-" : ""}
            {formatMoney(line.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
