import { z } from "zod";
import { centavos, idParam } from "../kernel/common";
import { defineOperation } from "../kernel/operation";

/** Card-payment notifications (docs/product/data.md, states.md) as the back office reads them. */
export const cardNotificationStatus = z.enum([
  "pending_payment",
  "new",
  "viewed",
  "processed",
  "failed",
  "expired",
]);

export const cardNotification = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  saleId: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  amount: centavos,
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  transactionId: z.string().nullable(),
  shippingCity: z.string().nullable(),
  itemCount: z.number().int(),
  status: cardNotificationStatus,
  source: z.string(),
  createdAt: z.string(),
  viewedAt: z.string().nullable(),
  processedAt: z.string().nullable(),
});
export type CardNotification = z.infer<typeof cardNotification>;

export const cardNotificationQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
export const cardNotificationList = z.object({
  items: z.array(cardNotification),
  /** Notifications still 'new' (the bell's badge). */
  unseen: z.number().int(),
});
export type CardNotificationList = z.infer<typeof cardNotificationList>;

const period = z.object({
  count: z.number().int(),
  totalAmount: centavos,
  payments: z.array(
    z.object({
      saleId: z.string(),
      orderNumber: z.string(),
      customerName: z.string(),
      amount: centavos,
      createdAt: z.string(),
    }),
  ),
});
/** Every charge through the card gateway in a period: card checkouts and paid payment links. */
const charges = z.object({ count: z.number().int(), total: centavos });
/** docs/product/operations.md statistics from sales with isCardPayment, and the 10 most recent card payments. */
export const cardPaymentStats = z.object({
  today: period,
  last7Days: period,
  month: period,
  /** Beside those, "Cobros con tarjeta (todos)": card checkouts plus payment links, by the day they were charged. */
  allCharges: z.object({ today: charges, last7Days: charges, month: charges }),
  recent: z.array(
    z.object({
      saleId: z.string(),
      orderNumber: z.string(),
      customerName: z.string(),
      amount: centavos,
      cardBrand: z.string().nullable(),
      cardAccount: z.string().nullable(),
      transactionId: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type CardPaymentStats = z.infer<typeof cardPaymentStats>;

const tags = ["pagos con tarjeta"];

/** Pagos con Tarjeta and the card-payment bell: admin and superadmin only. */
export const listCardPayments = defineOperation({
  id: "listCardPayments",
  method: "GET",
  path: "/api/card-payments",
  summary: "Notificaciones de pagos con tarjeta",
  tags,
  access: "admins",
  topic: "card_payment_notifications",
  query: cardNotificationQuery,
  response: cardNotificationList,
});

/** Computed from sales, so its query refetches on the topic 'sales'. */
export const getCardPaymentStats = defineOperation({
  id: "getCardPaymentStats",
  method: "GET",
  path: "/api/card-payments/stats",
  summary: "Estadísticas de pagos con tarjeta",
  tags,
  access: "admins",
  topic: "sales",
  response: cardPaymentStats,
});

export const markCardPaymentViewed = defineOperation({
  id: "markCardPaymentViewed",
  method: "POST",
  path: "/api/card-payments/:id/viewed",
  summary: "Marcar un pago con tarjeta como visto",
  tags,
  access: "admins",
  params: idParam,
  response: cardNotification,
});

export const markCardPaymentProcessed = defineOperation({
  id: "markCardPaymentProcessed",
  method: "POST",
  path: "/api/card-payments/:id/processed",
  summary: "Marcar un pago con tarjeta como procesado",
  tags,
  access: "admins",
  params: idParam,
  response: cardNotification,
});
