import { eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import { ADMIN_ROLES } from "../../domain/kernel/roles";
import type { Db } from "../db/client";
import { publish } from "../live/bus";
import { supportTickets } from "./schema";
import { loadReadable, sideOrThrow } from "./ticket-access";

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
