import { asc, inArray } from "drizzle-orm";
import type { HistoryEntry } from "../../domain/sales/sale";
import type { DbOrTx } from "../db/client";
import { saleHistory } from "./schema";

export async function loadHistory(
  db: DbOrTx,
  saleIds: readonly string[],
): Promise<Map<string, HistoryEntry[]>> {
  const map = new Map<string, HistoryEntry[]>();
  if (!saleIds.length) return map;
  const rows = await db
    .select()
    .from(saleHistory)
    .where(inArray(saleHistory.saleId, [...saleIds]))
    .orderBy(asc(saleHistory.timestamp), asc(saleHistory.id));
  for (const h of rows) {
    const list = map.get(h.saleId) ?? [];
    list.push({ event: h.event, user: h.user, timestamp: h.timestamp.toISOString(), details: h.details });
    map.set(h.saleId, list);
  }
  return map;
}
