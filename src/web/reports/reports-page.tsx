import { NavLink, type To, useParams } from "react-router";
import { REPORT_IDS, type ReportId } from "../../contracts/reports/reports";
import { collectionsMsg } from "../../domain/collections/messages-collections";
import { invoiceMessages } from "../../domain/invoices/messages-invoices";
import { reportsMsg as m } from "../../domain/reports/messages-reports";
import type { ReportGrain } from "../../domain/reports/reports";
import { servicePublicTexts } from "../../domain/service-orders/messages-service-public";
import { CashDrawerReport, drawerReportTab } from "../cash-drawer";
import { CollectionsReport } from "../collections";
import { InvoicesReport } from "../invoices";
import { operationUrl } from "../lib/api";
import { ServiceReport } from "../service-orders";
import { buttonClass } from "../ui/button";
import { cn } from "../ui/cn";
import { CashFlowTab, ReceivableTab, SalesTab } from "./money-reports";
import { DateField, type Filters, useFilters } from "./report-filters";
import { CardsTab, InventoryTab, ProductsTab, SellersTab } from "./stock-reports";

/** Reportes: one tab (sub-route) per report, each with a chart, a table and its CSV. */
/** The address's filters for another tab: its dates carry over, the page of this one does not. */
function rangeOnly(): string {
  const params = new URLSearchParams(window.location.search);
  params.delete("page");
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function ReportsPage() {
  const tab = (useParams()["*"] ?? "").split("/")[0] as ReportId;
  const report: ReportId = REPORT_IDS.includes(tab) ? tab : "sales";
  const [f, set] = useFilters();
  const invoices = (tab as string) === "invoices";
  const collections = (tab as string) === "collections";
  const services = (tab as string) === "services";
  const drawer = (tab as string) === "cash-drawer";
  // Facturas, Cobranza, Servicio and Caja are not reports of REPORT_IDS: while one is open, no report tab is current.
  const current = (id: ReportId) => id === report && !invoices && !collections && !services && !drawer;
  // Facturas, Servicio and Caja take only the range, each with its own CSV; every other control belongs to a report.
  const ownTab = invoices || services || drawer;
  const usesAsOf = !ownTab && report === "receivable";
  const usesRange = ownTab || (report !== "receivable" && report !== "inventory");
  const usesGrain = !ownTab && (report === "sales" || report === "cash-flow");
  const query = usesAsOf
    ? { asOf: f.asOf }
    : { ...(usesRange ? { from: f.from, to: f.to } : {}), ...(usesGrain ? { grain: f.grain } : {}) };
  const badRange = usesRange && f.from > f.to;
  return (
    <div className="grid gap-4" data-testid="reports">
      {/* On a phone the tabs scroll sideways; from a tablet up they wrap, so every tab reads whole. */}
      <nav
        className="flex gap-1 overflow-x-auto border-b border-border sm:flex-wrap sm:overflow-visible"
        aria-label="Reportes"
      >
        {REPORT_IDS.map((id) => (
          <ReportTab
            key={id}
            to={{ pathname: `/admin/reports/${id}`, search: rangeOnly() }}
            current={current(id)}
            label={m.reportTabs[id]}
          />
        ))}
        <ReportTab
          to={{ pathname: "/admin/reports/invoices", search: rangeOnly() }}
          current={invoices}
          label={invoiceMessages.tabInvoices}
        />
        <ReportTab
          to={{ pathname: "/admin/reports/services", search: rangeOnly() }}
          current={services}
          label={servicePublicTexts.reportTab}
        />
        <ReportTab
          to={{ pathname: drawerReportTab.path, search: rangeOnly() }}
          current={drawer}
          label={drawerReportTab.label}
        />
        <ReportTab
          to="/admin/reports/collections"
          current={collections}
          label={collectionsMsg.tabCollections}
        />
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
        {services ? (
          <a
            className={buttonClass("secondary")}
            href={operationUrl("getServiceReportCsv", { query: { from: f.from, to: f.to } })}
            download
            data-testid="service-csv"
          >
            {servicePublicTexts.reportCsv}
          </a>
        ) : null}
        {ownTab ? null : (
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
      ) : services ? (
        <ServiceReport from={f.from} to={f.to} />
      ) : drawer ? (
        <CashDrawerReport from={f.from} to={f.to} />
      ) : (
        <ReportBody report={report} f={f} />
      )}
    </div>
  );
}

/** The open tab's report; each reads only the filters it uses. */
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

/** One tab of Reportes: a link, marked as the current page while its report is open. */
function ReportTab({ to, current, label }: { to: To; current: boolean; label: string }) {
  return (
    <NavLink
      to={to}
      className={cn(
        "shrink-0 border-b-2 px-3 py-2 text-sm whitespace-nowrap",
        current ? "border-gold font-semibold" : "border-transparent text-muted hover:text-fg",
      )}
      aria-current={current ? "page" : undefined}
    >
      {label}
    </NavLink>
  );
}
