import { z } from "zod";
import { centavos, pageFields, pageParam } from "../kernel/common";
import { defineOperation } from "../kernel/operation";

/** Reportes › Cobranza (docs/decisions/0126): admins and superadmins. Money in centavos. */

export const lastReminder = z.object({
  at: z.string(),
  byName: z.string(),
  /** What the customer owed when reminded. */
  balance: centavos,
});
export type LastReminder = z.infer<typeof lastReminder>;

export const collectionsCustomer = z.object({
  customerKey: z.string(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  /** The address a reminder by email goes to (the newest sale's, else its customer's or account's). */
  customerEmail: z.string().nullable(),
  /** The customer asked (one-click) for no more reminders by email. */
  remindersUnsubscribed: z.boolean(),
  /** Sales that still owe something (overdue or not). */
  sales: z.number().int(),
  /** Everything the customer owes today. */
  balance: centavos,
  /** The part owed on sales older than the term. */
  overdueBalance: centavos,
  /** The customer's Saldo a favor on any of their sales: shown apart, never taken off the balance. */
  credit: centavos,
  /** The oldest sale that still owes (an instant). */
  oldestSaleAt: z.string(),
  /** Days past the term of the oldest overdue sale. */
  daysOverdue: z.number().int(),
  lastPaymentAt: z.string().nullable(),
  lastReminder: lastReminder.nullable(),
});
export type CollectionsCustomer = z.infer<typeof collectionsCustomer>;

export const collectionsReport = z.object({
  today: z.string(),
  overdueDays: z.number().int(),
  customers: z.array(collectionsCustomer),
  totals: z.object({ customers: z.number().int(), balance: centavos, overdueBalance: centavos }),
});
export type CollectionsReport = z.infer<typeof collectionsReport>;
/** What the screen gets: one page of the customers, the totals of them all. */
export const collectionsReportPage = collectionsReport.extend(pageFields);

export const reminderInput = z.object({ customerKey: z.string().trim().min(1).max(400) });

export const reminderResult = z.object({
  /** wa.me link with the text, to open in WhatsApp. */
  whatsappUrl: z.string(),
  text: z.string(),
  /** Sales whose payment link went into the text. */
  paymentLinks: z.number().int(),
  lastReminder,
});
export type ReminderResult = z.infer<typeof reminderResult>;

export const emailReminderResult = z.object({
  message: z.string(),
  to: z.string(),
  paymentLinks: z.number().int(),
  lastReminder,
});
export type EmailReminderResult = z.infer<typeof emailReminderResult>;

const tags = ["reportes"];

export const getCollections = defineOperation({
  id: "getCollections",
  method: "GET",
  path: "/api/reports/collections",
  summary: "Cobranza: clientes con saldo vencido, último pago y último recordatorio",
  tags,
  access: "admins",
  topic: "sales",
  query: z.object({ page: pageParam }),
  response: collectionsReportPage,
});

export const exportCollections = defineOperation({
  id: "exportCollections",
  method: "GET",
  path: "/api/reports/collections/export.csv",
  summary: "Exportar Cobranza a CSV (UTF-8 con BOM)",
  tags,
  access: "admins",
});

export const sendCollectionReminder = defineOperation({
  id: "sendCollectionReminder",
  method: "POST",
  path: "/api/reports/collections/reminders",
  summary: "Prepara el recordatorio de WhatsApp de un cliente con saldo vencido y lo anota",
  tags,
  access: "admins",
  body: reminderInput,
  response: reminderResult,
});

export const emailCollectionReminder = defineOperation({
  id: "emailCollectionReminder",
  method: "POST",
  path: "/api/reports/collections/reminders/email",
  summary:
    "Envía por correo el recordatorio de un cliente con saldo vencido (con baja de un clic) y lo anota",
  tags,
  access: "admins",
  body: reminderInput,
  response: emailReminderResult,
});
