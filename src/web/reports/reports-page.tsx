import { useQuery } from "@tanstack/react-query";
import { NavLink, useParams, useSearchParams } from "react-router";
import { REPORT_IDS, type ReportId } from "../../contracts/reports";
import { collectionsMsg } from "../../domain/messages-collections";
import { creditMsg } from "../../domain/messages-credit";
import { invoiceMessages } from "../../domain/messages-invoices";
import { reportsMsg as m } from "../../domain/messages-reports";
import { formatMoney } from "../../domain/money";
import { AGEING_BUCKETS, type ReportGrain } from "../../domain/reports";
import { showsCredit } from "../../domain/sale-ledger";
import { formatPeriod, shopDay, startOfShopMonth } from "../../domain/shop-calendar";
import { CollectionsReport } from "../collections";
import { InvoicesReport } from "../invoices";
import { apiQuery, operationUrl } from "../lib/api";
import { buttonClass } from "../ui/button";
import { cn } from "../ui/cn";
import { PageSpinner } from "../ui/spinner";
import { BarsChart, ReportTable, Section } from "./parts";

const L = (c: number | null) => (c === null ? "—" : formatMoney(c));
const n = (x: number) => x.toLocaleString("en-US");

interface Filters {
  from: string;
  to: string;
  grain: ReportGrain;
  asOf: string;
}

function useFilters(): [Filters, (patch: Partial<Filters>) => void] {
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const today = shopDay(now);
  const filters: Filters = {
    from: params.get("from") ?? shopDay(startOfShopMonth(now)),
    to: params.get("to") ?? today,
    grain: (["day", "week", "month"].includes(params.get("grain") ?? "")
      ? params.get("grain")
      : "day") as ReportGrain,
    asOf: params.get("asOf") ?? today,
  };
  const set = (patch: Partial<Filters>) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [k, v] of Object.entries(patch)) if (v) next.set(k, v);
      return next;
    });
  return [filters, set];
}

