import { z } from "zod";
import { paymentLinkMsg as m } from "../../domain/payment-links/messages-payment-links";
import { centavos } from "../kernel/common";
import { defineOperation } from "../kernel/operation";
import { linkEmailed } from "../mail/mail";
import { saleIdParam } from "../sales/orders-admin";

/**
 * Card payment links for a sale's balance (docs/product/operations.md). Admins create
 * them for any sale, a client or wholesaler for their own purchase's whole balance; whoever holds
 * the link pays it without an account. Money in centavos.
 */

export const createPaymentLinkInput = z
  .object({
    /** Staff may charge part of the balance; absent = the whole balance. */
    amount: z.number(m.amountInvalid).int(m.amountInvalid).positive(m.amountInvalid).optional(),
  })
  .strict();
export type CreatePaymentLinkInput = z.infer<typeof createPaymentLinkInput>;

export const createdPaymentLink = z.object({
  token: z.string(),
  /** Absolute address of the public page. */
  url: z.string(),
  amount: centavos,
  expiresAt: z.string(),
  /** WhatsApp chat with the customer (504 + phone) carrying the link; null without a phone. */
  whatsappUrl: z.string().nullable(),
  shareText: z.string(),
});
export type CreatedPaymentLink = z.infer<typeof createdPaymentLink>;

export const paymentLinkState = z.enum(["open", "paid", "expired", "replaced"]);

/** What the public page shows: the store, the order and the amount — nothing about the customer. */
export const publicPaymentLink = z.object({
  storeName: z.string(),
  orderNumber: z.string(),
  amount: centavos,
  expiresAt: z.string(),
  state: paymentLinkState,
});
export type PublicPaymentLink = z.infer<typeof publicPaymentLink>;

const tokenParam = z.object({ token: z.string().min(10).max(100) });
const referenceParam = z.object({ reference: z.string().min(10).max(64) });

const tags = ["links de pago"];

export const createPaymentLink = defineOperation({
  id: "createPaymentLink",
  method: "POST",
  path: "/api/sales/:id/payment-links",
  summary:
    "Crear un link de pago con tarjeta por el saldo de una venta (administradores; el cliente, de su compra)",
  tags,
  access: "customers-and-admins",
  params: saleIdParam,
  body: createPaymentLinkInput,
  response: createdPaymentLink,
});

export const getPaymentLink = defineOperation({
  id: "getPaymentLink",
  method: "GET",
  path: "/api/payment-links/:token",
  summary: "Un link de pago, como lo ve quien lo abre",
  tags,
  access: "public",
  params: tokenParam,
  response: publicPaymentLink,
});

export const payPaymentLink = defineOperation({
  id: "payPaymentLink",
  method: "POST",
  path: "/api/payment-links/:token/pay",
  summary: "Ir a la pasarela de pago para pagar un link",
  tags,
  access: "public",
  params: tokenParam,
  response: z.object({ redirectUrl: z.string() }),
});

/** The return page after the gateway: by the link's reference (the gateway's order id), not its token. */
export const getPaymentLinkResult = defineOperation({
  id: "getPaymentLinkResult",
  method: "GET",
  path: "/api/payment-links/result/:reference",
  summary: "Resultado del pago de un link (página de regreso de la pasarela)",
  tags,
  access: "public",
  params: referenceParam,
  response: publicPaymentLink,
});

/** The link just made, sent by email to the sale's recorded address (the token proves which link). */
export const emailPaymentLink = defineOperation({
  id: "emailPaymentLink",
  method: "POST",
  path: "/api/sales/:id/payment-links/email",
  summary: "Enviar por correo al cliente un link de pago abierto de la venta (administradores)",
  tags,
  access: "admins",
  params: saleIdParam,
  body: z.object({ token: z.string().min(10).max(100) }).strict(),
  response: linkEmailed,
});
