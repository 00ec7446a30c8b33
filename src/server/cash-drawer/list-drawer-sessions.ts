import type { SessionListQuery } from "../../contracts/cash-drawer/cash-drawer";
import { differenceTotals } from "../../domain/cash-drawer/closing";
import type { Db } from "../db/client";
import { selectSessions, sessionFilter } from "./session-rows";

/** The history of sessions (admins): by register, person and day, with their shortages and overs summed apart. */
export async function listDrawerSessions(db: Db, q: SessionListQuery) {
  const rows = await selectSessions(db, sessionFilter(q));
  return {
    rows,
    totals: { count: rows.length, ...differenceTotals(rows.map((r) => r.difference)) },
  };
}
