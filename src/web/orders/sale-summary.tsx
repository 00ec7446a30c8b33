import type { SaleDocument } from "../../contracts/sales";
import { msg } from "../../domain/messages";
import { creditMsg } from "../../domain/messages-credit";
import { formatMoney } from "../../domain/money";
import { showsCredit } from "../../domain/sale-ledger";

/**
 * Items and the financial summary of docs/product/constants.md (balance never below 0, nothing on
 * a cancelled sale), with the customer's Saldo a favor when above 0.01. Shared by staff and clients.
 */
export function SaleItemsAndTotals({ sale }: { sale: SaleDocument }) {
  const rows: Array<[string, string, boolean?]> = [[msg.sumSubtotal, formatMoney(sale.subtotal)]];
  if (sale.promoItemsDiscount)
    rows.push([msg.promoDiscountLabel, `-${formatMoney(sale.promoItemsDiscount)}`]);
  if (sale.appliedDiscount)
    rows.push([
      `${msg.sumCodeDiscount} (${sale.appliedDiscount.code})`,
      `-${formatMoney(sale.appliedDiscount.amount)}`,
    ]);
  if (sale.shippingCost) rows.push([msg.sumShipping, formatMoney(sale.shippingCost)]);
  if (sale.extraCostsTotal) rows.push([msg.extraCostsLabel, formatMoney(sale.extraCostsTotal)]);
  rows.push([msg.sumTotal, formatMoney(sale.total), true]);
  if (sale.extraDiscount.amount)
    rows.push([msg.extraDiscountSection, `-${formatMoney(sale.extraDiscount.amount)}`]);
  rows.push([msg.paidLabel, formatMoney(sale.amountPaid)]);
  if (sale.refundedAmount) rows.push([msg.refundedLabel, formatMoney(sale.refundedAmount)]);
  // A cancelled sale owes nothing; what it was paid and did not refund is shown as such (0161).
  if (sale.keptOnCancel > 0) rows.push([creditMsg.keptOnCancelledLabel, formatMoney(sale.keptOnCancel)]);
  return (
    <div className="grid gap-4 md:grid-cols-[1fr_19rem]">
      <ul className="divide-y divide-border" aria-label={msg.itemsSection}>
        {sale.items.map((item) => (
          <li
            key={`${item.productId}-${item.price}`}
            className="flex items-baseline justify-between gap-3 py-2 text-sm"
          >
            <span className="min-w-0">
              <span className="font-medium text-fg">{item.productName}</span>
              <span className="text-muted"> × {item.quantity}</span>
              {item.originalPrice > item.price ? (
                <span className="ml-2 text-xs text-muted line-through">
                  {formatMoney(item.originalPrice)}
                </span>
              ) : null}
            </span>
            <span className="whitespace-nowrap tabular-nums">{formatMoney(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 text-sm" data-testid="sale-totals">
        {rows.map(([label, value, strong]) => (
          <div
            key={label}
            className={
              strong
                ? "flex justify-between border-t border-border pt-1 font-semibold"
                : "flex justify-between text-muted"
            }
          >
            <dt className="pr-2">{label}</dt>
            <dd className="whitespace-nowrap tabular-nums text-fg">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between rounded-lg bg-gold-soft px-2 py-1.5 text-base font-bold text-fg">
          <dt>{msg.balanceLabel}</dt>
          <dd className="tabular-nums" data-testid="sale-balance">
            {formatMoney(sale.balance)}
          </dd>
        </div>
        {showsCredit(sale.credit) ? (
          <div
            className="flex justify-between rounded-lg border border-emerald-600/40 bg-emerald-50 px-2 py-1.5 font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
            data-testid="sale-credit"
          >
            <dt>{creditMsg.creditLabel}</dt>
            <dd className="tabular-nums">{formatMoney(sale.credit)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
