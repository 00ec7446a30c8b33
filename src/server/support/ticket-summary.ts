import type { TicketSummary } from "../../contracts/support/support";
import {
  type TicketCategory,
  type TicketSide,
  type TicketStatus,
  ticketNeedsAnswer,
  ticketNumber,
  ticketUnread,
} from "../../domain/support/support";
import type { TicketRow } from "./ticket-access";

/** A ticket as the lists show it, read from the viewer's side. */
export function summaryOf(row: TicketRow, side: TicketSide, lastMessage: string): TicketSummary {
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
