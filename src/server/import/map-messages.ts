import { TICKET_CATEGORIES, TICKET_STATUSES } from "../../domain/support/support";
import { internalMessages } from "../messages/schema";
import { supportTicketMessages, supportTickets } from "../support/schema";
import { docsOf } from "./collections";
import type { ImportRun } from "./import-run";
import { Bad } from "./read";

/**
 * The staff's internal messages. A thread is its first message's id, so a message whose thread is
 * not in the export is skipped; a sender who did not come over is left empty (the name stays).
 */
export async function importInternalMessages(run: ImportRun, userIds: Set<string>): Promise<void> {
  const { tx } = run;
  const messageDocs = docsOf(run.exported, "internal_messages");
  const messageIds = new Set(messageDocs.map(([id]) => id));
  await run.eachNew(
    "internal_messages",
    messageDocs,
    [internalMessages, internalMessages.id],
    async (id, r) => {
      const threadId = r.str("threadId", id);
      if (!messageIds.has(threadId)) throw new Bad(`threadId ${threadId}: el hilo no existe`);
      const senderId = r.optStr("senderId");
      const participantIds = r.strings("participantIds");
      const isRead = r.bool("isRead", false);
      await tx.insert(internalMessages).values({
        id,
        threadId,
        participantIds,
        senderId: senderId && userIds.has(senderId) ? senderId : null,
        senderName: r.str("senderName", ""),
        subject: r.str("subject", ""),
        content: r.str("content"),
        isRead,
        readBy: isRead ? participantIds : senderId ? [senderId] : [],
        deletedBy: r.strings("deletedBy"),
        createdAt: new Date(r.time("createdAt", new Date().toISOString())),
      });
    },
  );
}

/**
 * Support tickets with their messages (a list inside the ticket in the old app, rows here). A
 * ticket of an account that did not come over, or of a category or status we do not have, is skipped.
 */
export async function importSupportTickets(run: ImportRun, userIds: Set<string>): Promise<void> {
  const { tx } = run;
  const ticketDocs = docsOf(run.exported, "support_tickets");
  await run.eachNew("support_tickets", ticketDocs, [supportTickets, supportTickets.id], async (id, r) => {
    const userId = r.str("userId");
    if (!userIds.has(userId)) throw new Bad(`userId ${userId}: no existe`);
    const category = r.str("category", "Otro");
    const status = r.str("status", "Abierto");
    if (!(TICKET_CATEGORIES as readonly string[]).includes(category))
      throw new Bad(`category: '${category}' no existe`);
    if (!(TICKET_STATUSES as readonly string[]).includes(status))
      throw new Bad(`status: '${status}' no existe`);
    const createdAt = new Date(r.time("createdAt", new Date().toISOString()));
    const messages = r.array("messages").map((m, i) => {
      const mr = r.sub(m, `messages[${i}]`);
      const content = mr.obj("content");
      const text = typeof content?.text === "string" ? content.text : mr.str("content", "");
      return {
        ticketId: id,
        senderId: mr.optStr("senderId"),
        senderName: mr.str("senderName", ""),
        senderRole: mr.str("senderRole", "client"),
        timestamp: new Date(mr.time("timestamp", createdAt.toISOString())),
        content: { type: "text" as const, text },
      };
    });
    await tx.insert(supportTickets).values({
      id,
      userId,
      userName: r.str("userName", ""),
      subject: r.str("subject"),
      category,
      status,
      relatedPurchaseId: r.optStr("relatedPurchaseId"),
      createdAt,
      lastUpdatedAt: new Date(r.time("lastUpdatedAt", createdAt.toISOString())),
    });
    if (messages.length) await tx.insert(supportTicketMessages).values(messages);
  });
}
