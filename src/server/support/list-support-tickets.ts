import { and, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { TicketSummary } from "../../contracts/support/support";
import { msg } from "../../domain/kernel/messages";
import type { TicketCategory, TicketStatus } from "../../domain/support/support";
import type { Db } from "../db/client";
import { supportTicketMessages, supportTickets } from "./schema";
import { sideOrThrow } from "./ticket-access";
import { summaryOf } from "./ticket-summary";

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
