import type { SaleDocument } from "../../contracts/sales/sales";
import type { BalanceInput } from "../../domain/sales/balance-lines";

/** A saved sale's figures for SaleTotalsLines: the same for the order dialog and Mis Compras. */
export function saleAmounts(sale: SaleDocument): BalanceInput {
  return {
    subtotal: sale.subtotal,
    promoItemsDiscount: sale.promoItemsDiscount,
    appliedDiscount: sale.appliedDiscount,
    shippingCost: sale.shippingCost,
    extraCostsTotal: sale.extraCostsTotal,
    extraDiscount: sale.extraDiscount.amount,
    amountPaid: sale.amountPaid,
    cancelled: sale.status === "Cancelado",
    refundedAmount: sale.refundedAmount,
    keptOnCancel: sale.keptOnCancel,
    credit: sale.credit,
  };
}
