import { and, desc, eq, ne } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import { maySeeSession } from "../../domain/cash-drawer/sessions";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { getCashDrawerSettings } from "./get-cash-drawer-settings";
import { cashRegisters, drawerSessions } from "./schema";
import { drawerSessionOf, loadMovements, sessionView } from "./session-record";

/**
 * A device's register and its session not yet closed, as `user` may see it (blind for anyone but
 * an admin while it is open), with the settings a count needs. Any staff member may ask: the
 * device is the store's, and whoever stands at it needs to know whether it is open.
 */
export async function getRegisterSession(db: Db, registerId: string, user: SessionUser) {
  const [register] = await db.select().from(cashRegisters).where(eq(cashRegisters.id, registerId));
  if (!register) throw notFound(m.registerNotFound);
  const [row] = await db
    .select()
    .from(drawerSessions)
    .where(and(eq(drawerSessions.registerId, registerId), ne(drawerSessions.status, "closed")))
    .orderBy(desc(drawerSessions.openedAt))
    .limit(1);
  const settings = await getCashDrawerSettings(db);
  const answer = { register: { id: register.id, name: register.name, active: register.active }, settings };
  if (!row) return { ...answer, session: null };
  const movements = await loadMovements(db, row.id);
  const session = drawerSessionOf({ row, registerName: register.name }, movements);
  return { ...answer, session: sessionView(session, movements, user, maySeeSession(user, session)) };
}
