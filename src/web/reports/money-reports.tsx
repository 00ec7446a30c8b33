import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { formatMoney } from "../../domain/kernel/money";
import { formatPeriod } from "../../domain/kernel/shop-calendar";
import { reportsMsg as m } from "../../domain/reports/messages-reports";
import { AGEING_BUCKETS } from "../../domain/reports/reports";
import { creditMsg } from "../../domain/sales/messages-credit";
import { showsCredit } from "../../domain/sales/sale-ledger";
import { apiQuery } from "../lib/api";
import { usePageParam } from "../lib/use-list-url";
import { Pager } from "../ui/pager";
import { PageSpinner } from "../ui/spinner";
import { BarsChart, ReportTable, Section } from "./parts";
import type { Filters } from "./report-filters";
import { L, n } from "./report-format";

// Reportes' money tabs: Ventas, Flujo de caja and Cuentas por cobrar, each a chart, a table and its CSV.

/** A period ("ene 2026", a week's dates) is one unit in its column, as a figure is. */
const Period = ({ period }: { period: string }) => (
  <span className="whitespace-nowrap">{formatPeriod(period)}</span>
);

export function SalesTab({ f }: { f: Filters }) {
  const { data } = useQuery(
    apiQuery("getSalesReport", { query: { from: f.from, to: f.to, grain: f.grain } }),
  );
  if (!data) return <PageSpinner />;
  const t = data.totals;
  return (
    <Section title={m.reportTabs.sales}>
      <BarsChart
        data={data.rows}
        x="period"
        bars={[
          { key: "total", name: m.total, color: "var(--gold)" },
          { key: "paid", name: m.paid, color: "var(--fg)" },
        ]}
      />
      <ReportTable
        head={[m.period, m.sales, m.total, m.paid, m.pending, m.discounts, m.cancelled, m.cancelledTotal]}
        rows={data.rows.map((r) => [
          <Period key="period" period={r.period} />,
          n(r.count),
          L(r.total),
          L(r.paid),
          L(r.pending),
          L(r.discounts),
          n(r.cancelled),
          L(r.cancelledTotal),
        ])}
        foot={[
          m.total,
          n(t.count),
          L(t.total),
          L(t.paid),
          L(t.pending),
          L(t.discounts),
          n(t.cancelled),
          L(t.cancelledTotal),
        ]}
      />
    </Section>
  );
}

/** An over (+) or short (−) of the drawers' counts, signed as a person reads it. */
const signedMoney = (amount: number) => (amount < 0 ? `-${formatMoney(-amount)}` : formatMoney(amount));

export function CashFlowTab({ f }: { f: Filters }) {
  const { data } = useQuery(
    apiQuery("getCashFlowReport", { query: { from: f.from, to: f.to, grain: f.grain } }),
  );
  if (!data) return <PageSpinner />;
  const t = data.totals;
  const cells = (r: typeof t) => [
    L(r.partial),
    L(r.full),
    L(r.efectivo),
    L(r.transferencia),
    L(r.tarjeta),
    L(r.received),
    L(r.refunds),
    L(r.net),
  ];
  return (
    <Section title={m.reportTabs["cash-flow"]}>
      <BarsChart
        data={data.rows}
        x="period"
        bars={[
          { key: "efectivo", name: m.efectivo, color: "var(--gold)" },
          { key: "transferencia", name: m.transferencia, color: "var(--fg)" },
          { key: "tarjeta", name: m.tarjeta, color: "var(--muted)" },
          { key: "refunds", name: m.refunds, color: "#c2410c" },
        ]}
      />
      {t.transferencia ? (
        <p className="my-2 text-sm text-muted" data-testid="transfer-split">
          {m.transferSplit(
            formatMoney(t.transferVerified),
            formatMoney(t.transferencia - t.transferVerified),
          )}
        </p>
      ) : null}
      {t.payIns || t.payOuts || t.drawerDifference ? (
        <p className="my-2 text-sm text-muted tabular-nums" data-testid="drawer-line">
          {m.drawerLine(formatMoney(t.payIns), formatMoney(t.payOuts), signedMoney(t.drawerDifference))}
        </p>
      ) : null}
      <ReportTable
        head={[
          m.period,
          m.partial,
          m.full,
          m.efectivo,
          m.transferencia,
          m.tarjeta,
          m.received,
          m.refunds,
          m.net,
        ]}
        rows={data.rows.map((r) => [<Period key="period" period={r.period} />, ...cells(r)])}
        foot={[m.total, ...cells(t)]}
      />
    </Section>
  );
}

export function ReceivableTab({ f }: { f: Filters }) {
  const [page, setPage] = usePageParam();
  const { data } = useQuery({
    ...apiQuery("getReceivableReport", { query: { asOf: f.asOf, page } }),
    placeholderData: keepPreviousData,
  });
  if (!data) return <PageSpinner />;
  const chart = AGEING_BUCKETS.map((b) => ({ bucket: m.bucket[b], amount: data.totals[b] }));
  return (
    <Section title={m.reportTabs.receivable}>
      <BarsChart
        data={chart}
        x="bucket"
        bars={[{ key: "amount", name: m.receivable, color: "var(--gold)" }]}
      />
      {data.manualPaidSales ? (
        <p className="my-2 text-sm text-muted">{m.manualPaid(data.manualPaidSales)}</p>
      ) : null}
      <ReportTable
        head={[
          m.customer,
          m.phone,
          m.sales,
          ...AGEING_BUCKETS.map((b) => m.bucket[b]),
          m.total,
          creditMsg.creditLabel,
        ]}
        rows={data.customers.map((c) => [
          c.customerName,
          c.customerPhone ?? "",
          n(c.sales),
          ...AGEING_BUCKETS.map((b) => L(c[b])),
          L(c.total),
          showsCredit(c.credit) ? L(c.credit) : "",
        ])}
        foot={[
          m.total,
          "",
          "",
          ...AGEING_BUCKETS.map((b) => L(data.totals[b])),
          L(data.totals.total),
          showsCredit(data.credit) ? L(data.credit) : "",
        ]}
      />
      <Pager page={page} total={data.rowCount} pageSize={data.pageSize} onPage={setPage} showCount />
      {showsCredit(data.credit) ? (
        // Credits are the shop's debt to customers: their own line, never taken off what is owed.
        <p className="mt-2 text-sm text-emerald-700 dark:text-emerald-300" data-testid="receivable-credit">
          {creditMsg.creditLine(L(data.credit))}
        </p>
      ) : null}
    </Section>
  );
}
