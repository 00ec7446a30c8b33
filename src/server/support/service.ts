import type { Readable } from "node:stream";
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { SessionUser } from "../../contracts/session";
import type {
  NewTicketInput,
  SupportDesk,
  TicketDetail,
  TicketMessage,
  TicketSummary,
} from "../../contracts/support";
import { msg } from "../../domain/messages";
import { ADMIN_ROLES, isCustomerRole, orderNumber, type Role } from "../../domain/roles";
import {
  cannedRepliesOf,
  canReadTicket,
  sideOf,
  statusAfterMessage,
  type TicketCategory,
  type TicketSide,
  type TicketStatus,
  ticketNeedsAnswer,
  ticketNumber,
  ticketUnread,
} from "../../domain/support";
import { users } from "../auth/schema";
import type { Db, DbOrTx, Tx } from "../db/client";
import { newId } from "../db/ids";
import type { ImageStorage } from "../gateways/image-storage";
import { invalid, notFound } from "../http/errors";
import type { Limit, RetryAfterTarget } from "../http/rate-limit";
import { type Audience, publish } from "../live/bus";
import { notifyUser } from "../notifications";
import { sales } from "../sales/schema";
import { loadSettings } from "../settings";
import { unregisteredPurchases } from "../web-purchases/schema";
import { storeTicketPhoto, ticketPhotoKey } from "./photos";
import { supportTicketMessages, supportTickets, type TicketMessageContent } from "./schema";
import { queueTicketReplyEmail, queueTicketStatusEmail } from "./ticket-emails";

type TicketRow = typeof supportTickets.$inferSelect;
type MessageRow = typeof supportTicketMessages.$inferSelect;

/** Who hears a ticket's change: its owner and the admins (sellers never, decision 0081). */
const audienceOf = (t: Pick<TicketRow, "userId">): Audience => ({ roles: ADMIN_ROLES, userIds: [t.userId] });
const notice = (tx: DbOrTx, t: Pick<TicketRow, "id" | "userId">) =>
  publish(tx, { topic: "support_tickets", id: t.id, audience: audienceOf(t) });

const clientLink = (id: string) => `/client/support/${id}`;
const staffLink = (id: string) => `/admin/support-tickets/${id}`;
export const photoUrl = (ticketId: string, messageId: string) =>
  `/api/support/tickets/${ticketId}/photos/${messageId}`;

function sideOrThrow(user: SessionUser): TicketSide {
  const side = sideOf(user.role);
  if (!side) throw notFound(msg.ticketNotFound);
  return side;
}

const needsAnswerSql = and(
  inArray(supportTickets.status, ["Abierto", "En Proceso"]),
  isNotNull(supportTickets.lastClientMessageAt),
  or(
    isNull(supportTickets.lastStaffMessageAt),
    sql`${supportTickets.lastClientMessageAt} > ${supportTickets.lastStaffMessageAt}`,
  ),
);

/** The newest message's text for the list (a photo without words says so); `support_tickets` is the outer row. */
const lastMessageSql = sql<string>`coalesce((select case when coalesce(m.content->>'text', '') = '' and m.content ? 'image'
    then ${msg.ticketPhotoOnly} else m.content->>'text' end
  from ${supportTicketMessages} m where m.ticket_id = ${sql.raw('"support_tickets"."id"')}
  order by m.timestamp desc, m.id desc limit 1), '')`;

function summaryOf(row: TicketRow, side: TicketSide, lastMessage: string): TicketSummary {
  return {
    id: row.id,
    number: ticketNumber(row.id),
    subject: row.subject,
    category: row.category as TicketCategory,
    status: row.status as TicketStatus,
    userId: row.userId,
    userName: row.userName,
    assignedToId: row.assignedToId,
    assignedToName: row.assignedToName,
    relatedPurchaseId: row.relatedPurchaseId,
    createdAt: row.createdAt.toISOString(),
    lastUpdatedAt: row.lastUpdatedAt.toISOString(),
    unread: ticketUnread(side, row),
    needsAnswer: ticketNeedsAnswer(row),
    lastMessage: lastMessage.slice(0, 140),
  };
}

