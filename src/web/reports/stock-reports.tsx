import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { formatMoney } from "../../domain/kernel/money";
import { reportsMsg as m } from "../../domain/reports/messages-reports";
import { apiQuery } from "../lib/api";
import { usePageParam } from "../lib/use-list-url";
import { Pager } from "../ui/pager";
import { PageSpinner } from "../ui/spinner";
import { BarsChart, ReportTable, Section } from "./parts";
import type { Filters } from "./report-filters";
import { L, n } from "./report-format";

// Reportes' other tabs: Vendedores, Productos, Inventario and Pagos con tarjeta.

export function SellersTab({ f }: { f: Filters }) {
  const { data } = useQuery(apiQuery("getSellersReport", { query: { from: f.from, to: f.to } }));
  if (!data) return <PageSpinner />;
  return (
    <Section title={m.reportTabs.sellers}>
      <BarsChart
        data={data.rows}
        x="sellerName"
        bars={[
          { key: "total", name: m.total, color: "var(--gold)" },
          { key: "collected", name: m.collected, color: "var(--fg)" },
        ]}
      />
      <ReportTable
        head={[m.seller, m.sales, m.total, m.collected, m.refunded, m.commission]}
        rows={data.rows.map((r) => [
          r.sellerName,
          n(r.sales),
          L(r.total),
          L(r.collected),
          L(r.refunded),
          L(r.commission),
        ])}
      />
    </Section>
  );
}

export function ProductsTab({ f }: { f: Filters }) {
  const { data } = useQuery(apiQuery("getProductsReport", { query: { from: f.from, to: f.to } }));
  if (!data) return <PageSpinner />;
  return (
    <Section title={m.reportTabs.products}>
      <BarsChart
        data={data.rows.slice(0, 10)}
        x="productName"
        bars={[{ key: "revenue", name: m.revenue, color: "var(--gold)" }]}
      />
      <ReportTable
        head={[m.product, m.unitsCol, m.revenue, m.cost, m.margin]}
        rows={data.rows.map((r) => [r.productName, n(r.units), L(r.revenue), L(r.cost), L(r.margin)])}
      />
    </Section>
  );
}

export function InventoryTab() {
  const [page, setPage] = usePageParam();
  const { data } = useQuery({
    ...apiQuery("getInventoryReport", { query: { page } }),
    placeholderData: keepPreviousData,
  });
  if (!data) return <PageSpinner />;
  const t = data.totals;
  return (
    <Section title={m.reportTabs.inventory}>
      {t.withoutCost ? <p className="mb-2 text-sm text-muted">{m.withoutCost(t.withoutCost)}</p> : null}
      <ReportTable
        head={[
          m.product,
          m.available,
          m.reserved,
          m.unitCost,
          m.price,
          `${m.available} ${m.atCost}`,
          `${m.available} ${m.atPrice}`,
          `${m.reserved} ${m.atCost}`,
          `${m.reserved} ${m.atPrice}`,
        ]}
        rows={data.rows.map((r) => [
          r.productName,
          n(r.quantity),
          n(r.reserved),
          L(r.unitCost),
          L(r.salePrice),
          L(r.stock.atCost),
          L(r.stock.atPrice),
          L(r.reservedValue.atCost),
          L(r.reservedValue.atPrice),
        ])}
        foot={[
          m.total,
          n(t.quantity),
          n(t.reserved),
          "",
          "",
          L(t.stock.atCost),
          L(t.stock.atPrice),
          L(t.reservedValue.atCost),
          L(t.reservedValue.atPrice),
        ]}
      />
      <Pager page={page} total={data.rowCount} pageSize={data.pageSize} onPage={setPage} showCount />
    </Section>
  );
}

export function CardsTab({ f }: { f: Filters }) {
  const { data } = useQuery(apiQuery("getCardsReport", { query: { from: f.from, to: f.to } }));
  if (!data) return <PageSpinner />;
  return (
    <Section title={m.reportTabs.cards}>
      <div className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            [m.today, data.today],
            [m.last7Days, data.last7Days],
            [m.thisMonth, data.month],
            [m.inRange, data.range],
          ] as const
        ).map(([label, p]) => (
          <div key={label} className="rounded-lg border border-border p-3">
            <p className="text-sm text-muted">{label}</p>
            <p className="text-xl font-semibold tabular-nums">{formatMoney(p.total)}</p>
            <p className="text-sm text-muted">{m.salesCount(p.count)}</p>
          </div>
        ))}
      </div>
      <BarsChart
        data={data.byBrand}
        x="brand"
        bars={[{ key: "total", name: m.total, color: "var(--gold)" }]}
      />
      <ReportTable
        head={[m.brand, m.payments, m.total]}
        rows={data.byBrand.map((b) => [b.brand, n(b.count), L(b.total)])}
      />
    </Section>
  );
}
