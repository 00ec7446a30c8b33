import { eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import { msg } from "../../domain/kernel/messages";
import { canReadTicket, sideOf, type TicketSide } from "../../domain/support/support";
import type { Db, DbOrTx } from "../db/client";
import { notFound } from "../http/errors";
import { supportTickets } from "./schema";

/** Who reaches a ticket: its owner's side or the staff's, else a 404 (ids reveal nothing). */

export type TicketRow = typeof supportTickets.$inferSelect;

export function sideOrThrow(user: SessionUser): TicketSide {
  const side = sideOf(user.role);
  if (!side) throw notFound(msg.ticketNotFound);
  return side;
}

export async function loadReadable(
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
