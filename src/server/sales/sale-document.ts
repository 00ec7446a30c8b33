import type { SaleDocument } from "../../contracts/sales/sales";
import { orderNumber } from "../../domain/kernel/roles";
import { DEFAULT_PAYMENT_METHOD } from "../../domain/reports/reports";
import { basisPointsToPercent } from "../../domain/sales/commission";
import type { HistoryEntry } from "../../domain/sales/sale";
import { moneyStanding } from "../../domain/sales/sale-ledger";
import type { SaleRecord } from "../../domain/sales/sale-record";

/** The API document of a sale (contracts/sales/sales.ts); history and payments newest first for display. */
export function toSaleDocument(r: SaleRecord, history: HistoryEntry[]): SaleDocument {
  return {
    id: r.id,
    orderNumber: orderNumber(r.id),
    version: r.version,
    items: r.items,
    subtotal: r.subtotal,
    total: r.total,
    shippingCost: r.shippingCost,
    extraCosts: r.extraCosts,
    extraCostsTotal: r.extraCostsTotal,
    extraDiscount: r.extraDiscount,
    appliedDiscount: r.appliedDiscount,
    promoItemsDiscount: r.promoItemsDiscount,
    amountPaid: r.amountPaid,
    refundedAmount: r.refundedAmount,
    returnsTotal: r.returnsTotal ?? 0,
    returnedLines: r.returnedLines ?? [],
    ...moneyStanding(r),
    status: r.status,
    isDelivered: r.isDelivered,
    shippedAt: r.shippedAt,
    deliveredAt: r.deliveredAt,
    cancellationReason: r.cancellationReason,
    layawayUntil: r.layawayUntil ?? null,
    sellerId: r.sellerId,
    sellerName: r.sellerName,
    // People read percentages (docs/decisions/0150).
    commission: { percentage: basisPointsToPercent(r.commission.basisPoints) },
    customerId: r.customerId,
    customerInfo: {
      name: r.customerName,
      email: r.customerEmail,
      phone: r.customerPhone,
      userId: r.customerUserId,
      customerId: r.customerId,
    },
    customerName: r.customerName,
    customerType: r.customerType,
    shippingInfo: r.shipping,
    payments: [...r.payments]
      .reverse()
      .map((p) => ({ ...p, method: p.method ?? DEFAULT_PAYMENT_METHOD, modifiedAt: p.modifiedAt ?? null })),
    paymentHistoryInvalidated: r.paymentHistoryInvalidated,
    refunds: [...(r.refunds ?? [])].reverse().map((x) => {
      const kind = x.kind ?? "reembolso";
      // A reembolso left by a method (efectivo unless recorded otherwise); a traspaso moved no money.
      const method = kind === "traspaso" ? null : (x.method ?? DEFAULT_PAYMENT_METHOD);
      return { ...x, kind, toSaleId: x.toSaleId ?? null, method };
    }),
    history: [...history].reverse(),
    isCardPayment: r.isCardPayment,
    paymentData: r.paymentData
      ? {
          card_brand: r.paymentData.cardBrand,
          card_account: r.paymentData.cardAccount,
          transaction_id: r.paymentData.transactionId,
        }
      : null,
    createdAt: r.createdAt,
    saleDate: r.saleDate,
    originalUnregisteredId: r.originalUnregisteredId,
  };
}
