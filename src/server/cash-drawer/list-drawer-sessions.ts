import type { SessionListQuery } from "../../contracts/cash-drawer/cash-drawer";
import type { Db } from "../db/client";
import { selectSessions, sessionFilter, sessionTotals } from "./session-rows";

/** A page of the history. A year of three registers is a thousand sessions; a month fits on two pages. */
export const SESSION_PAGE_SIZE = 50;

/**
 * The history of sessions (admins): by register, person and day, newest first, a page at a time,
 * with the count and the shortages and overs of every matching session summed apart.
 */
export async function listDrawerSessions(db: Db, q: SessionListQuery) {
  const where = sessionFilter(q);
  const [rows, totals] = await Promise.all([
    selectSessions(db, where, SESSION_PAGE_SIZE, (q.page - 1) * SESSION_PAGE_SIZE),
    sessionTotals(db, where),
  ]);
  return { rows, pageSize: SESSION_PAGE_SIZE, totals };
}
