import { and, count, eq, ne } from "drizzle-orm";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import { checkRegisterDeactivation, validateRegisterName } from "../../domain/cash-drawer/sessions";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { announceDrawer } from "./drawer-audience";
import { orRefuse } from "./or-refuse";
import { otherRegisterNames, registerNameTaken } from "./register-names";
import { registerRows } from "./register-rows";
import { cashRegisters, drawerSessions } from "./schema";

/**
 * A register renamed, taken out of use (refused while a session on it is not closed: its cash is
 * still to be counted) or put back in use. Under the register's row lock, which an opening shares.
 */
export async function updateCashRegister(db: Db, id: string, input: { name?: string; active?: boolean }) {
  return db.transaction(async (tx) => {
    const [register] = await tx.select().from(cashRegisters).where(eq(cashRegisters.id, id)).for("update");
    if (!register) throw notFound(m.registerNotFound);
    const changes: Partial<typeof cashRegisters.$inferInsert> = {};
    if (input.name !== undefined)
      changes.name = orRefuse(validateRegisterName(input.name, await otherRegisterNames(tx, id)));
    if (input.active === false && register.active) {
      const [busy] = await tx
        .select({ n: count() })
        .from(drawerSessions)
        .where(and(eq(drawerSessions.registerId, id), ne(drawerSessions.status, "closed")));
      orRefuse(checkRegisterDeactivation(Number(busy?.n ?? 0)));
    }
    if (input.active !== undefined) changes.active = input.active;
    if (Object.keys(changes).length)
      await tx
        .update(cashRegisters)
        .set(changes)
        .where(eq(cashRegisters.id, id))
        .catch(registerNameTaken(changes.name ?? register.name));
    await announceDrawer(tx, id);
    const [answer] = await registerRows(tx, id);
    return answer!;
  });
}
