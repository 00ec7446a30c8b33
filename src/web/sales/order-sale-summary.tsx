import type { SaleDocument } from "../../contracts/sales/sales";
import { msg } from "../../domain/kernel/messages";
import { salePriceStory } from "../../domain/sales/price-story";
import { StoryLine } from "../ui/price-story";
import { saleAmounts } from "../ui/sale-amounts";
import { SaleTotalsLines } from "../ui/sale-totals-lines";

/**
 * Items and the financial summary (SaleTotalsLines: the balance formula's lines, then what was
 * refunded or kept on cancelling and the customer's Saldo a favor). Each item shows how it
 * reaches the subtotal, as the customer's own screens and papers do (docs/decisions/0244).
 */
export function SaleItemsAndTotals({ sale }: { sale: SaleDocument }) {
  return (
    <div className="grid gap-4 md:grid-cols-[1fr_19rem]">
      <ul className="divide-y divide-border" aria-label={msg.itemsSection}>
        {salePriceStory(sale).lines.map((line) => (
          <StoryLine
            key={`${line.item.productId}-${line.item.price}`}
            name={line.item.productName}
            story={line}
          />
        ))}
      </ul>
      <SaleTotalsLines amounts={saleAmounts(sale)} testId="sale-totals" />
    </div>
  );
}