/** A customer's own tickets, or (admins) every ticket with the screen's filters; newest activity first. */
export async function listTickets(
  db: Db,
  user: SessionUser,
  query: { status?: TicketStatus; category?: TicketCategory; needsAnswer?: boolean },
): Promise<TicketSummary[]> {
  const side = sideOrThrow(user);
  const where: (SQL | undefined)[] = [];
  if (side === "client") where.push(eq(supportTickets.userId, user.id));
  if (query.status) where.push(eq(supportTickets.status, query.status));
  if (query.category) where.push(eq(supportTickets.category, query.category));
  if (query.needsAnswer) where.push(needsAnswerSql);
  const rows = await db
    .select({ t: supportTickets, lastMessage: lastMessageSql })
    .from(supportTickets)
    .where(and(...where))
    .orderBy(desc(supportTickets.lastUpdatedAt), desc(supportTickets.id))
    .limit(500);
  return rows.map((r) => summaryOf(r.t, side, r.lastMessage));
}

/** Whether a purchase id is one of this customer's own (a sale or a web purchase, same id). */
async function ownsPurchase(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const [sale] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.id, id), eq(sales.customerUserId, userId)));
  if (sale) return true;
  const [web] = await db
    .select({ id: unregisteredPurchases.id })
    .from(unregisteredPurchases)
    .where(and(eq(unregisteredPurchases.id, id), eq(unregisteredPurchases.customerUserId, userId)));
  return Boolean(web);
}

async function admins(db: DbOrTx): Promise<{ id: string; name: string; role: string }[]> {
  return db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(inArray(users.role, [...ADMIN_ROLES]), or(isNull(users.banned), eq(users.banned, false))))
    .orderBy(asc(users.name));
}

/** Opens a ticket with its first message; every admin is told, in the same transaction (decision 0083). */
export async function createTicket(db: Db, user: SessionUser, input: NewTicketInput): Promise<TicketSummary> {
  const relatedPurchaseId = input.relatedPurchaseId || null;
  return db.transaction(async (tx) => {
    if (relatedPurchaseId && !(await ownsPurchase(tx, user.id, relatedPurchaseId))) {
      throw invalid(msg.ticketPurchaseNotYours, "relatedPurchaseId");
    }
    const now = new Date();
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        userId: user.id,
        userName: user.name,
        subject: input.subject.trim(),
        category: input.category,
        status: "Abierto",
        relatedPurchaseId,
        lastClientMessageAt: now,
        clientReadAt: now,
        createdAt: now,
        lastUpdatedAt: now,
      })
      .returning();
    const text = input.message.trim();
    await tx.insert(supportTicketMessages).values({
      ticketId: ticket!.id,
      senderId: user.id,
      senderName: user.name,
      senderRole: user.role,
      timestamp: now,
      content: { type: "text", text },
    });
    for (const admin of await admins(tx)) {
      await notifyUser(tx, admin.id, {
        title: msg.notifyNewTicketTitle,
        body: msg.notifyNewTicketBody(user.name, ticket!.subject),
        type: "other",
        link: staffLink(ticket!.id),
      });
    }
    await notice(tx, ticket!);
    return summaryOf(ticket!, "client", text);
  });
}

