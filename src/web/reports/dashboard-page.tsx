import { useQuery } from "@tanstack/react-query";
import { formatMoney } from "../../domain/kernel/money";
import { reportsMsg as m } from "../../domain/reports/messages-reports";
import { serviceScreens } from "../../domain/service-orders/messages-service-screens";
import { CashDrawerTile } from "../cash-drawer";
import { apiQuery } from "../lib/api";
import { PageSpinner } from "../ui/spinner";
import { SalesCollectionsChart, Section, Tile } from "./parts";

const orders = (q: Record<string, string>) => `/admin/orders?${new URLSearchParams(q).toString()}`;

/** Dashboard: today and this month on the shop's calendar, live on 'sales'. */
export function DashboardPage() {
  const { data: d, isPending, isError } = useQuery(apiQuery("getDashboard"));
  // The service desk's watches ready to hand over (live on 'service_orders').
  const desk = useQuery(apiQuery("listServiceOrders", { query: { view: "open" } }));
  if (isPending) return <PageSpinner />;
  if (isError || !d) return null;
  const today = { from: d.today, to: d.today };
  const month = { from: d.monthStart, to: d.today };
  return (
    <div className="grid gap-4" data-testid="dashboard">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Tile
          testId="tile-sales-today"
          label={m.salesToday}
          value={formatMoney(d.salesToday.total)}
          sub={m.salesCount(d.salesToday.count)}
          to={orders(today)}
        />
        <Tile
          testId="tile-sales-month"
          label={m.salesMonth}
          value={formatMoney(d.salesMonth.total)}
          sub={m.salesCount(d.salesMonth.count)}
          to={orders(month)}
        />
        <Tile
          testId="tile-collections-today"
          label={m.collectionsToday}
          value={formatMoney(d.collectionsToday)}
          to={`/admin/reports/cash-flow?from=${d.today}&to=${d.today}`}
        />
        <Tile
          testId="tile-collections-month"
          label={m.collectionsMonth}
          value={formatMoney(d.collectionsMonth)}
          to={`/admin/reports/cash-flow?from=${d.monthStart}&to=${d.today}`}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <Tile
          testId="tile-receivable"
          label={m.receivable}
          value={formatMoney(d.receivable.total)}
          to={orders({ pending: "yes" })}
        />
        {(["over30", "over60", "over90"] as const).map((k) => (
          <Tile
            key={k}
            testId={`tile-${k}`}
            label={m[k]}
            value={formatMoney(d.receivable[k])}
            tone={d.receivable[k] > 0 ? "warn" : undefined}
            to={`/admin/reports/receivable?asOf=${d.today}`}
          />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <Section title={m.chart30} testId="dashboard-chart">
          <SalesCollectionsChart data={d.chart} />
        </Section>
        <Section title={m.awaiting} testId="awaiting">
          <div className="grid grid-cols-2 gap-2">
            <Tile
              testId="tile-new-cards"
              label={m.newCardPayments}
              value={d.awaiting.newCardPayments}
              to="/admin/card-payments"
            />
            <Tile
              testId="tile-web-purchases"
              label={m.unreadWebPurchases}
              value={d.awaiting.unreadWebPurchases}
              to="/admin/unregistered"
            />
            <Tile
              testId="tile-open-tickets"
              label={m.openTickets}
              value={d.awaiting.openTickets}
              to="/admin/support-tickets"
            />
            <Tile
              testId="tile-low-stock"
              label={m.lowStock}
              value={d.awaiting.lowStock}
              to="/admin/inventory"
            />
            <Tile
              testId="tile-not-delivered"
              label={m.completedNotDelivered}
              value={d.awaiting.completedNotDelivered}
              to={orders({ status: "Completado" })}
            />
            <Tile
              testId="tile-service-ready"
              label={serviceScreens.dashboardReady}
              value={desk.data?.ready ?? "—"}
              to={`/admin/orders/services?${new URLSearchParams({ state: "Listo para entregar" }).toString()}`}
            />
          </div>
        </Section>
      </div>
      {/* The cash drawers: open now, opened today, the last differences (live on "cash_drawer"). */}
      <CashDrawerTile />
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={m.byStatus} testId="by-status">
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {d.byStatus.map((s) => (
              <Tile
                key={s.status}
                testId={`tile-status-${s.status}`}
                label={s.status}
                value={s.count}
                to={orders({ status: s.status })}
              />
            ))}
          </div>
        </Section>
        <Section title={m.bestSellers} testId="best-sellers">
          {d.bestSellers.length === 0 ? (
            <p className="text-sm text-muted">{m.noSalesYet}</p>
          ) : (
            <ol className="grid gap-2">
              {d.bestSellers.map((b) => (
                <li key={b.productId} className="flex min-w-0 items-baseline justify-between gap-3" data-tile>
                  <span className="min-w-0 truncate">{b.productName}</span>
                  <span className="shrink-0 text-sm text-muted tabular-nums">
                    {m.units(b.units)} · {formatMoney(b.revenue)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Section>
      </div>
    </div>
  );
}
