import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { NewTicketInput, TicketSummary } from "../../contracts/support/support";
import { msg } from "../../domain/kernel/messages";
import type { Db, DbOrTx } from "../db/client";
import { invalid } from "../http/errors";
import { notifyUser } from "../notifications";
import { sales } from "../sales/schema";
import { unregisteredPurchases } from "../web-purchases/schema";
import { supportTicketMessages, supportTickets } from "./schema";
import { admins } from "./support-agents";
import { notice } from "./ticket-notice";
import { summaryOf } from "./ticket-summary";

const staffLink = (id: string) => `/admin/support-tickets/${id}`;

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
