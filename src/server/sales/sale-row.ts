import type { SaleCustomerType } from "../../domain/sales/customer-type";
import type { SaleStatus } from "../../domain/sales/sale";
import type { NewSaleRecord, SaleRecord } from "../../domain/sales/sale-record";
import type { sales } from "./schema";

/** A sale's row and its record: the columns written from a record, and a record read back from the row. */

export type SaleRow = typeof sales.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const date = (s: string | null) => (s ? new Date(s) : null);

/** Column values of a sale (everything but id, version and createdAt). */
export function toRow(r: NewSaleRecord) {
  return {
    subtotal: r.subtotal,
    total: r.total,
    shippingCost: r.shippingCost,
    extraCostsTotal: r.extraCostsTotal,
    extraDiscountAmount: r.extraDiscount.amount,
    extraDiscountReason: r.extraDiscount.reason,
    appliedDiscountCode: r.appliedDiscount?.code ?? null,
    appliedDiscountPercentage: r.appliedDiscount?.percentage ?? null,
    appliedDiscountAmount: r.appliedDiscount?.amount ?? 0,
    promoItemsDiscount: r.promoItemsDiscount,
    amountPaid: r.amountPaid,
    refundedAmount: r.refundedAmount,
    returnsTotal: r.returnsTotal ?? 0,
    returnedLines: r.returnedLines ?? [],
    layawayUntil: r.layawayUntil ?? null,
    layawayRemindedAt: date(r.layawayRemindedAt ?? null),
    status: r.status,
    isDelivered: r.isDelivered,
    shippedAt: date(r.shippedAt),
    deliveredAt: date(r.deliveredAt),
    cancellationReason: r.cancellationReason,
    sellerId: r.sellerId,
    sellerName: r.sellerName,
    commissionBasisPoints: r.commission.basisPoints,
    customerId: r.customerId,
    customerUserId: r.customerUserId,
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    customerPhone: r.customerPhone,
    customerType: r.customerType,
    shippingAddress: r.shipping.address,
    shippingCity: r.shipping.city,
    shippingCityId: r.shipping.cityId,
    shippingDepartment: r.shipping.department,
    shippingMunicipality: r.shipping.municipality,
    shippingNote: r.shipping.note,
    carrier: r.shipping.carrier,
    trackingNumber: r.shipping.trackingNumber,
    trackingUrl: r.shipping.trackingUrl,
    paymentHistoryInvalidated: r.paymentHistoryInvalidated,
    isCardPayment: r.isCardPayment,
    cardBrand: r.paymentData?.cardBrand ?? null,
    cardAccount: r.paymentData?.cardAccount ?? null,
    transactionId: r.paymentData?.transactionId ?? null,
    originalUnregisteredId: r.originalUnregisteredId,
    saleDate: new Date(r.saleDate),
  };
}

/** The sale row alone; its children are read (or kept) separately. */
export function fromRow(row: SaleRow): Omit<SaleRecord, "items" | "payments" | "extraCosts" | "refunds"> {
  return {
    id: row.id,
    version: row.version,
    subtotal: row.subtotal,
    shippingCost: row.shippingCost,
    extraCostsTotal: row.extraCostsTotal,
    promoItemsDiscount: row.promoItemsDiscount,
    appliedDiscount: row.appliedDiscountCode
      ? {
          code: row.appliedDiscountCode,
          percentage: row.appliedDiscountPercentage ?? 0,
          amount: row.appliedDiscountAmount,
        }
      : null,
    extraDiscount: { amount: row.extraDiscountAmount, reason: row.extraDiscountReason },
    total: row.total,
    amountPaid: row.amountPaid,
    refundedAmount: row.refundedAmount,
    returnsTotal: row.returnsTotal,
    returnedLines: row.returnedLines,
    layawayUntil: row.layawayUntil,
    layawayRemindedAt: iso(row.layawayRemindedAt),
    status: row.status as SaleStatus,
    paymentHistoryInvalidated: row.paymentHistoryInvalidated,
    isDelivered: row.isDelivered,
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    cancellationReason: row.cancellationReason,
    commission: { basisPoints: row.commissionBasisPoints },
    customerId: row.customerId,
    customerUserId: row.customerUserId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    customerType: row.customerType as SaleCustomerType,
    shipping: {
      address: row.shippingAddress,
      city: row.shippingCity,
      cityId: row.shippingCityId,
      department: row.shippingDepartment,
      municipality: row.shippingMunicipality,
      note: row.shippingNote,
      carrier: row.carrier,
      trackingNumber: row.trackingNumber,
      trackingUrl: row.trackingUrl,
    },
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    isCardPayment: row.isCardPayment,
    paymentData: row.isCardPayment
      ? { cardBrand: row.cardBrand, cardAccount: row.cardAccount, transactionId: row.transactionId }
      : null,
    originalUnregisteredId: row.originalUnregisteredId,
    saleDate: row.saleDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
