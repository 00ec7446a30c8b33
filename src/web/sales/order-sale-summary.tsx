import type { SaleDocument } from "../../contracts/sales/sales";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { saleAmounts } from "../ui/sale-amounts";
import { SaleTotalsLines } from "../ui/sale-totals-lines";

/**
 * Items and the financial summary (SaleTotalsLines: the balance formula's lines, then what was
 * refunded or kept on cancelling and the customer's Saldo a favor).
 */
export function SaleItemsAndTotals({ sale }: { sale: SaleDocument }) {
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
      <SaleTotalsLines amounts={saleAmounts(sale)} testId="sale-totals" />
    </div>
  );
}
