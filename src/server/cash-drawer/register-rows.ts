import { asc, eq, ne, sql } from "drizzle-orm";
import type { CashRegisterRow } from "../../contracts/cash-drawer/cash-drawer";
import type { SessionStatus } from "../../domain/cash-drawer/sessions";
import type { DbOrTx } from "../db/client";
import { cashRegisters, drawerSessions } from "./schema";

/** The registers (or one), each with its session not yet closed, if any: no figure, only who and since when. */
export async function registerRows(db: DbOrTx, id?: string): Promise<CashRegisterRow[]> {
  const rows = await db
    .select({ register: cashRegisters, session: drawerSessions })
    .from(cashRegisters)
    .leftJoin(
      drawerSessions,
      sql`${drawerSessions.registerId} = ${cashRegisters.id} and ${ne(drawerSessions.status, "closed")}`,
    )
    .where(id ? eq(cashRegisters.id, id) : undefined)
    .orderBy(asc(cashRegisters.name));
  return rows.map(({ register, session }) => ({
    id: register.id,
    name: register.name,
    active: register.active,
    createdAt: register.createdAt.toISOString(),
    session: session
      ? {
          id: session.id,
          status: session.status as SessionStatus,
          openedBy: { id: session.openedById ?? "", name: session.openedByName },
          openedAt: session.openedAt.toISOString(),
        }
      : null,
  }));
}
