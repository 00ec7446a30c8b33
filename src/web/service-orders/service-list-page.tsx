import { Plus, Search } from "lucide-react";
import { Link, useNavigate } from "react-router";
import type { ServiceOrderRow } from "../../contracts/service-orders/service-orders";
import { formatMoney } from "../../domain/kernel/money";
import { serviceScreens as t } from "../../domain/service-orders/messages-service-screens";
import { SERVICE_STATES } from "../../domain/service-orders/states";
import { dateText } from "../lib/format";
import { useListUrl } from "../lib/use-list-url";
import { buttonClass } from "../ui/button";
import { cn } from "../ui/cn";
import { Pager } from "../ui/pager";
import { PageSpinner } from "../ui/spinner";
import { ServiceMark, ServiceStateBadge } from "./service-state-badge";
import {
  DESK_PATH,
  deskOrderPath,
  LIST_KEYS,
  type ListFilters,
  listQuery,
  useServiceOrders,
  useTechnicians,
  VIEWS,
} from "./use-service-orders";

const control =
  "h-10 rounded-lg border border-border bg-surface px-2 text-sm text-fg focus:border-gold focus:outline-none";
const VIEW_LABEL = { open: t.viewOpen, all: t.viewAll, uncollected: t.viewUncollected } as const;
const CELL = "px-2 py-2 2xl:px-3";

/**
 * Órdenes › Servicio: the desk's list, live on 'service_orders', paged by the server. Its filters
 * live in the address (a view can be shared); the search waits for a pause in typing.
 */
