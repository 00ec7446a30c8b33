import { z } from "zod";
import { PAYMENT_METHODS, RECORDED_PAYMENT_METHODS } from "../../domain/reports/reports";
import { SALE_STATUSES } from "../../domain/sales/sale";

/** A sale as the API answers it: the document of docs/product/data.md (money in integer centavos). */
export const saleStatus = z.enum(SALE_STATUSES);
export const saleCustomerType = z.enum(["web-registered", "wholesaler", "manual", "web-unregistered"]);

export const saleDocument = z.object({
  id: z.string(),
  orderNumber: z.string(),
  version: z.number().int(),
  items: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      quantity: z.number().int(),
      price: z.number().int(),
      originalPrice: z.number().int(),
    }),
  ),
  subtotal: z.number().int(),
  total: z.number().int(),
  shippingCost: z.number().int(),
  extraCosts: z.array(z.object({ description: z.string(), amount: z.number().int() })),
  extraCostsTotal: z.number().int(),
  extraDiscount: z.object({ amount: z.number().int(), reason: z.string() }),
  appliedDiscount: z
    .object({ code: z.string(), percentage: z.number(), amount: z.number().int() })
    .nullable(),
  promoItemsDiscount: z.number().int(),
  amountPaid: z.number().int(),
  refundedAmount: z.number().int(),
  /** What returns took off the sale's worth; `total` is net of it (docs/decisions/0249). */
  returnsTotal: z.number().int(),
  /** The units returned per line (`line` is the index in `items`). */
  returnedLines: z.array(z.object({ line: z.number().int(), quantity: z.number().int() })),
  /** What is still to collect: 0 on a cancelled sale (docs/decisions/0161). */
  balance: z.number().int(),
  /** "Saldo a favor": paid beyond what is owed, not given back or moved (docs/decisions/0251). */
  credit: z.number().int(),
  /** On a cancelled sale, what was paid and not refunded; 0 otherwise (docs/decisions/0161). */
  keptOnCancel: z.number().int(),
  status: saleStatus,
  isDelivered: z.boolean(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  /**
   * An apartado's last shop day (docs/decisions/0250), null when the sale is not one. Always sent;
   * optional only so a document built by hand need not name it.
   */
  layawayUntil: z.string().nullable().optional(),
  sellerId: z.string().nullable(),
  sellerName: z.string().nullable(),
  commission: z.object({ percentage: z.number() }),
  customerId: z.string().nullable(),
  customerInfo: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    userId: z.string().nullable(),
    customerId: z.string().nullable(),
  }),
  customerName: z.string(),
  customerType: saleCustomerType,
  shippingInfo: z.object({
    address: z.string().nullable(),
    city: z.string().nullable(),
    cityId: z.string().nullable(),
    department: z.string().nullable(),
    municipality: z.string().nullable(),
    note: z.string().nullable(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
  }),
  payments: z.array(
    z.object({
      paymentId: z.string(),
      amount: z.number().int(),
      date: z.string(),
      recordedBy: z.string(),
      type: z.enum(["partial", "full"]),
      method: z.enum(RECORDED_PAYMENT_METHODS),
      modifiedAt: z.string().nullable(),
    }),
  ),
  paymentHistoryInvalidated: z.boolean(),
  /** Every refund, newest first, like payments. */
  /** A traspaso moved credit to the sale `toSaleId` instead of giving it back (docs/decisions/0251). */
  refunds: z.array(
    z.object({
      amount: z.number().int(),
      date: z.string(),
      recordedBy: z.string(),
      kind: z.enum(["reembolso", "traspaso"]),
      toSaleId: z.string().nullable(),
      /** How a reembolso left; null on a traspaso (it moves no money). */
      method: z.enum(PAYMENT_METHODS).nullable(),
    }),
  ),
  history: z.array(
    z.object({ event: z.string(), user: z.string(), timestamp: z.string(), details: z.string() }),
  ),
  isCardPayment: z.boolean(),
  paymentData: z
    .object({
      card_brand: z.string().nullable(),
      card_account: z.string().nullable(),
      transaction_id: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  saleDate: z.string(),
  originalUnregisteredId: z.string().nullable(),
});
export type SaleDocument = z.infer<typeof saleDocument>;
