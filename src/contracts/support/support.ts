import { z } from "zod";
import { msg } from "../../domain/kernel/messages";
import {
  TICKET_CATEGORIES,
  TICKET_MESSAGE_MAX,
  TICKET_PHOTO_MAX_BYTES,
  TICKET_STATUSES,
  TICKET_SUBJECT_MAX,
} from "../../domain/support/support";
import { idParam } from "../kernel/common";
import { type MultipartForm, PHOTO_TYPES } from "../kernel/multipart";
import { defineOperation } from "../kernel/operation";

/**
 * Support tickets (decisions 0081–0084): Centro de Soporte for clients and wholesalers,
 * Tickets de Soporte for admins and superadmins. Sellers read no ticket.
 */
export const ticketStatus = z.enum(TICKET_STATUSES, { error: msg.ticketStatusInvalid });
export const ticketCategory = z.enum(TICKET_CATEGORIES, { error: msg.ticketCategoryInvalid });

const messageText = z
  .string()
  .trim()
  .min(1, msg.ticketMessageRequired)
  .max(TICKET_MESSAGE_MAX, msg.ticketMessageTooLong(TICKET_MESSAGE_MAX));

export const newTicketBody = z.object({
  subject: z
    .string()
    .trim()
    .min(1, msg.ticketSubjectRequired)
    .max(TICKET_SUBJECT_MAX, msg.ticketSubjectTooLong(TICKET_SUBJECT_MAX)),
  category: ticketCategory,
  /** One of the customer's own purchases (a sale or a web purchase), or none. */
  relatedPurchaseId: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => v || null),
  message: messageText,
});
export type NewTicketInput = z.input<typeof newTicketBody>;

export const ticketReplyBody = z.object({ text: messageText });
export type TicketReplyInput = z.input<typeof ticketReplyBody>;

/** Staff change the status and/or the assignee (null = nobody). */
export const ticketUpdateBody = z
  .object({
    status: ticketStatus.optional(),
    assignedToId: z.string().max(64).nullable().optional(),
  })
  .refine((b) => b.status !== undefined || b.assignedToId !== undefined, {
    message: msg.ticketStatusInvalid,
  });

export const ticketListQuery = z.object({
  status: ticketStatus.optional(),
  category: ticketCategory.optional(),
  needsAnswer: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});
export type TicketListQuery = z.input<typeof ticketListQuery>;