async function loadReadable(
  db: DbOrTx,
  user: SessionUser,
  id: string,
  forUpdate = false,
): Promise<TicketRow> {
  const query = db.select().from(supportTickets).where(eq(supportTickets.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  // Someone else's ticket does not exist for this user (404, not 403: ids reveal nothing).
  if (!row || !canReadTicket(user, row)) throw notFound(msg.ticketNotFound);
  return row;
}

/** 404 unless this user may read (and so write in) the ticket. */
export async function assertReadable(db: Db, user: SessionUser, id: string): Promise<void> {
  sideOrThrow(user);
  await loadReadable(db, user, id);
}

function messageOf(ticketId: string, m: MessageRow): TicketMessage {
  const image = m.content.image;
  return {
    id: m.id,
    senderId: m.senderId,
    senderName: m.senderName,
    senderRole: m.senderRole,
    side: isCustomerRole(m.senderRole as Role) ? "client" : "staff",
    timestamp: m.timestamp.toISOString(),
    text: m.content.text,
    photoUrl: image ? photoUrl(ticketId, m.id) : null,
    photoWidth: image?.width ?? null,
    photoHeight: image?.height ?? null,
  };
}

async function purchaseOf(db: Db, id: string | null): Promise<TicketDetail["relatedPurchase"]> {
  if (!id) return null;
  const [sale] = await db
    .select({ id: sales.id, status: sales.status, total: sales.total })
    .from(sales)
    .where(eq(sales.id, id));
  if (sale) return { ...sale, orderNumber: orderNumber(sale.id), kind: "sale" };
  const [web] = await db
    .select({
      id: unregisteredPurchases.id,
      status: unregisteredPurchases.status,
      total: unregisteredPurchases.total,
    })
    .from(unregisteredPurchases)
    .where(eq(unregisteredPurchases.id, id));
  return web ? { ...web, orderNumber: orderNumber(web.id), kind: "web-purchase" } : null;
}

/** One ticket with its conversation; staff also see who opened it and their related order. */
export async function getTicket(db: Db, user: SessionUser, id: string): Promise<TicketDetail> {
  const side = sideOrThrow(user);
  const row = await loadReadable(db, user, id);
  const messages = await db
    .select()
    .from(supportTicketMessages)
    .where(eq(supportTicketMessages.ticketId, id))
    .orderBy(asc(supportTicketMessages.timestamp), asc(supportTicketMessages.id));
  const [customer] =
    side === "staff"
      ? await db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            phone: users.phone,
            city: users.city,
            role: users.role,
          })
          .from(users)
          .where(eq(users.id, row.userId))
      : [];
  const last = messages[messages.length - 1];
  return {
    ...summaryOf(row, side, last?.content.text ?? ""),
    messages: messages.map((m) => messageOf(id, m)),
    relatedPurchase: await purchaseOf(db, row.relatedPurchaseId),
    customer: customer ?? null,
  };
}

/**
 * Writes one message (text, and the stored photo when there is one) under the ticket's lock: a
 * customer's message reopens it; a staff message notifies the customer in the same transaction.
 */
async function writeMessage(
  tx: Tx,
  user: SessionUser,
  ticket: TicketRow,
  content: TicketMessageContent,
  messageId: string,
): Promise<void> {
  const side = sideOrThrow(user);
  const now = new Date();
  await tx.insert(supportTicketMessages).values({
    id: messageId,
    ticketId: ticket.id,
    senderId: user.id,
    senderName: user.name,
    senderRole: user.role,
    timestamp: now,
    content,
  });
  const status = statusAfterMessage(ticket.status, user.role);
  await tx
    .update(supportTickets)
    .set(
      side === "client"
        ? { status, lastUpdatedAt: now, lastClientMessageAt: now, clientReadAt: now }
        : { status, lastUpdatedAt: now, lastStaffMessageAt: now, staffReadAt: now },
    )
    .where(eq(supportTickets.id, ticket.id));
  if (side === "staff") {
    await notifyUser(tx, ticket.userId, {
      title: msg.notifyTicketReplyTitle,
      body: msg.notifyTicketReplyBody(ticketNumber(ticket.id), ticket.subject),
      type: "other",
      link: clientLink(ticket.id),
    });
    await queueTicketReplyEmail(tx, { ...ticket, number: ticketNumber(ticket.id) }, messageId, content.text);
  }
  await notice(tx, ticket);
}

export async function reply(db: Db, user: SessionUser, id: string, text: string): Promise<void> {
  await db.transaction(async (tx) => {
    const ticket = await loadReadable(tx, user, id, true);
    await writeMessage(tx, user, ticket, { type: "text", text: text.trim() }, newId());
  });
}

/**
 * A photo message: the ticket is checked first (nobody stores files in a ticket they cannot read),
 * then the upload is checked by content and re-encoded, then the message is written under lock.
 */
