import { z } from "zod";
import { idParam } from "../kernel/common";
import { defineOperation } from "../kernel/operation";

/** Configuración › Correo: the outbox as the owner sees it. */
export const outboxStatus = z.enum(["queued", "sent", "failed"]);

export const outboxEmailSummary = z.object({
  id: z.string(),
  template: z.string(),
  toAddress: z.string(),
  toName: z.string(),
  subject: z.string(),
  status: outboxStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
  attachments: z.array(z.object({ filename: z.string() })),
  /** The body was removed after the retention period. */
  purged: z.boolean(),
});
export type OutboxEmailSummary = z.infer<typeof outboxEmailSummary>;

export const outboxListQuery = z.object({
  status: outboxStatus.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const outboxList = z.object({
  items: z.array(outboxEmailSummary),
  /** False when no mail server is configured: everything waits here. */
  smtpConfigured: z.boolean(),
});

export const outboxEmail = outboxEmailSummary.extend({
  html: z.string().nullable(),
  text: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmail>;

export const mailTemplatePreview = z.object({
  template: z.string(),
  label: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export const mailTemplatePreviews = z.object({ items: z.array(mailTemplatePreview) });
export type MailTemplatePreview = z.infer<typeof mailTemplatePreview>;

const tags = ["correo"];

export const listOutboxEmails = defineOperation({
  id: "listOutboxEmails",
  method: "GET",
  topic: "outbox_emails",
  path: "/api/mail/outbox",
  summary: "Correos enviados, en espera y fallidos",
  tags,
  access: "admins",
  query: outboxListQuery,
  response: outboxList,
});

export const getOutboxEmail = defineOperation({
  id: "getOutboxEmail",
  method: "GET",
  topic: "outbox_emails",
  path: "/api/mail/outbox/:id",
  summary: "Un correo tal como se recibe",
  tags,
  access: "admins",
  params: idParam,
  response: outboxEmail,
});

export const getOutboxAttachment = defineOperation({
  id: "getOutboxAttachment",
  method: "GET",
  path: "/api/mail/outbox/:id/attachments/:index",
  summary: "Un adjunto de un correo",
  tags,
  access: "admins",
  params: idParam.extend({ index: z.coerce.number().int().min(0).max(20) }),
});

export const resendOutboxEmail = defineOperation({
  id: "resendOutboxEmail",
  method: "POST",
  path: "/api/mail/outbox/:id/resend",
  summary: "Reenviar un correo",
  tags,
  access: "admins",
  params: idParam,
  response: z.object({ id: z.string() }),
});

export const previewMailTemplates = defineOperation({
  id: "previewMailTemplates",
  method: "GET",
  topic: "outbox_emails",
  path: "/api/mail/templates",
  summary: "Vista previa de cada correo que envía la tienda",
  tags,
  access: "admins",
  response: mailTemplatePreviews,
});

/** One-click unsubscribe from payment reminders (RFC 8058): the signed token is the only input. */
export const unsubscribeQuery = z.object({ token: z.string().trim().min(1).max(2000) });

export const showMailUnsubscribe = defineOperation({
  id: "showMailUnsubscribe",
  method: "GET",
  path: "/api/mail/unsubscribe",
  summary: "Página para dejar de recibir recordatorios de pago (con un botón que confirma)",
  tags,
  access: "public",
  query: unsubscribeQuery,
});

export const mailUnsubscribe = defineOperation({
  id: "mailUnsubscribe",
  method: "POST",
  path: "/api/mail/unsubscribe",
  summary: "Dejar de recibir recordatorios de pago (un clic, sin sesión; el token firmado dice la dirección)",
  tags,
  access: "public",
  query: unsubscribeQuery,
});

/** A link (payment or statement) queued by email to the customer: to whom, and whether it was new. */
export const linkEmailed = z.object({
  message: z.string(),
  to: z.string(),
  /** False when this link had already been queued to this address (nothing new was queued). */
  queued: z.boolean(),
});
export type LinkEmailed = z.infer<typeof linkEmailed>;
