import { and, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { SessionFilterQuery, SessionRow } from "../../contracts/cash-drawer/cash-drawer";
import type { DifferenceTotals } from "../../domain/cash-drawer/closing";
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
export function sessionFilter(q: SessionFilterQuery): SQL | undefined {
  const s = drawerSessions;
  return and(
    q.registerId ? eq(s.registerId, q.registerId) : undefined,
    q.userId ? or(eq(s.openedById, q.userId), eq(s.closedById, q.userId)) : undefined,
    q.from ? gte(s.openedAt, shopDayStart(q.from)) : undefined,
    q.to ? lt(s.openedAt, shopDayEnd(q.to)) : undefined,
    q.status ? eq(s.status, q.status) : undefined,
  );
}

/** The sessions matching `where`, newest first, `limit` of them from `offset`. */
export async function selectSessions(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset = 0,
): Promise<SessionRow[]> {
  const rows = await db
    .select({ row: drawerSessions, registerName: cashRegisters.name })
    .from(drawerSessions)
    .innerJoin(cashRegisters, eq(cashRegisters.id, drawerSessions.registerId))
    .where(where)
    .orderBy(desc(drawerSessions.openedAt), desc(drawerSessions.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => sessionRowOf(r.row, r.registerName));
}

/**
 * How many sessions match `where` and their shortages and overs summed apart: the SQL twin of the
 * domain's differenceTotals (compared with it in session-history.test.ts), so the history's
 * totals cover every matching session, not only its page.
 */
export async function sessionTotals(
  db: DbOrTx,
  where: SQL | undefined,
): Promise<DifferenceTotals & { count: number }> {
  const d = drawerSessions.difference;
  const [found] = await db
    .select({
      count: sql<number>`count(*)::int`,
      short: sql<number>`coalesce(sum(-${d}) filter (where ${d} < 0), 0)::bigint`,
      over: sql<number>`coalesce(sum(${d}) filter (where ${d} > 0), 0)::bigint`,
    })
    .from(drawerSessions)
    .where(where);
  return {
    count: Number(found?.count ?? 0),
    short: Number(found?.short ?? 0),
    over: Number(found?.over ?? 0),
  };
}
