import { and, asc, count, eq, gte, lt, ne } from "drizzle-orm";
import type { SessionStatus } from "../../domain/cash-drawer/sessions";
import { shopDay, shopDayEnd, shopDayStart } from "../../domain/kernel/shop-calendar";
import type { Db } from "../db/client";
import { cashRegisters, drawerSessions } from "./schema";
import { selectSessions } from "./session-rows";

/** How many of the latest differences the tile shows. */
const LAST_DIFFERENCES = 5;

/**
 * The Dashboard's tile: every drawer not closed yet (open, or waiting for an approval; an old one
 * left open is the first thing to see), how many opened today, and the latest closes that found
 * a difference.
 */
export async function getDrawerDashboard(db: Db, now = new Date()) {
  const today = shopDay(now);
  const s = drawerSessions;
  const [open, [opened], lastDifferences] = await Promise.all([
    db
      .select({ row: s, registerName: cashRegisters.name })
      .from(s)
      .innerJoin(cashRegisters, eq(cashRegisters.id, s.registerId))
      .where(ne(s.status, "closed"))
      .orderBy(asc(s.openedAt)),
    db
      .select({ n: count() })
      .from(s)
      .where(and(gte(s.openedAt, shopDayStart(today)), lt(s.openedAt, shopDayEnd(today)))),
    selectSessions(db, ne(s.difference, 0), LAST_DIFFERENCES),
  ]);
  return {
    open: open.map(({ row, registerName }) => ({
      id: row.id,
      register: { id: row.registerId, name: registerName },
      status: row.status as SessionStatus,
      openedBy: { id: row.openedById ?? "", name: row.openedByName },
      openedAt: row.openedAt.toISOString(),
    })),
    openedToday: Number(opened?.n ?? 0),
    lastDifferences,
  };
}
