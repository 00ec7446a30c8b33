import { z } from "zod";
import { centavos } from "./common";

/** Web purchases by bank transfer awaiting staff confirmation (docs/product/data.md unregistered_purchase). */
export const webPurchaseItem = z.object({
  productId: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  price: centavos,
  originalPrice: centavos,
});

export const webPurchase = z.object({
  id: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  customerUserId: z.string().nullable(),
  total: centavos,
  subtotal: centavos,
  shippingCost: centavos,
  promoItemsDiscount: centavos,
  appliedDiscount: z.object({ code: z.string(), percentage: z.number(), amount: centavos }).nullable(),
  items: z.array(webPurchaseItem),
  shippingInfo: z.object({
    address: z.string().nullable(),
    city: z.string().nullable(),
    department: z.string().nullable(),
    note: z.string().nullable(),
  }),
  paymentMethod: z.string().nullable(),
  status: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type WebPurchase = z.infer<typeof webPurchase>;

export const webPurchaseList = z.object({ items: z.array(webPurchase), unread: z.number().int() });
export type WebPurchaseList = z.infer<typeof webPurchaseList>;

export const webPurchaseStatusInput = z.object({ status: z.string().trim().min(1).max(60) });
export const convertedSale = z.object({ saleId: z.string(), orderNumber: z.string(), message: z.string() });