export const ticketSummary = z.object({
  id: z.string(),
  number: z.string(),
  subject: z.string(),
  category: ticketCategory,
  status: ticketStatus,
  userId: z.string(),
  userName: z.string(),
  assignedToId: z.string().nullable(),
  assignedToName: z.string().nullable(),
  relatedPurchaseId: z.string().nullable(),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
  /** Messages of the other side this viewer's side has not opened (decision 0082). */
  unread: z.boolean(),
  needsAnswer: z.boolean(),
  lastMessage: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

export const ticketMessage = z.object({
  id: z.string(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  senderRole: z.string(),
  /** 'client' when a client or wholesaler wrote it, 'staff' otherwise. */
  side: z.enum(["client", "staff"]),
  timestamp: z.string(),
  text: z.string(),
  /** The photo's URL (served only to who may read the ticket), or null. */
  photoUrl: z.string().nullable(),
  photoWidth: z.number().int().nullable(),
  photoHeight: z.number().int().nullable(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

export const ticketPurchase = z.object({
  id: z.string(),
  orderNumber: z.string(),
  kind: z.enum(["sale", "web-purchase"]),
  status: z.string(),
  total: z.number().int(),
});

export const ticketCustomer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  role: z.string(),
});

export const ticketDetail = ticketSummary.extend({
  messages: z.array(ticketMessage),
  relatedPurchase: ticketPurchase.nullable(),
  /** Staff only: who opened it. Null for the customer's own view. */
  customer: ticketCustomer.nullable(),
});
export type TicketDetail = z.infer<typeof ticketDetail>;

export const cannedReply = z.object({ title: z.string(), text: z.string() });
export const supportDesk = z.object({
  agents: z.array(z.object({ id: z.string(), name: z.string(), role: z.string() })),
  cannedReplies: z.array(cannedReply),
});
export type SupportDesk = z.infer<typeof supportDesk>;

export const ticketPhotoParams = z.object({
  id: z.string().min(1).max(64),
  messageId: z.string().min(1).max(64),
});

const tags = ["soporte"];
const ok = z.object({ ok: z.literal(true) });

export const listSupportTickets = defineOperation({
  id: "listSupportTickets",
  method: "GET",
  path: "/api/support/tickets",
  summary: "Tickets de soporte: los propios (cliente, mayorista) o todos (administración)",
  tags,
  access: "customers-and-admins",
  topic: "support_tickets",
  query: ticketListQuery,
  response: z.array(ticketSummary),
});

export const createSupportTicket = defineOperation({
  id: "createSupportTicket",
  method: "POST",
  path: "/api/support/tickets",
  summary: "Abrir un ticket con su primer mensaje",
  tags,
  access: "customers",
  body: newTicketBody,
  response: ticketSummary,
});

export const getSupportTicket = defineOperation({
  id: "getSupportTicket",
  method: "GET",
  path: "/api/support/tickets/:id",
  summary: "Un ticket con su conversación",
  tags,
  access: "customers-and-admins",
  topic: "support_tickets",
  params: idParam,
  response: ticketDetail,
});

export const replySupportTicket = defineOperation({
  id: "replySupportTicket",
  method: "POST",
  path: "/api/support/tickets/:id/messages",
  summary: "Responder en un ticket",
  tags,
  access: "customers-and-admins",
  params: idParam,
  body: ticketReplyBody,
  response: ok,
});

/** A ticket's photo: `photo` (JPEG, PNG or WebP, re-encoded WebP) and an optional `text` caption. */
export const ticketPhotoForm: MultipartForm = {
  files: { photo: { types: PHOTO_TYPES, maxBytes: TICKET_PHOTO_MAX_BYTES, description: "La foto" } },
  fields: { text: { maxLength: TICKET_MESSAGE_MAX, description: "Un mensaje con la foto (opcional)" } },
};

export const addSupportTicketPhoto = defineOperation({
  id: "addSupportTicketPhoto",
  method: "POST",
  path: "/api/support/tickets/:id/photos",
  summary: "Adjuntar una foto a un ticket (multipart: photo, text opcional)",
  tags,
  access: "customers-and-admins",
  params: idParam,
  multipart: ticketPhotoForm,
  response: ok,
});

/** The photo of one message, re-encoded WebP, served only to who may read the ticket. */
export const getSupportTicketPhoto = defineOperation({
  id: "getSupportTicketPhoto",
  method: "GET",
  path: "/api/support/tickets/:id/photos/:messageId",
  summary: "Foto de un mensaje (WebP)",
  tags,
  access: "customers-and-admins",
  params: ticketPhotoParams,
});

export const markSupportTicketRead = defineOperation({
  id: "markSupportTicketRead",
  method: "POST",
  path: "/api/support/tickets/:id/read",
  summary: "Marcar la conversación como leída por mi lado",
  tags,
  access: "customers-and-admins",
  params: idParam,
  response: ok,
});

export const updateSupportTicket = defineOperation({
  id: "updateSupportTicket",
  method: "PATCH",
  path: "/api/support/tickets/:id",
  summary: "Cambiar el estado o el asignado de un ticket",
  tags,
  access: "admins",
  params: idParam,
  body: ticketUpdateBody,
  response: ok,
});

export const getSupportDesk = defineOperation({
  id: "getSupportDesk",
  method: "GET",
  path: "/api/support/desk",
  summary: "Personal asignable y respuestas rápidas",
  tags,
  access: "admins",
  topic: "settings",
  response: supportDesk,
});
