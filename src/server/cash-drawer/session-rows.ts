import { and, desc, eq, gte, lt, or, type SQL } from "drizzle-orm";
import type { SessionListQuery, SessionRow } from "../../contracts/cash-drawer/cash-drawer";
import type { SessionStatus } from "../../domain/cash-drawer/sessions";
import { shopDayEnd, shopDayStart } from "../../domain/kernel/shop-calendar";
import type { DbOrTx } from "../db/client";
import { cashRegisters, type DrawerSessionRow, drawerSessions } from "./schema";

const person = (id: string | null, name: string | null) => (name ? { id: id ?? "", name } : null);

/** A session as the history lists it: who, when, and what its close recorded. */
export function sessionRowOf(row: DrawerSessionRow, registerName: string): SessionRow {
  return {
    id: row.id,
    register: { id: row.registerId, name: registerName },
    status: row.status as SessionStatus,
    openedBy: { id: row.openedById ?? "", name: row.openedByName },
    openedAt: row.openedAt.toISOString(),
    closedBy: person(row.closedById, row.closedByName),
    closedAt: row.closedAt?.toISOString() ?? null,
    float: row.float,
    expected: row.expected,
    counted: row.counted,
    difference: row.difference,
    approvedBy: person(row.approvedById, row.approvedByName),
  };
}

/** The filters of the history: register, person (who opened or closed it), shop days of the opening, status. */
export function sessionFilter(q: SessionListQuery): SQL | undefined {
  const s = drawerSessions;
  return and(
    q.registerId ? eq(s.registerId, q.registerId) : undefined,
    q.userId ? or(eq(s.openedById, q.userId), eq(s.closedById, q.userId)) : undefined,
    q.from ? gte(s.openedAt, shopDayStart(q.from)) : undefined,
    q.to ? lt(s.openedAt, shopDayEnd(q.to)) : undefined,
    q.status ? eq(s.status, q.status) : undefined,
  );
}

/** The sessions matching `where`, newest first. */
export async function selectSessions(
  db: DbOrTx,
  where: SQL | undefined,
  limit = 1000,
): Promise<SessionRow[]> {
  const rows = await db
    .select({ row: drawerSessions, registerName: cashRegisters.name })
    .from(drawerSessions)
    .innerJoin(cashRegisters, eq(cashRegisters.id, drawerSessions.registerId))
    .where(where)
    .orderBy(desc(drawerSessions.openedAt), desc(drawerSessions.id))
    .limit(limit);
  return rows.map((r) => sessionRowOf(r.row, r.registerName));
}
