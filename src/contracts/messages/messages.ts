import { z } from "zod";
import { MESSAGE_MAX, SUBJECT_MAX } from "../../domain/messages/internal-messages";
import { messagingMessages as mm } from "../../domain/messages/messages-messaging";
import { idParam } from "../kernel/common";
import { defineOperation } from "../kernel/operation";

/** Mensajería: internal threads between staff (docs/product/operations.md; decisions 0085–0086). */
const tags = ["mensajería"];
const ok = z.object({ ok: z.literal(true) });

const content = z
  .string(mm.contentRequired)
  .trim()
  .min(1, mm.contentRequired)
  .max(MESSAGE_MAX, mm.contentTooLong(MESSAGE_MAX));

export const participant = z.object({ id: z.string(), name: z.string(), role: z.string() });
export type Participant = z.infer<typeof participant>;

export const threadSummary = z.object({
  threadId: z.string(),
  subject: z.string(),
  participants: z.array(participant),
  lastMessage: z.object({ senderName: z.string(), preview: z.string(), createdAt: z.string() }),
  messageCount: z.number().int(),
  unread: z.boolean(),
});
export type ThreadSummary = z.infer<typeof threadSummary>;

export const threadList = z.object({ threads: z.array(threadSummary), unread: z.number().int() });
export type ThreadList = z.infer<typeof threadList>;

export const internalMessage = z.object({
  id: z.string(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** Read by every participant (the original's isRead). */
  isRead: z.boolean(),
});

export const threadDetail = z.object({
  threadId: z.string(),
  subject: z.string(),
  participants: z.array(participant),
  messages: z.array(internalMessage),
  /** Order numbers mentioned in the thread that the reader may open, with their sale id. */
  orders: z.array(z.object({ number: z.string(), saleId: z.string() })),
});
export type ThreadDetail = z.infer<typeof threadDetail>;

export const newThreadInput = z.object({
  recipientIds: z
    .array(z.string().min(1).max(64), mm.recipientsRequired)
    .min(1, mm.recipientsRequired)
    .max(20),
  subject: z.string().trim().max(SUBJECT_MAX, mm.subjectTooLong(SUBJECT_MAX)).default(""),
  content,
});
export type NewThreadInput = z.input<typeof newThreadInput>;

export const replyInput = z.object({ content });
export type ReplyInput = z.input<typeof replyInput>;

/** Threads the caller takes part in and has not deleted, newest activity first, with the unread count. */
export const listThreads = defineOperation({
  id: "listThreads",
  method: "GET",
  path: "/api/messages",
  summary: "Mis conversaciones internas",
  tags,
  access: "staff",
  topic: "internal_messages",
  response: threadList,
});

/** Just the number of unread threads, for the sidebar's count beside 'Mensajería'. */
export const countUnreadThreads = defineOperation({
  id: "countUnreadThreads",
  method: "GET",
  path: "/api/messages/unread",
  summary: "Conversaciones sin leer",
  tags,
  access: "staff",
  topic: "internal_messages",
  response: z.object({ unread: z.number().int() }),
});

/** The staff one may write to (everyone on the team but oneself). */
export const listMessageRecipients = defineOperation({
  id: "listMessageRecipients",
  method: "GET",
  path: "/api/messages/recipients",
  summary: "Personas del equipo a quienes escribir",
  tags,
  access: "staff",
  topic: "users",
  response: z.array(participant),
});

/** One thread, only for its participants who have not deleted it (404 otherwise). */
export const getThread = defineOperation({
  id: "getThread",
  method: "GET",
  path: "/api/messages/:id",
  summary: "Una conversación",
  tags,
  access: "staff",
  topic: "internal_messages",
  params: idParam,
  response: threadDetail,
});

/** Starts a thread: its id is the first message's id; the recipients are notified. */
export const startThread = defineOperation({
  id: "startThread",
  method: "POST",
  path: "/api/messages",
  summary: "Nueva conversación",
  tags,
  access: "staff",
  body: newThreadInput,
  response: z.object({ threadId: z.string() }),
});

export const replyToThread = defineOperation({
  id: "replyToThread",
  method: "POST",
  path: "/api/messages/:id/replies",
  summary: "Responder en una conversación",
  tags,
  access: "staff",
  params: idParam,
  body: replyInput,
  response: z.object({ id: z.string() }),
});

export const markThreadRead = defineOperation({
  id: "markThreadRead",
  method: "POST",
  path: "/api/messages/:id/read",
  summary: "Marcar una conversación como leída",
  tags,
  access: "staff",
  params: idParam,
  response: ok,
});

/** 'Eliminar para mí': the caller joins deletedBy on every message of the thread; others keep it. */
export const deleteThreadForMe = defineOperation({
  id: "deleteThreadForMe",
  method: "POST",
  path: "/api/messages/:id/deletion",
  summary: "Eliminar una conversación para mí",
  tags,
  access: "staff",
  params: idParam,
  response: ok,
});
