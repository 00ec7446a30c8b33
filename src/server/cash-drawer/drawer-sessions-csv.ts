import type { SessionFilterQuery } from "../../contracts/cash-drawer/cash-drawer";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import { csvDocument } from "../../domain/kernel/csv";
import { decimalLempiras } from "../../domain/kernel/money";
import { formatShopDateTime } from "../../domain/kernel/shop-calendar";
import type { Db } from "../db/client";
import { selectSessions, sessionFilter } from "./session-rows";

const lempiras = (centavos: number | null) => (centavos === null ? "" : decimalLempiras(centavos));

/**
 * The history as CSV: one session a line, amounts as plain decimals (a faltante negative), so a
 * spreadsheet sums the differences; a session not yet counted has its close's cells empty.
 */
export async function drawerSessionsCsv(db: Db, q: SessionFilterQuery): Promise<string> {
  const rows = await selectSessions(db, sessionFilter(q), 100_000);
  return csvDocument(
    m.csvHeader,
    rows.map((r) => [
      r.register.name,
      m.statusLabels[r.status],
      r.openedBy.name,
      formatShopDateTime(r.openedAt),
      r.closedBy?.name ?? "",
      r.closedAt ? formatShopDateTime(r.closedAt) : "",
      lempiras(r.float),
      lempiras(r.expected),
      lempiras(r.counted),
      lempiras(r.difference),
      r.approvedBy?.name ?? "",
    ]),
  );
}
