import { asc, eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { TicketDetail, TicketMessage } from "../../contracts/support/support";
import { isCustomerRole, orderNumber, type Role } from "../../domain/kernel/roles";
import { users } from "../auth/schema";
import type { Db } from "../db/client";
import { sales } from "../sales/schema";
import { unregisteredPurchases } from "../web-purchases/schema";
import { supportTicketMessages } from "./schema";
import { loadReadable, sideOrThrow } from "./ticket-access";
import { summaryOf } from "./ticket-summary";

type MessageRow = typeof supportTicketMessages.$inferSelect;

export const photoUrl = (ticketId: string, messageId: string) =>
  `/api/support/tickets/${ticketId}/photos/${messageId}`;

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
