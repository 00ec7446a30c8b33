import { z } from "zod";
import { centavos, idParam, messageResponse } from "../kernel/common";
import { defineOperation } from "../kernel/operation";
import { transferDeclaration } from "../transfers/transfers";

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
  /** What the buyer declared of their transfer; null until they do. */
  transfer: transferDeclaration.nullable(),
});
export type WebPurchase = z.infer<typeof webPurchase>;

export const webPurchaseList = z.object({ items: z.array(webPurchase), unread: z.number().int() });
export type WebPurchaseList = z.infer<typeof webPurchaseList>;

export const webPurchaseStatusInput = z.object({ status: z.string().trim().min(1).max(60) });
export const convertedSale = z.object({ saleId: z.string(), orderNumber: z.string(), message: z.string() });

// ——— Compras Web (docs/product/screens.md 'unregistered'): admin and superadmin only ———
const tags = ["compras web"];

export const listWebPurchases = defineOperation({
  id: "listWebPurchases",
  method: "GET",
  path: "/api/web-purchases",
  summary: "Compras web por transferencia pendientes de confirmar",
  tags,
  access: "admins",
  topic: "unregistered_purchases",
  response: webPurchaseList,
});

export const getWebPurchase = defineOperation({
  id: "getWebPurchase",
  method: "GET",
  path: "/api/web-purchases/:id",
  summary: "Una compra web",
  tags,
  access: "admins",
  topic: "unregistered_purchases",
  params: idParam,
  response: webPurchase,
});

export const markWebPurchaseRead = defineOperation({
  id: "markWebPurchaseRead",
  method: "POST",
  path: "/api/web-purchases/:id/read",
  summary: "Marcar una compra web como vista",
  tags,
  access: "admins",
  params: idParam,
  response: webPurchase,
});

export const setWebPurchaseStatus = defineOperation({
  id: "setWebPurchaseStatus",
  method: "PUT",
  path: "/api/web-purchases/:id/status",
  summary: "Cambiar el estado de una compra web",
  tags,
  access: "admins",
  params: idParam,
  body: webPurchaseStatusInput,
  response: webPurchase,
});

export const deleteWebPurchase = defineOperation({
  id: "deleteWebPurchase",
  method: "DELETE",
  path: "/api/web-purchases/:id",
  summary: "Eliminar una compra web",
  tags,
  access: "admins",
  params: idParam,
  response: messageResponse,
});

export const convertWebPurchase = defineOperation({
  id: "convertWebPurchase",
  method: "POST",
  path: "/api/web-purchases/:id/convert",
  summary: "Convertir una compra web en venta",
  tags,
  access: "admins",
  params: idParam,
  response: convertedSale,
});
