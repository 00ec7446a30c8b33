import type { SaleDocument } from "../../contracts/sales/sales";
import type { BalanceInput } from "../../domain/sales/balance-lines";
import { salePriceStory } from "../../domain/sales/price-story";

/**
 * A saved sale's figures for SaleTotalsLines: the same for the order dialog and Mis Compras. The
 * subtotal and the promotion are the ones its lines add up to (docs/decisions/0244).
 */
export function saleAmounts(sale: SaleDocument): BalanceInput {
  const story = salePriceStory(sale);
  return {
    subtotal: story.subtotal,
    promoItemsDiscount: story.promoItemsDiscount,
    appliedDiscount: sale.appliedDiscount,
    shippingCost: sale.shippingCost,
    extraCostsTotal: sale.extraCostsTotal,
    extraDiscount: sale.extraDiscount.amount,
    returnsTotal: sale.returnsTotal,
    amountPaid: sale.amountPaid,
    cancelled: sale.status === "Cancelado",
    refundedAmount: sale.refundedAmount,
    keptOnCancel: sale.keptOnCancel,
    credit: sale.credit,
  };
}