export async function replyWithPhoto(
  db: Db,
  storage: ImageStorage,
  user: SessionUser,
  id: string,
  photo: Buffer,
  text: string,
  /** The account's storage quota, counted in the stored WebP's bytes; null = not counted (staff). */
  quota: { limit: Limit; key: string; reply: RetryAfterTarget } | null = null,
): Promise<void> {
  await assertReadable(db, user, id);
  const messageId = newId();
  const key = ticketPhotoKey(id, messageId);
  const { bytes, ...size } = await storeTicketPhoto(storage, key, photo);
  let counted = false;
  try {
    if (quota) {
      try {
        await quota.limit.take(quota.key, quota.reply, bytes);
      } catch (refusal) {
        // A refused photo is not stored: its bytes do not stay counted either.
        await quota.limit.giveBack(quota.key, bytes);
        throw refusal;
      }
      counted = true;
    }
    await db.transaction(async (tx) => {
      const ticket = await loadReadable(tx, user, id, true);
      await writeMessage(
        tx,
        user,
        ticket,
        { type: "image", text: text.trim(), image: { key, ...size } },
        messageId,
      );
    });
  } catch (error) {
    await storage.removePrefix(key).catch(() => undefined);
    if (counted && quota) await quota.limit.giveBack(quota.key, bytes).catch(() => undefined);
    throw error;
  }
}

/** The stored WebP of one photo message, for who may read the ticket; null when there is none. */
export async function readPhoto(
  db: Db,
  storage: ImageStorage,
  user: SessionUser,
  ticketId: string,
  messageId: string,
): Promise<Readable | null> {
  await loadReadable(db, user, ticketId);
  const [m] = await db
    .select({ content: supportTicketMessages.content })
    .from(supportTicketMessages)
    .where(and(eq(supportTicketMessages.id, messageId), eq(supportTicketMessages.ticketId, ticketId)));
  const key = m?.content.image?.key;
  return key ? storage.get(key) : null;
}

/** The viewer's side has seen the conversation up to now (decision 0082). */
export async function markRead(db: Db, user: SessionUser, id: string): Promise<void> {
  const side = sideOrThrow(user);
  await db.transaction(async (tx) => {
    const ticket = await loadReadable(tx, user, id, true);
    const now = new Date();
    await tx
      .update(supportTickets)
      .set(side === "client" ? { clientReadAt: now } : { staffReadAt: now })
      .where(eq(supportTickets.id, id));
    // Only the same side's markers change.
    await publish(tx, {
      topic: "support_tickets",
      id,
      audience: side === "client" ? { userIds: [ticket.userId] } : { roles: ADMIN_ROLES },
    });
  });
}

/** Staff set the status and/or the assignee; a status change is told to the customer (decision 0083). */
export async function updateTicket(
  db: Db,
  user: SessionUser,
  id: string,
  change: { status?: TicketStatus; assignedToId?: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const ticket = await loadReadable(tx, user, id, true);
    const now = new Date();
    const set: Partial<typeof supportTickets.$inferInsert> = {};
    if (change.assignedToId !== undefined) {
      if (change.assignedToId === null) Object.assign(set, { assignedToId: null, assignedToName: null });
      else {
        const agent = (await admins(tx)).find((a) => a.id === change.assignedToId);
        if (!agent) throw invalid(msg.ticketAssigneeInvalid, "assignedToId");
        Object.assign(set, { assignedToId: agent.id, assignedToName: agent.name });
      }
    }
    const statusChanged = change.status !== undefined && change.status !== ticket.status;
    if (statusChanged) set.status = change.status;
    if (!Object.keys(set).length) return;
    set.lastUpdatedAt = now;
    await tx.update(supportTickets).set(set).where(eq(supportTickets.id, id));
    if (statusChanged) {
      await notifyUser(tx, ticket.userId, {
        title: msg.notifyTicketStatusTitle,
        body: msg.notifyTicketStatusBody(ticketNumber(ticket.id), change.status!),
        type: "other",
        link: clientLink(ticket.id),
      });
      await queueTicketStatusEmail(tx, { ...ticket, number: ticketNumber(ticket.id) }, change.status!, now);
    }
    await notice(tx, ticket);
  });
}

/** What the staff reply box needs: admins to assign to and the canned replies (decision 0084). */
export async function supportDesk(db: Db): Promise<SupportDesk> {
  // The settings document holds the store's canned replies.
  const { cannedReplies } = await loadSettings(db);
  return {
    agents: await admins(db),
    cannedReplies: [...cannedRepliesOf(cannedReplies)],
  };
}
