import { z } from "zod";
import { msg } from "../../domain/kernel/messages";
import { RECORDED_PAYMENT_METHODS } from "../../domain/reports/reports";
import { centavos, idParam } from "../kernel/common";
import { defineOperation } from "../kernel/operation";
import { createdPaymentLink } from "../payment-links/payment-links";
import { saleStatus } from "../sales/sales";
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
  /** Each line with its regular price, so the page shows how it reaches the subtotal (docs/decisions/0244). */
  items: z.array(
    z.object({
      productName: z.string(),
      quantity: z.number().int(),
      price: centavos,
      originalPrice: centavos,
    }),
  ),
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
  /** What the buyer declared of the transfer: while awaited (still editable), or kept by the sale it became. */
  transfer: transferDeclaration.nullable(),
  /** The sale's status once the order is a sale (Pendiente, Abonado, Completado…); null before. */
  saleStatus: saleStatus.nullable(),
  /** The sale's payments, oldest first (none before it is a sale). */
  payments: z.array(
    z.object({
      paymentId: z.string(),
      date: z.string(),
      amount: centavos,
      type: z.enum(["partial", "full"]),
      method: z.enum(RECORDED_PAYMENT_METHODS),
    }),
  ),
  /** What is still to pay: the sale's balance, the total while a transfer is awaited, 0 otherwise. */
  balance: centavos,
  /** Whether the balance may be paid by card from this page (a sale, not cancelled, owing something). */
  canPayByCard: z.boolean(),
});
export type OrderResult = z.infer<typeof orderResult>;

/**
 * The signed token of an order's link (docs/decisions/0242): in its emails, in the checkout's
 * redirect, and handed out by the lookup. Optional: the account that bought or the browser that
 * placed the order need none.
 */
const accessQuery = z.object({ t: z.string().max(1000).optional() });

/** The buyer's account, order-owner cookie or the order's signed token decides; anyone else gets a 404. */
export const getOrderResult = defineOperation({
  id: "getOrderResult",
  method: "GET",
  path: "/api/orders/:id/result",
  summary: "Resultado de un pedido: para quien lo hizo o quien tiene el enlace firmado de la orden",
  tags: ["compra"],
  access: "public",
  topic: "sales",
  params: idParam,
  query: accessQuery,
  response: orderResult,
});

export const orderLookupInput = z.object({
  orderNumber: z
    .string({ error: msg.lookupNumberInvalid })
    .trim()
    .max(20, { error: msg.lookupNumberInvalid })
    .regex(/^#?\s*[A-Za-z0-9]{6}$/, { error: msg.lookupNumberInvalid }),
  contact: z
    .string({ error: msg.lookupContactInvalid })
    .trim()
    .min(3, { error: msg.lookupContactInvalid })
    .max(200, { error: msg.lookupContactInvalid }),
});
export type OrderLookupInput = z.infer<typeof orderLookupInput>;

/**
 * POST /api/orders/lookup: an order by its number and the buyer's email or phone, for a guest
 * without the email's link. Found: the order's id and a signed token that opens it. Not found and
 * a wrong email or phone answer alike (404, same text); refusals are counted per address and per
 * order number (429 past the limit).
 */
export const lookupOrder = defineOperation({
  id: "lookupOrder",
  method: "POST",
  path: "/api/orders/lookup",
  summary: "Buscar una orden por su número y el correo o teléfono del comprador",
  tags: ["compra"],
  access: "public",
  body: orderLookupInput,
  response: z.object({ orderId: z.string(), token: z.string() }),
});

/**
 * POST /api/orders/:id/payment-link: a card link for the whole balance of the order's sale, for
 * whoever may see the order (its account, its browser or its signed token), as a client makes one
 * in Mis Compras.
 */
export const createOrderPaymentLink = defineOperation({
  id: "createOrderPaymentLink",
  method: "POST",
  path: "/api/orders/:id/payment-link",
  summary: "Crear un link de pago con tarjeta por el saldo de una orden (quien puede ver la orden)",
  tags: ["compra"],
  access: "public",
  params: idParam,
  query: accessQuery,
  response: createdPaymentLink,
});
