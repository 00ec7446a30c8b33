import { and, arrayContains, asc, eq, inArray, ne, not, sql } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type {
  NewThreadInput,
  Participant,
  ThreadDetail,
  ThreadList,
} from "../../contracts/messages/messages";
import { isAdmin, STAFF_ROLES } from "../../domain/kernel/roles";
import {
  messagePreview,
  orderMentions,
  readByEveryone,
  threadParticipants,
} from "../../domain/messages/internal-messages";
import { messagingMessages as mm } from "../../domain/messages/messages-messaging";
import { users } from "../auth/schema";
import type { Db, DbOrTx, Tx } from "../db/client";
import { newId } from "../db/ids";
import { invalid, notFound } from "../http/errors";
import { publish } from "../live/bus";
import { notifyUser } from "../notifications";
import { sales } from "../sales/schema";
import { internalMessages } from "./schema";

/**
 * Mensajería (docs/product/operations.md; decisions 0085–0086). Every read is filtered by the
 * caller being a participant who has not deleted the message, so nobody reads a thread they
 * are not in; every write runs in one transaction with its live event and its notifications.
 */
type MessageRow = typeof internalMessages.$inferSelect;

const mine = (userId: string) => arrayContains(internalMessages.participantIds, [userId]);
const notDeletedBy = (userId: string) => not(arrayContains(internalMessages.deletedBy, [userId]));
const visible = (userId: string) => and(mine(userId), notDeletedBy(userId));
const unreadBy = (userId: string) => not(arrayContains(internalMessages.readBy, [userId]));

async function namesOf(db: DbOrTx, ids: readonly string[]): Promise<Map<string, Participant>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

const participantsOf = (
  ids: readonly string[],
  names: Map<string, Participant>,
  fallback: Map<string, string>,
) => ids.map((id) => names.get(id) ?? { id, name: fallback.get(id) ?? "—", role: "" });

export async function listThreads(db: Db, user: SessionUser): Promise<ThreadList> {
  const rows = await db
    .select()
    .from(internalMessages)
    .where(visible(user.id))
    .orderBy(asc(internalMessages.createdAt), asc(internalMessages.id));
  const threads = new Map<string, MessageRow[]>();
  for (const row of rows) threads.set(row.threadId, [...(threads.get(row.threadId) ?? []), row]);
  const names = await namesOf(db, [...new Set(rows.flatMap((r) => r.participantIds))]);
  const senders = new Map(rows.flatMap((r) => (r.senderId ? [[r.senderId, r.senderName] as const] : [])));
  const summaries = [...threads.entries()].map(([threadId, messages]) => {
    const last = messages[messages.length - 1]!;
    return {
      threadId,
      subject: messages[0]!.subject,
      participants: participantsOf(last.participantIds, names, senders),
      lastMessage: {
        senderName: last.senderName,
        preview: messagePreview(last.content),
        createdAt: last.createdAt.toISOString(),
      },
      messageCount: messages.length,
      unread: messages.some((m) => !m.readBy.includes(user.id)),
    };
  });
  summaries.sort((a, b) => b.lastMessage.createdAt.localeCompare(a.lastMessage.createdAt));
  return { threads: summaries, unread: summaries.filter((t) => t.unread).length };
}

