import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { formatMoney } from "../../domain/kernel/money";
import { servicePublicTexts as t } from "../../domain/service-orders/messages-service-public";
import { isOpenService } from "../../domain/service-orders/states";
import { apiQuery, errorMessage } from "../lib/api";
import { PageSpinner } from "../ui/spinner";
import { ServiceStateBadge } from "./service-state-badge";

const count = (x: number) => x.toLocaleString("en-US");

function Figure({
  label,
  value,
  sub,
  testId,
}: {
  label: string;
  value: ReactNode;
  sub?: ReactNode;
  testId: string;
}) {
  return (
    <div className="min-w-0 rounded-xl border border-border bg-surface p-4" data-testid={testId}>
      <p className="text-sm text-muted">{label}</p>
      <p className="text-xl font-semibold tabular-nums sm:text-2xl">{value}</p>
      {sub ? <p className="text-sm text-muted">{sub}</p> : null}
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-xl border border-border bg-surface p-4" aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">{title}</h2>
      {children}
    </section>
  );
}

/** A two-column table: a name and its figure, a totals row when given. */
function Pairs({
  head,
  rows,
  foot,
}: {
  head: readonly [string, string];
  rows: ReadonlyArray<readonly [ReactNode, string]>;
  foot?: readonly [string, string];
}) {
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b border-border text-left text-muted">
          <th className="py-2 pr-2 font-medium">{head[0]}</th>
          <th className="py-2 pl-2 text-right font-medium">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, figure], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows of a summary
          <tr key={i} className="border-b border-border/60">
            <td className="py-1.5 pr-2">{name}</td>
            <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums">{figure}</td>
          </tr>
        ))}
      </tbody>
      {foot ? (
        <tfoot>
          <tr className="font-semibold">
            <td className="py-2 pr-2">{foot[0]}</td>
            <td className="py-2 pl-2 text-right whitespace-nowrap tabular-nums">{foot[1]}</td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

/**
 * Reportes › Servicio: the orders received in the period — those still open by state and by age,
 * those delivered and their average turnaround, what delivered orders earned in labour and parts,
 * the repairs the store's warranty paid for. Its CSV link is in Reportes' filter row.
 */
export function ServiceReport({ from, to }: { from: string; to: string }) {
  const report = useQuery(apiQuery("getServiceReport", { query: { from, to } }));
  if (report.isPending) return <PageSpinner />;
  if (report.isError || !report.data) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {errorMessage(report.error)}
      </p>
    );
  }
  const r = report.data;
  if (r.received === 0) {
    return (
      <div className="grid gap-4" data-testid="service-report">
        <p
          className="rounded-xl border border-border bg-surface p-6 text-muted"
          data-testid="service-report-empty"
        >
          {t.reportEmpty}
        </p>
      </div>
    );
  }
  const open = r.byState.filter((s) => isOpenService(s.state) && s.count > 0);
  const openTotal = open.reduce((sum, s) => sum + s.count, 0);
  return (
    <div className="grid gap-4" data-testid="service-report">
      <p className="text-sm text-muted">{t.reportPeriodNote}</p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label={t.reportReceived} value={count(r.received)} testId="service-received" />
        <Figure label={t.reportDelivered} value={count(r.delivered)} testId="service-delivered" />
        <Figure
          label={t.reportTurnaround}
          value={r.averageTurnaroundDays === null ? "—" : t.reportDays(r.averageTurnaroundDays)}
          sub={r.averageTurnaroundDays === null ? t.reportNoTurnaround : undefined}
          testId="service-turnaround"
        />
        <Figure
          label={t.reportWarranty}
          value={count(r.warrantyRepairs)}
          sub={t.reportWarrantyCost(formatMoney(r.warrantyCost))}
          testId="service-warranty"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Block title={t.reportOpenByState}>
          <Pairs
            head={[t.reportState, t.reportOrders]}
            rows={open.map(
              (s) => [<ServiceStateBadge key={s.state} state={s.state} />, count(s.count)] as const,
            )}
            foot={[t.reportRevenueTotal, count(openTotal)]}
          />
        </Block>
        <Block title={t.reportOpenByAge}>
          <Pairs
            head={[t.reportAge, t.reportOrders]}
            rows={r.openByAge.map((b) => [b.label, count(b.count)] as const)}
          />
        </Block>
        <Block title={t.reportRevenue}>
          <Pairs
            head={[t.reportConcept, t.reportAmount]}
            rows={[
              [t.reportLabour, formatMoney(r.labour)],
              [t.reportParts, formatMoney(r.parts)],
            ]}
            foot={[t.reportRevenueTotal, formatMoney(r.labour + r.parts)]}
          />
        </Block>
      </div>
    </div>
  );
}
