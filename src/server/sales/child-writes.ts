import { parseShopDate } from "../../domain/kernel/shop-calendar";
import { DEFAULT_PAYMENT_METHOD } from "../../domain/reports/reports";
import type { SaleMoney } from "../../domain/sales/sale";
import type { AuthoredHistoryEntry } from "../../domain/sales/sale-record";
import type { Tx } from "../db/client";
import { date } from "./sale-row";
import { saleHistory, saleRefunds } from "./schema";

/** The rows of a sale's refunds, history entries and payments, as a new sale and a saved one both write them. */

export function refundInsert(
  tx: Tx,
  saleId: string,
  refunds: NonNullable<SaleMoney["refunds"]>,
  actorUserId: string | null,
) {
  return tx.insert(saleRefunds).values(
    refunds.map((r) => ({
      saleId,
      amount: r.amount,
      date: new Date(r.date),
      recordedBy: r.recordedBy,
      recordedById: actorUserId,
      kind: r.kind ?? "reembolso",
      toSaleId: r.toSaleId ?? null,
    })),
  );
}

export function historyInsert(
  tx: Tx,
  saleId: string,
  history: AuthoredHistoryEntry[],
  actorUserId: string | null,
) {
  return tx.insert(saleHistory).values(
    history.map((h) => ({
      saleId,
      event: h.event,
      user: h.user,
      userId: h.userId ?? actorUserId,
      timestamp: new Date(h.timestamp),
      details: h.details,
    })),
  );
}

export function paymentValues(p: SaleMoney["payments"][number]) {
  return {
    amount: p.amount,
    date: parseShopDate(p.date),
    recordedBy: p.recordedBy,
    type: p.type,
    method: p.method ?? DEFAULT_PAYMENT_METHOD,
    modifiedAt: date(p.modifiedAt ?? null),
  };
}