export async function countUnread(db: Db, user: SessionUser): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${internalMessages.threadId})::int` })
    .from(internalMessages)
    .where(and(visible(user.id), unreadBy(user.id)));
  return row?.n ?? 0;
}

export async function listRecipients(db: Db, user: SessionUser): Promise<Participant[]> {
  return db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(
      and(
        inArray(users.role, [...STAFF_ROLES]),
        ne(users.id, user.id),
        sql`coalesce(${users.banned}, false) = false`,
      ),
    )
    .orderBy(asc(users.name));
}

export async function getThread(db: Db, user: SessionUser, threadId: string): Promise<ThreadDetail> {
  const rows = await db
    .select()
    .from(internalMessages)
    .where(and(eq(internalMessages.threadId, threadId), visible(user.id)))
    .orderBy(asc(internalMessages.createdAt), asc(internalMessages.id));
  if (!rows.length) throw notFound(mm.threadNotFound);
  const last = rows[rows.length - 1]!;
  const names = await namesOf(db, last.participantIds);
  const senders = new Map(rows.flatMap((r) => (r.senderId ? [[r.senderId, r.senderName] as const] : [])));
  return {
    threadId,
    subject: rows[0]!.subject,
    participants: participantsOf(last.participantIds, names, senders),
    messages: rows.map((r) => ({
      id: r.id,
      senderId: r.senderId,
      senderName: r.senderName,
      content: r.content,
      createdAt: r.createdAt.toISOString(),
      isRead: r.isRead,
    })),
    orders: await mentionedOrders(db, user, rows),
  };
}

/** The mentioned numbers that name a sale the reader may open (a seller: their own sales). */
async function mentionedOrders(db: Db, user: SessionUser, rows: readonly MessageRow[]) {
  const numbers = [...new Set(rows.flatMap((r) => orderMentions(r.content)))];
  if (!numbers.length) return [];
  const found = await db
    .select({ id: sales.id, sellerId: sales.sellerId })
    .from(sales)
    .where(inArray(sql`upper(left(${sales.id}, 6))`, numbers))
    .orderBy(asc(sales.createdAt));
  const orders = new Map<string, string>();
  for (const sale of found) {
    if (!isAdmin(user.role) && sale.sellerId !== user.id) continue;
    const number = sale.id.slice(0, 6).toUpperCase();
    if (!orders.has(number)) orders.set(number, sale.id);
  }
  return [...orders.entries()].map(([number, saleId]) => ({ number, saleId }));
}

async function insertMessage(
  tx: Tx,
  sender: SessionUser,
  m: { id: string; threadId: string; participantIds: string[]; subject: string; content: string },
) {
  await tx.insert(internalMessages).values({
    ...m,
    senderId: sender.id,
    senderName: sender.name,
    readBy: [sender.id],
    isRead: readByEveryone(m.participantIds, [sender.id]),
  });
  await publish(tx, { topic: "internal_messages", id: m.threadId, audience: { userIds: m.participantIds } });
  // Every other participant hears of it in the bell (type 'message', docs/product/states.md).
  for (const id of m.participantIds) {
    if (id === sender.id) continue;
    await notifyUser(tx, id, {
      title: mm.newMessageTitle(sender.name),
      body: mm.newMessageBody(m.subject, messagePreview(m.content)),
      type: "message",
      link: "/admin/messages",
    });
  }
}

export async function startThread(
  db: Db,
  sender: SessionUser,
  input: Required<Pick<NewThreadInput, "recipientIds" | "content">> & { subject: string },
): Promise<{ threadId: string }> {
  const participantIds = threadParticipants(sender.id, input.recipientIds);
  const recipientIds = participantIds.slice(1);
  if (!recipientIds.length) throw invalid(mm.recipientsRequired, "recipientIds");
  return db.transaction(async (tx) => {
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, recipientIds), inArray(users.role, [...STAFF_ROLES])));
    if (staff.length !== recipientIds.length) throw invalid(mm.recipientNotStaff, "recipientIds");
    const id = newId();
    await insertMessage(tx, sender, {
      id,
      threadId: id,
      participantIds,
      subject: input.subject,
      content: input.content,
    });
    return { threadId: id };
  });
}

/** A reply goes to the thread's participants; one who had deleted it sees it again from this message on. */
export async function replyToThread(
  db: Db,
  sender: SessionUser,
  threadId: string,
  content: string,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [first] = await tx
      .select()
      .from(internalMessages)
      .where(and(eq(internalMessages.threadId, threadId), visible(sender.id)))
      .orderBy(asc(internalMessages.createdAt))
      .limit(1);
    if (!first) throw notFound(mm.threadNotFound);
    const id = newId();
    await insertMessage(tx, sender, {
      id,
      threadId,
      participantIds: first.participantIds,
      subject: first.subject,
      content,
    });
    return { id };
  });
}

/** Marks every message of the thread read by the caller; `isRead` follows once everyone has. */
export async function markThreadRead(db: Db, user: SessionUser, threadId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ id: internalMessages.id })
      .from(internalMessages)
      .where(and(eq(internalMessages.threadId, threadId), visible(user.id)))
      .limit(1);
    if (!seen) throw notFound(mm.threadNotFound);
    const updated = await tx
      .update(internalMessages)
      .set({
        readBy: sql`array_append(${internalMessages.readBy}, ${user.id})`,
        isRead: sql`${internalMessages.participantIds} <@ array_append(${internalMessages.readBy}, ${user.id})`,
      })
      .where(and(eq(internalMessages.threadId, threadId), mine(user.id), unreadBy(user.id)))
      .returning({ participantIds: internalMessages.participantIds });
    if (updated.length) {
      await publish(tx, {
        topic: "internal_messages",
        id: threadId,
        audience: { userIds: updated[0]!.participantIds },
      });
    }
  });
}

/** 'Eliminar para mí': the caller joins deletedBy on all of the thread's messages; the others keep it. */
export async function deleteThreadForMe(db: Db, user: SessionUser, threadId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(internalMessages)
      .set({ deletedBy: sql`array_append(${internalMessages.deletedBy}, ${user.id})` })
      .where(and(eq(internalMessages.threadId, threadId), visible(user.id)))
      .returning({ id: internalMessages.id });
    if (!updated.length) throw notFound(mm.threadNotFound);
    await publish(tx, { topic: "internal_messages", id: threadId, audience: { userIds: [user.id] } });
  });
}
