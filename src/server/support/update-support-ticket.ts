import { eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import { msg } from "../../domain/kernel/messages";
import { type TicketStatus, ticketNumber } from "../../domain/support/support";
import type { Db } from "../db/client";
import { invalid } from "../http/errors";
import { notifyUser } from "../notifications";
import { supportTickets } from "./schema";
import { admins } from "./support-agents";
import { loadReadable } from "./ticket-access";
import { queueTicketStatusEmail } from "./ticket-emails";
import { clientLink, notice } from "./ticket-notice";

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
