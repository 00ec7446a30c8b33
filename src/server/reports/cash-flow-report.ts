import { sql } from "drizzle-orm";
import type { CashFlowReport } from "../../contracts/reports/reports";
import { periodKeys, type ReportGrain, reportRange } from "../../domain/reports/reports";
import type { Db } from "../db/client";
import { totalsOf } from "./period-totals";
import { num, periodSql, rows, ts } from "./sql";

/**
 * Flujo de caja, read from the money journal (docs/decisions/0252): money received by its date,
 * payment type and method; money refunded by its date. Reversals are entries of the same kind,
 * date and method, so a corrected or deleted payment counts as it stands now. Credit moved
 * between two sales of a customer moved no cash and is left out (docs/decisions/0251). The cash
 * drawers' own entries — pay-ins, pay-outs and the differences their closes found — are summed
 * apart, never into "Recibido" or Neto: they are no customer's money (docs/decisions/0252).
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
    rows<Record<string, unknown>>(
      db,
      sql`select ${periodSql(sql`r.date`, q.grain)} as period,
          coalesce(sum(r.amount) filter (where r.kind = 'refunded'), 0) as refunds,
          coalesce(sum(r.amount) filter (where r.kind = 'refunded' and r.method = 'efectivo'), 0) as cash_refunds,
          coalesce(sum(r.amount) filter (where r.kind = 'pay_in'), 0) as pay_ins,
          coalesce(sum(r.amount) filter (where r.kind = 'pay_out'), 0) as pay_outs,
          coalesce(sum(r.amount) filter (where r.kind = 'over_short'), 0) as drawer_difference
        from money_entries r where r.date >= ${ts(start)} and r.date < ${ts(end)}
          and r.kind in ('refunded', 'pay_in', 'pay_out', 'over_short') group by 1`,
    ),
  ]);
  const payBy = new Map(pay.map((r) => [r.period as string, r]));
  const outBy = new Map(ref.map((r) => [r.period as string, r]));
  const list = periodKeys(q.from, q.to, q.grain).map((period) => {
    const p = payBy.get(period) ?? {};
    const o = outBy.get(period) ?? {};
    const refunds = num(o.refunds);
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
      cashRefunds: num(o.cash_refunds),
      payIns: num(o.pay_ins),
      payOuts: num(o.pay_outs),
      drawerDifference: num(o.drawer_difference),
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
    "cashRefunds",
    "payIns",
    "payOuts",
    "drawerDifference",
  ] as const;
  return { rows: list, totals: totalsOf(list, keys) };
}
