import { useQuery } from "@tanstack/react-query";
import { formatMoney } from "../../domain/kernel/money";
import { reportsMsg as m } from "../../domain/reports/messages-reports";
import { apiQuery } from "../lib/api";
import { PageSpinner } from "../ui/spinner";
import { SalesCollectionsChart, Section, Tile } from "./parts";

/** Mi Dashboard: the seller's own month; the server answers only their figures. */
export function SellerDashboardPage() {
  const { data: d, isPending, isError } = useQuery(apiQuery("getSellerDashboard"));
  if (isPending) return <PageSpinner />;
  if (isError || !d) return null;
  const month = new URLSearchParams({ from: d.monthStart, to: d.today }).toString();
  return (
    <div className="grid gap-4" data-testid="seller-dashboard">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Tile
          testId="tile-my-sales"
          label={m.mySales}
          value={formatMoney(d.salesMonth.total)}
          sub={m.salesCount(d.salesMonth.count)}
          to={`/admin/orders?${month}`}
        />
        <Tile
          testId="tile-my-collections"
          label={m.myCollections}
          value={formatMoney(d.collectionsMonth)}
          sub={d.refundsMonth ? m.refundsMonth(formatMoney(d.refundsMonth)) : undefined}
        />
        <Tile
          testId="tile-my-owed"
          label={m.myCustomersOwe}
          value={formatMoney(d.owed)}
          to="/admin/orders?pending=yes"
        />
        <Tile
          testId="tile-my-commission"
          label={m.myCommission}
          value={formatMoney(d.commissionMonth)}
          sub={m.commissionNote}
        />
      </div>
      <Section title={m.chart30} testId="seller-chart">
        <SalesCollectionsChart data={d.chart} />
      </Section>
    </div>
  );
}
