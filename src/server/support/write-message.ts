import { eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import { msg } from "../../domain/kernel/messages";
import { statusAfterMessage, ticketNumber } from "../../domain/support/support";
import type { Tx } from "../db/client";
import { notifyUser } from "../notifications";
import { supportTicketMessages, supportTickets, type TicketMessageContent } from "./schema";
import { sideOrThrow, type TicketRow } from "./ticket-access";
import { queueTicketReplyEmail } from "./ticket-emails";
import { clientLink, notice } from "./ticket-notice";

/**
 * Writes one message (text, and the stored photo when there is one) under the ticket's lock: a
 * customer's message reopens it; a staff message notifies the customer in the same transaction.
 */
export async function writeMessage(
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