/** Reportes: one tab (sub-route) per report, each with a chart, a table and its CSV. */
export function ReportsPage() {
  const tab = (useParams()["*"] ?? "").split("/")[0] as ReportId;
  const report: ReportId = REPORT_IDS.includes(tab) ? tab : "sales";
  const [f, set] = useFilters();
  const invoices = (tab as string) === "invoices";
  const collections = (tab as string) === "collections";
  // Facturas and Cobranza are not reports of REPORT_IDS: while one is open, no report tab is current.
  const current = (id: ReportId) => id === report && !invoices && !collections;
  // Facturas takes only the range (its own CSV is in its tab); every other control belongs to a report.
  const usesAsOf = !invoices && report === "receivable";
  const usesRange = invoices || (report !== "receivable" && report !== "inventory");
  const usesGrain = !invoices && (report === "sales" || report === "cash-flow");
  const query = usesAsOf
    ? { asOf: f.asOf }
    : { ...(usesRange ? { from: f.from, to: f.to } : {}), ...(usesGrain ? { grain: f.grain } : {}) };
  const badRange = usesRange && f.from > f.to;
  return (
    <div className="grid gap-4" data-testid="reports">
      <nav className="flex gap-1 overflow-x-auto border-b border-border" aria-label="Reportes">
        {REPORT_IDS.map((id) => (
          <NavLink
            key={id}
            to={{ pathname: `/admin/reports/${id}`, search: window.location.search }}
            className={cn(
              "shrink-0 border-b-2 px-3 py-2 text-sm whitespace-nowrap",
              current(id) ? "border-gold font-semibold" : "border-transparent text-muted hover:text-fg",
            )}
            aria-current={current(id) ? "page" : undefined}
          >
            {m.reportTabs[id]}
          </NavLink>
        ))}
        <NavLink
          to={{ pathname: "/admin/reports/invoices", search: window.location.search }}
          className={cn(
            "shrink-0 border-b-2 px-3 py-2 text-sm whitespace-nowrap",
            invoices ? "border-gold font-semibold" : "border-transparent text-muted hover:text-fg",
          )}
          aria-current={invoices ? "page" : undefined}
        >
          {invoiceMessages.tabInvoices}
        </NavLink>
        <NavLink
          to="/admin/reports/collections"
          className={cn(
            "shrink-0 border-b-2 px-3 py-2 text-sm whitespace-nowrap",
            collections ? "border-gold font-semibold" : "border-transparent text-muted hover:text-fg",
          )}
          aria-current={collections ? "page" : undefined}
        >
          {collectionsMsg.tabCollections}
        </NavLink>
      </nav>
      {/* Cobranza is about today: no dates, and its own CSV. */}
      <div className={cn("flex flex-wrap items-end gap-3", collections && "hidden")}>
        {usesAsOf ? (
          <DateField label={m.asOf} value={f.asOf} onChange={(asOf) => set({ asOf })} name="asOf" />
        ) : null}
        {usesRange ? (
          <>
            <DateField label={m.from} value={f.from} onChange={(from) => set({ from })} name="from" />
            <DateField label={m.to} value={f.to} onChange={(to) => set({ to })} name="to" />
          </>
        ) : null}
        {usesGrain ? (
          <label className="grid gap-1 text-sm">
            <span className="text-muted">{m.grain}</span>
            <select
              className="rounded-md border border-border bg-bg px-2 py-1.5"
              value={f.grain}
              onChange={(e) => set({ grain: e.target.value as ReportGrain })}
              name="grain"
            >
              {(["day", "week", "month"] as const).map((g) => (
                <option key={g} value={g}>
                  {m.grains[g]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {invoices ? null : (
          <a
            className={buttonClass("secondary")}
            href={operationUrl("exportReport", { params: { report }, query })}
            download
            data-testid="export-csv"
          >
            {m.exportCsv}
          </a>
        )}
      </div>
      {collections ? (
        <CollectionsReport />
      ) : invoices ? (
        <InvoicesReport from={f.from} to={f.to} />
      ) : badRange ? (
        <p role="alert" className="text-sm text-red-600">
          {m.invalidRange}
        </p>
      ) : (
        <ReportBody report={report} f={f} />
      )}
    </div>
  );
}

function DateField({
  label,
  value,
  onChange,
  name,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  name: string;
}) {
  return (
    <label className="grid gap-1 text-sm">
      <span className="text-muted">{label}</span>
      <input
        type="date"
        name={name}
        className="rounded-md border border-border bg-bg px-2 py-1.5"
        value={value}
        onChange={(e) => e.target.value && onChange(e.target.value)}
      />
    </label>
  );
}

function ReportBody({ report, f }: { report: ReportId; f: Filters }) {
  switch (report) {
    case "sales":
      return <SalesTab f={f} />;
    case "cash-flow":
      return <CashFlowTab f={f} />;
    case "receivable":
      return <ReceivableTab f={f} />;
    case "sellers":
      return <SellersTab f={f} />;
    case "products":
      return <ProductsTab f={f} />;
    case "inventory":
      return <InventoryTab />;
    case "cards":
      return <CardsTab f={f} />;
  }
}

function SalesTab({ f }: { f: Filters }) {
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
          { key: "paid", name: m.paid, color: "var(--navy)" },
        ]}
      />
      <ReportTable
        head={[m.period, m.sales, m.total, m.paid, m.pending, m.discounts, m.cancelled, m.cancelledTotal]}
        rows={data.rows.map((r) => [
          formatPeriod(r.period),
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

function CashFlowTab({ f }: { f: Filters }) {
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
          { key: "transferencia", name: m.transferencia, color: "var(--navy)" },
          { key: "tarjeta", name: m.tarjeta, color: "var(--muted)" },
          { key: "refunds", name: m.refunds, color: "#c2410c" },
        ]}
      />
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
        rows={data.rows.map((r) => [formatPeriod(r.period), ...cells(r)])}
        foot={[m.total, ...cells(t)]}
      />
    </Section>
  );
}

function ReceivableTab({ f }: { f: Filters }) {
  const { data } = useQuery(apiQuery("getReceivableReport", { query: { asOf: f.asOf } }));
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
      {showsCredit(data.credit) ? (
        // Credits are the shop's debt to customers: their own line, never taken off what is owed.
        <p className="mt-2 text-sm text-emerald-700 dark:text-emerald-300" data-testid="receivable-credit">
          {creditMsg.creditLine(L(data.credit))}
        </p>
      ) : null}
    </Section>
  );
}

function SellersTab({ f }: { f: Filters }) {
  const { data } = useQuery(apiQuery("getSellersReport", { query: { from: f.from, to: f.to } }));
  if (!data) return <PageSpinner />;
  return (
    <Section title={m.reportTabs.sellers}>
      <BarsChart
        data={data.rows}
        x="sellerName"
        bars={[
          { key: "total", name: m.total, color: "var(--gold)" },
          { key: "collected", name: m.collected, color: "var(--navy)" },
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

function ProductsTab({ f }: { f: Filters }) {
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

function InventoryTab() {
  const { data } = useQuery(apiQuery("getInventoryReport"));
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
    </Section>
  );
}

function CardsTab({ f }: { f: Filters }) {
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
