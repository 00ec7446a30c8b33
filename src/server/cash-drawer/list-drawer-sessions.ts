import type { SessionListQuery } from "../../contracts/cash-drawer/cash-drawer";
import type { Db } from "../db/client";
import { selectSessions, sessionFilter } from "./session-rows";

/** The history of sessions (admins): by register, person and day, with their differences summed. */
export async function listDrawerSessions(db: Db, q: SessionListQuery) {
  const rows = await selectSessions(db, sessionFilter(q));
  return {
    rows,
    totals: { count: rows.length, difference: rows.reduce((sum, r) => sum + (r.difference ?? 0), 0) },
  };
}
