import { z } from "zod";

/**
 * The order a bank-transfer checkout stored in unregistered_purchases.order (priced by the
 * server at checkout, docs/product/data.md "the order data"). Parsed, never trusted blindly: a malformed
 * row is refused instead of turning into a wrong sale.
 */
const money = z.number().int().min(0);
const nullableText = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** The parts a pending card order shares with a web purchase (src/server/payments/pending-order.ts). */
export const storedItems = z
  .array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      quantity: z.number().int().positive(),
      price: money,
      originalPrice: money,
    }),
  )
  .min(1);
export const storedAddress = z
  .object({
    address: nullableText,
    city: nullableText,
    cityId: nullableText,
    department: nullableText,
    municipality: nullableText,
    note: nullableText,
  })
  .default({ address: null, city: null, cityId: null, department: null, municipality: null, note: null });
export const storedAppliedDiscount = z
  .object({ code: z.string(), percentage: z.number(), amount: money })
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const storedOrder = z.object({
  items: storedItems,
  subtotal: money,
  promoItemsDiscount: money.default(0),
  appliedDiscount: storedAppliedDiscount,
  shippingCost: money.default(0),
  extraCosts: z.array(z.object({ description: z.string(), amount: money })).default([]),
  extraCostsTotal: money.default(0),
  total: money,
  extraDiscount: z.object({ amount: money, reason: z.string() }).optional(),
  customerInfo: z
    .object({
      name: z.string().optional(),
      email: nullableText,
      phone: nullableText,
      userId: nullableText,
      customerId: nullableText,
    })
    .default({ email: null, phone: null, userId: null, customerId: null }),
  customerName: z.string().optional(),
  customerType: z.enum(["web-registered", "wholesaler", "manual", "web-unregistered"]).optional(),
  shippingInfo: storedAddress,
  paymentMethod: nullableText,
  /** An apartado opened at checkout (docs/decisions/0253): the sale opens as one when converted. */
  layaway: z.boolean().optional(),
});
export type StoredOrder = z.infer<typeof storedOrder>;