export function ServiceListPage() {
  const { params, set: setParam, setAfterPause } = useListUrl();
  const filters: ListFilters = Object.fromEntries(LIST_KEYS.map((k) => [k, params.get(k) ?? undefined]));
  const { data, isPending } = useServiceOrders(filters);
  const set = (key: string, value: string) => (key === "q" ? setAfterPause : setParam)(key, value);
  const query = listQuery(filters);
  const navigate = useNavigate();
  const open = (id: string) => navigate(deskOrderPath(id));

  return (
    <section className="flex flex-col gap-4" aria-label={t.listTitle}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-display text-xl font-semibold">{t.listTitle}</h2>
        <Link to={`${DESK_PATH}/new`} className={buttonClass("primary", "md")} data-testid="receive-watch">
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t.receiveWatch}
        </Link>
      </div>
      <Filters filters={filters} set={set} />
      {data ? (
        <div className="grid grid-cols-2 gap-2 sm:max-w-md" data-testid="service-counts">
          <Count
            label={t.readyCount}
            value={data.ready}
            active={query.state === "Listo para entregar"}
            onClick={() => set("state", query.state === "Listo para entregar" ? "" : "Listo para entregar")}
          />
          <Count
            label={t.uncollectedCount}
            value={data.uncollected}
            title={t.uncollectedHint(data.uncollectedDays)}
            active={query.view === "uncollected"}
            onClick={() => set("view", query.view === "uncollected" ? "" : "uncollected")}
          />
        </div>
      ) : null}
      {isPending ? (
        <PageSpinner />
      ) : (
        <>
          <ul className="flex flex-col gap-2 md:hidden" data-testid="service-cards">
            {data?.rows.length ? (
              data.rows.map((row) => <Card key={row.id} row={row} />)
            ) : (
              <li className="rounded-xl border border-border bg-surface px-3 py-8 text-center text-muted">
                {t.emptyList}
              </li>
            )}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-border bg-surface md:block">
            <table className="w-full min-w-[52rem] text-xs 2xl:text-sm" data-testid="service-table">
              <thead className="bg-surface-2 text-left text-xs text-muted uppercase">
                <tr>
                  <th scope="col" className={`${CELL} font-semibold`}>
                    {t.colNumber}
                  </th>
                  <th scope="col" className={`${CELL} font-semibold`}>
                    {t.colReceived}
                  </th>
                  <th scope="col" className={`${CELL} font-semibold`}>
                    {t.colCustomer}
                  </th>
                  <th scope="col" className={`${CELL} font-semibold`}>
                    {t.colWatch}
                  </th>
                  <th scope="col" className={`${CELL} font-semibold`}>
                    {t.colTechnician}
                  </th>
                  <th scope="col" className={`${CELL} font-semibold`}>
                    {t.colState}
                  </th>
                  <th scope="col" className={`${CELL} text-right font-semibold`}>
                    {t.colTotal}
                  </th>
                  <th scope="col" className={`${CELL} text-right font-semibold`}>
                    {t.colBalance}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {data?.rows.length ? (
                  data.rows.map((row) => <Row key={row.id} row={row} onOpen={() => open(row.id)} />)
                ) : (
                  <tr>
                    <td colSpan={8} className="px-3 py-8 text-center text-muted">
                      {t.emptyList}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Pager
        page={query.page}
        total={data?.total ?? 0}
        pageSize={data?.pageSize ?? 25}
        onPage={(p) => set("page", String(p))}
      />
    </section>
  );
}

function Filters({ filters, set }: { filters: ListFilters; set: (key: string, value: string) => void }) {
  const technicians = useTechnicians();
  return (
    // A <search>, not a form: Enter in the search box never submits anything.
    <search className="flex flex-wrap items-end gap-2">
      <label className="relative min-w-56 flex-1">
        <span className="sr-only">{t.searchPlaceholder}</span>
        <Search
          className="pointer-events-none absolute top-2.5 left-2.5 h-5 w-5 text-muted"
          aria-hidden="true"
        />
        <input
          type="search"
          className={`${control} w-full pl-9`}
          placeholder={t.searchPlaceholder}
          defaultValue={filters.q ?? ""}
          onChange={(e) => set("q", e.target.value)}
          enterKeyHint="search"
          data-testid="service-search"
        />
      </label>
      <select
        aria-label={t.viewLabel}
        className={control}
        value={filters.view ?? "open"}
        onChange={(e) => set("view", e.target.value === "open" ? "" : e.target.value)}
      >
        {VIEWS.map((v) => (
          <option key={v} value={v}>
            {VIEW_LABEL[v]}
          </option>
        ))}
      </select>
      <select
        aria-label={t.stateLabel}
        className={control}
        value={filters.state ?? ""}
        onChange={(e) => set("state", e.target.value)}
      >
        <option value="">{t.allStates}</option>
        {SERVICE_STATES.map((s) => (
          <option key={s}>{s}</option>
        ))}
      </select>
      <select
        aria-label={t.technicianLabel}
        className={control}
        value={filters.technicianId ?? ""}
        onChange={(e) => set("technicianId", e.target.value)}
      >
        <option value="">{t.allTechnicians}</option>
        {technicians.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
      <label className="flex flex-col text-xs text-muted">
        {t.minAgeLabel}
        <input
          type="number"
          min={0}
          max={3650}
          inputMode="numeric"
          className={`${control} w-28`}
          defaultValue={filters.minAgeDays ?? ""}
          onChange={(e) => set("minAgeDays", e.target.value)}
        />
      </label>
    </search>
  );
}

function Count({
  label,
  value,
  title,
  active,
  onClick,
}: {
  label: string;
  value: number;
  title?: string;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      title={title}
      className={cn(
        "w-full rounded-xl border bg-surface px-3 py-2 text-left hover:bg-surface-2",
        active ? "border-gold" : "border-border",
      )}
    >
      <span className="block text-xs text-muted">{label}</span>
      <span className="block text-lg font-semibold tabular-nums">{value}</span>
    </button>
  );
}

function Marks({ row }: { row: ServiceOrderRow }) {
  return (
    <>
      {row.warranty ? <ServiceMark tone="gold">{t.warrantyBadge}</ServiceMark> : null}
      {row.uncollected ? <ServiceMark tone="warn">{t.uncollectedBadge}</ServiceMark> : null}
    </>
  );
}

const balanceTone = (row: ServiceOrderRow) =>
  row.state !== "Cancelado" && row.balance > 0 ? "text-amber-700 dark:text-amber-300" : "";

function Card({ row }: { row: ServiceOrderRow }) {
  return (
    <li data-testid="service-card">
      <Link
        to={deskOrderPath(row.id)}
        className="grid w-full grid-cols-1 gap-2 rounded-xl border border-border bg-surface p-3 text-sm hover:bg-surface-2"
      >
        <span className="flex items-center justify-between gap-2">
          <span className="font-mono font-semibold text-gold">{row.number}</span>
          <ServiceStateBadge state={row.state} />
        </span>
        <span className="min-w-0">
          <span className="block truncate font-medium" title={row.customerName}>
            {row.customerName}
          </span>
          <span className="block truncate" title={row.watch}>
            {row.watch}
          </span>
          <span className="block text-xs text-muted">
            {row.kind} · {dateText(row.receivedAt)} · {t.ageDays(row.ageDays)}
            {row.technicianName ? ` · ${row.technicianName}` : ""}
          </span>
        </span>
        {row.warranty || row.uncollected ? (
          <span className="flex flex-wrap gap-1">
            <Marks row={row} />
          </span>
        ) : null}
        <span className="grid grid-cols-2 gap-2 border-t border-border pt-2">
          <span>
            <span className="block text-xs text-muted">{t.colTotal}</span>
            <span className="tabular-nums">{formatMoney(row.total)}</span>
          </span>
          <span className="text-right">
            <span className="block text-xs text-muted">{t.colBalance}</span>
            <span className={cn("font-semibold tabular-nums", balanceTone(row))}>
              {formatMoney(row.balance)}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}

function Row({ row, onOpen }: { row: ServiceOrderRow; onOpen: () => void }) {
  return (
    <tr className="cursor-pointer hover:bg-surface-2" onClick={onOpen} data-testid="service-row">
      <td className={CELL}>
        <Link
          to={deskOrderPath(row.id)}
          className="font-mono font-semibold text-gold hover:underline"
          onClick={(e) => e.stopPropagation()}
        >
          {row.number}
        </Link>
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        {dateText(row.receivedAt)}
        <div className="text-xs text-muted">{t.ageDays(row.ageDays)}</div>
      </td>
      <td className={CELL}>
        <div className="font-medium">{row.customerName}</div>
        <div className="text-xs text-muted">{row.customerPhone ?? ""}</div>
      </td>
      <td className={CELL}>
        <div>{row.watch}</div>
        <div className="flex flex-wrap items-center gap-1 text-xs text-muted">
          {row.kind}
          <Marks row={row} />
        </div>
      </td>
      <td className={CELL}>{row.technicianName ?? "—"}</td>
      <td className={CELL}>
        <ServiceStateBadge state={row.state} />
      </td>
      <td className={`${CELL} whitespace-nowrap text-right tabular-nums`}>{formatMoney(row.total)}</td>
      <td className={`${CELL} whitespace-nowrap text-right font-semibold tabular-nums ${balanceTone(row)}`}>
        {formatMoney(row.balance)}
      </td>
    </tr>
  );
}
