import { z } from "zod";
import { centavos, idParam } from "../kernel/common";
import { defineOperation } from "../kernel/operation";
import { bankAccount } from "../settings/settings";
import { transferDeclaration } from "../transfers/transfers";

/**
 * GET /api/orders/:id/result: what /payment/success shows, only to the order's owner.
 * paid = card sale; confirming = waiting for the gateway; failed = declined, cancelled or
 * expired; awaiting_transfer = bank transfer not yet confirmed; confirmed = any other sale.
 */
export const ORDER_STATES = ["paid", "confirming", "failed", "awaiting_transfer", "confirmed"] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const orderResult = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  state: z.enum(ORDER_STATES),
  customerName: z.string(),
  items: z.array(z.object({ productName: z.string(), quantity: z.number().int(), price: centavos })),
  subtotal: centavos,
  promoItemsDiscount: centavos,
  codeDiscount: centavos,
  /** The code of the code discount (null without one), so the summary can name it. */
  discountCode: z.string().nullable(),
  shippingCost: centavos,
  total: centavos,
  /** The rest of the balance formula: 0 until staff add extra costs, a discount or payments. */
  extraCostsTotal: centavos,
  extraDiscount: centavos,
  amountPaid: centavos,
  createdAt: z.string(),
  /** Only while a bank transfer is awaited. */
  bankAccounts: z.array(bankAccount),
  /** What the buyer declared of the awaited transfer; null until they do (or for any other state). */
  transfer: transferDeclaration.nullable(),
});
export type OrderResult = z.infer<typeof orderResult>;

/** The buyer's account or order-owner cookie decides; anyone else gets a 404. */
export const getOrderResult = defineOperation({
  id: "getOrderResult",
  method: "GET",
  path: "/api/orders/:id/result",
  summary: "Resultado de un pedido, solo para quien lo hizo",
  tags: ["compra"],
  access: "public",
  topic: "sales",
  params: idParam,
  response: orderResult,
});
