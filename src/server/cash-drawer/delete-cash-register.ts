import { count, eq } from "drizzle-orm";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import { checkRegisterRemoval } from "../../domain/cash-drawer/sessions";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { announceDrawer } from "./drawer-audience";
import { orRefuse } from "./or-refuse";
import { cashRegisters, drawerSessions } from "./schema";

/** A register with no session ever is deleted; one with history is only taken out of use (updateCashRegister). */
export async function deleteCashRegister(db: Db, id: string) {
  return db.transaction(async (tx) => {
    const [register] = await tx.select().from(cashRegisters).where(eq(cashRegisters.id, id)).for("update");
    if (!register) throw notFound(m.registerNotFound);
    const [used] = await tx
      .select({ n: count() })
      .from(drawerSessions)
      .where(eq(drawerSessions.registerId, id));
    orRefuse(checkRegisterRemoval(Number(used?.n ?? 0)));
    await tx.delete(cashRegisters).where(eq(cashRegisters.id, id));
    await announceDrawer(tx, id);
    return { message: m.registerDeleted(register.name) };
  });
}
