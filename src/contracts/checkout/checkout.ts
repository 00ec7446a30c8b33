import { z } from "zod";
import { msg } from "../../domain/kernel/messages";
import { centavos } from "../kernel/common";
import { defineOperation } from "../kernel/operation";

/** Checkout of the storefront (docs/decisions/0020). Amounts never come from the browser. */
export const MAX_LINE_QUANTITY = 999;
export const MAX_LINES = 50;

export const checkoutLine = z.object({
  productId: z.string().min(1).max(64),
  quantity: z
    .number({ error: msg.quantityInvalid })
    .int({ error: msg.quantityInvalid })
    .min(1, { error: msg.quantityInvalid })
    .max(MAX_LINE_QUANTITY, { error: msg.quantityInvalid }),
});

const lines = z
  .array(checkoutLine)
  .min(1, { error: msg.cartEmpty })
  .max(MAX_LINES, { error: msg.tooManyLines })
  .refine((list) => new Set(list.map((l) => l.productId)).size === list.length, { error: msg.duplicateLine });

const discountCode = z.string().trim().max(40).optional();

/** POST /api/checkout/quote: the cart and the order summary priced by the server. */
export const quoteInput = z.object({
  items: lines,
  cityId: z.string().max(64).optional(),
  discountCode,
});
export type QuoteInput = z.infer<typeof quoteInput>;

export const quoteLine = z.object({
  productId: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  quantity: z.number().int(),
  /** Units in stock now (0 when the product is gone or hidden). */
  stock: z.number().int(),
  available: z.boolean(),
  price: centavos,
  salePrice: centavos,
  promoPrice: centavos.nullable(),
  originalPublicPrice: centavos,
  /** Only when a wholesaler asks (docs/decisions/0071). */
  wholesalePrice: centavos.nullable().optional(),
});
export type QuoteLine = z.infer<typeof quoteLine>;

export const quote = z.object({
  lines: z.array(quoteLine),
  subtotal: centavos,
  promoItemsDiscount: centavos,
  appliedDiscount: z.object({ code: z.string(), percentage: z.number(), amount: centavos }).nullable(),
  /** Why the code was not applied (null when there is no code or it applied). */
  discountError: z.string().nullable(),
  shippingCost: centavos,
  total: centavos,
  /** The signed-in buyer's saldo a favor free to spend (0 for a guest, docs/decisions/0251). */
  credit: centavos,
  /** The shop's apartado terms when it offers apartados online (docs/decisions/0253), else null. */
  layaway: z
    .object({
      depositPercent: z.number().int(),
      termDays: z.number().int(),
      deposit: centavos,
      /** The last shop day to pay it off, if opened today. */
      deadline: z.string(),
      /** What expiry does to the money, as the shop must tell the buyer before they choose. */
      policy: z.string(),
    })
    .nullable(),
});
export type Quote = z.infer<typeof quote>;

/**
 * A Honduran phone as people type it: 8 digits, or 11 starting with the country code 504, with
 * anything that is not a digit between them. A regex rather than a refinement, so the document
 * carries it as the field's pattern.
 */
const PHONE_TEXT = /^\D*(?:5\D*0\D*4\D*)?(?:\d\D*){8}$/;
const phone = z.string().trim().max(30).regex(PHONE_TEXT, { error: msg.phoneInvalid });
const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);

/** POST /api/checkout: places the order. Unknown fields (prices, totals) are dropped by the schema. */
export const checkoutInput = z.object({
  items: lines,
  contact: z.object({
    name: required(msg.nameRequired, 120),
    email: z.email({ error: msg.emailInvalid }).max(200),
    phone,
  }),
  shipping: z.object({
    cityId: z.string({ error: msg.chooseCity }).min(1, { error: msg.chooseCity }).max(64),
    department: required(msg.departmentRequired, 80),
    municipality: required(msg.municipalityRequired, 80),
    address: required(msg.addressRequired, 300),
    note: z.string().trim().max(500).optional(),
  }),
  discountCode,
  paymentMethod: z.enum(["card", "transfer"]),
  /** A signed-in buyer spends their saldo a favor, up to the order's total; the rest by the method. */
  useCredit: z.boolean().optional(),
  /** A signed-in buyer opens an apartado: the method pays the minimum deposit now (docs/decisions/0253). */
  layaway: z.boolean().optional(),
});
export type CheckoutInput = z.infer<typeof checkoutInput>;

/** What the buyer types on the checkout page; the cart's lines and the applied code join it on submit. */
export const checkoutDetails = checkoutInput.pick({
  contact: true,
  shipping: true,
  paymentMethod: true,
  useCredit: true,
  layaway: true,
});
export type CheckoutDetails = z.input<typeof checkoutDetails>;

export const checkoutResult = z.object({
  /** "credit": paid whole with saldo a favor, a sale already (docs/decisions/0251). */
  method: z.enum(["card", "transfer", "credit"]),
  orderId: z.string(),
  orderNumber: z.string(),
  /** Card: the gateway's hosted payment page. Transfer and credit: the result page. */
  redirectUrl: z.string(),
});
export type CheckoutResult = z.infer<typeof checkoutResult>;

const tags = ["compra"];

/** Guests and signed-in buyers alike; a wholesaler's session prices at the wholesale price. */
export const quoteCart = defineOperation({
  id: "quoteCart",
  method: "POST",
  path: "/api/checkout/quote",
  summary: "Precios actuales del carrito y resumen del pedido",
  tags,
  access: "public",
  body: quoteInput,
  response: quote,
});

/** Limited per client and per IP (docs/decisions/0155): an order holds stock. */
export const placeOrder = defineOperation({
  id: "placeOrder",
  method: "POST",
  path: "/api/checkout",
  summary: "Realizar el pedido (tarjeta o transferencia)",
  tags,
  access: "public",
  body: checkoutInput,
  response: checkoutResult,
});
