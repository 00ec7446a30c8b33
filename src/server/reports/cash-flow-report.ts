import { sql } from "drizzle-orm";
import type { CashFlowReport } from "../../contracts/reports/reports";
import { periodKeys, type ReportGrain, reportRange } from "../../domain/reports/reports";
import type { Db } from "../db/client";
import { totalsOf } from "./period-totals";
import { num, periodSql, rows, ts } from "./sql";

/**
 * Flujo de caja, read from the money journal (docs/decisions/0241): money received by its date,
 * payment type and method; money refunded by its date. Reversals are entries of the same kind,
 * date and method, so a corrected or deleted payment counts as it stands now. Credit moved
 * between two sales of a customer moved no cash and is left out (docs/decisions/0251).
 */
export async function cashFlowReport(
  db: Db,
  q: { from: string; to: string; grain: ReportGrain },
): Promise<CashFlowReport> {
  const { start, end } = reportRange(q.from, q.to);
  const [pay, ref] = await Promise.all([
    rows<Record<string, unknown>>(
      db,
      sql`select ${periodSql(sql`p.date`, q.grain)} as period,
          coalesce(sum(p.amount) filter (where p.payment_type = 'partial'), 0) as partial,
          coalesce(sum(p.amount) filter (where p.payment_type = 'full'), 0) as full,
          coalesce(sum(p.amount) filter (where p.method = 'efectivo'), 0) as efectivo,
          coalesce(sum(p.amount) filter (where p.method = 'transferencia'), 0) as transferencia,
          coalesce(sum(p.amount) filter (where p.method = 'transferencia' and exists (
            select 1 from transfer_declarations td
            where td.payment_id = p.payment_id and td.verified_at is not null)), 0) as transfer_verified,
          coalesce(sum(p.amount) filter (where p.method = 'tarjeta'), 0) as tarjeta,
          coalesce(sum(p.amount), 0) as received
        from money_entries p where p.date >= ${ts(start)} and p.date < ${ts(end)}
          and p.kind = 'received' group by 1`,
    ),
    rows<{ period: string; refunds: unknown }>(
      db,
      sql`select ${periodSql(sql`r.date`, q.grain)} as period, sum(r.amount) as refunds
        from money_entries r where r.date >= ${ts(start)} and r.date < ${ts(end)}
          and r.kind = 'refunded' group by 1`,
    ),
  ]);
  const payBy = new Map(pay.map((r) => [r.period as string, r]));
  const refBy = new Map(ref.map((r) => [r.period, num(r.refunds)]));
  const list = periodKeys(q.from, q.to, q.grain).map((period) => {
    const p = payBy.get(period) ?? {};
    const refunds = refBy.get(period) ?? 0;
    const received = num(p.received);
    return {
      period,
      partial: num(p.partial),
      full: num(p.full),
      efectivo: num(p.efectivo),
      transferencia: num(p.transferencia),
      transferVerified: num(p.transfer_verified),
      tarjeta: num(p.tarjeta),
      received,
      refunds,
      net: received - refunds,
    };
  });
  const keys = [
    "partial",
    "full",
    "efectivo",
    "transferencia",
    "transferVerified",
    "tarjeta",
    "received",
    "refunds",
    "net",
  ] as const;
  return { rows: list, totals: totalsOf(list, keys) };
}
