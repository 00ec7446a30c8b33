import { ArrowDown, ArrowUp, CreditCard } from "lucide-react";
import type { OrderRow } from "../../contracts/sales/orders-admin";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { isAdmin } from "../../domain/kernel/roles";
import { creditMsg } from "../../domain/sales/messages-credit";
import { showsCredit } from "../../domain/sales/sale-ledger";
import { hasPendingBalance } from "../../domain/sales/totals";
import { serviceMessages } from "../../domain/service-orders/messages-service-orders";
import { useSession } from "../auth/use-session";
import { dateText } from "../lib/format";
import { useListUrl } from "../lib/use-list-url";
import { MoneyNotes } from "../ui/money-notes";
import { Pager } from "../ui/pager";
import { PageSpinner } from "../ui/spinner";
import { LayawayLabel } from "./layaway-label";
import { OrderDialog } from "./order-dialog";
import { OrdersFilters } from "./orders-filters";
import { StatusBadge } from "./status-badge";
import { asQuery, FILTER_KEYS, type OrderFilters, useOrders } from "./use-orders";

const COLUMNS: Array<{ key: string; label: string; sort?: string; right?: boolean }> = [
  { key: "order", label: msg.orderLabel },
  { key: "date", label: msg.dateLabel, sort: "saleDate" },
  { key: "customer", label: msg.customerLabel, sort: "customerName" },
  { key: "seller", label: msg.sellerLabel },
  { key: "status", label: msg.statusLabel, sort: "status" },
  { key: "total", label: msg.sumTotal, sort: "total", right: true },
  { key: "paid", label: msg.paidLabel, right: true },
  { key: "balance", label: msg.balanceLabel, sort: "balance", right: true },
];

/**
 * A cell of the table: eight columns, three of them figures up to L. 999,999.99, fit a laptop's
 * page in smaller type and tighter cells; from 2xl they read at the usual size.
 */
const CELL = "px-2 py-2 2xl:px-3";

/** Órdenes / Mis Órdenes: live (a 'sales' event refetches), server-side paging. */
export function OrdersPage() {
  const { user } = useSession();
  const { params, setParams, set: setParam, setAfterPause } = useListUrl();
  const filters: OrderFilters = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? undefined]));
  const { data, isPending } = useOrders(filters);
  const admin = isAdmin(user?.role);

  // The search waits for a pause in typing; every other filter applies at once.
  const set = (key: string, value: string) => (key === "q" ? setAfterPause : setParam)(key, value);
  const sortBy = (column: string) => {
    const dir = filters.sort === column && filters.dir !== "asc" ? "asc" : "desc";
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set("sort", column);
        next.set("dir", dir);
        return next;
      },
      { replace: true },
    );
  };
  const openOrder = (id: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set("order", id);
      else next.delete("order");
      return next;
    });
  // The page and its size as the server reads them (the list contract's defaults).
  const { page, pageSize } = asQuery(filters);

  return (
    <section className="flex flex-col gap-4">
      <OrdersFilters filters={filters} set={set} isAdmin={admin} />
      {data ? (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="orders-totals">
          {[
            [msg.ordersCount(data.count), null],
            [msg.sumTotal, data.totals.total],
            [msg.paidLabel, data.totals.paid],
            [msg.pendingLabel, data.totals.pending],
            // Credits on their own line, never netted against what is pending (0251).
            ...(showsCredit(data.totals.credit) ? [[creditMsg.creditLabel, data.totals.credit]] : []),
          ].map(([label, value]) => (
            <div key={String(label)} className="rounded-xl border border-border bg-surface px-3 py-2">
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">
                {value === null ? data.count : formatMoney(Number(value))}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {isPending ? (
        <PageSpinner />
      ) : (
        // A phone reads each order as a card (amount and status in view); the table starts at md.
        <ul className="flex flex-col gap-2 md:hidden" data-testid="orders-cards">
          {data?.items.length ? (
            data.items.map((row) => <Card key={row.id} row={row} onOpen={() => openOrder(row.id)} />)
          ) : (
            <li className="rounded-xl border border-border bg-surface px-3 py-8 text-center text-muted">
              {msg.noOrders}
            </li>
          )}
        </ul>
      )}
      {isPending ? null : (
        <div className="hidden overflow-x-auto rounded-xl border border-border bg-surface md:block">
          <table className="w-full min-w-[52rem] text-xs 2xl:text-sm" data-testid="orders-table">
            <thead className="bg-surface-2 text-left text-xs text-muted uppercase">
              <tr>
                {COLUMNS.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    className={`${CELL} font-semibold ${c.right ? "text-right" : ""}`}
                    aria-sort={
                      filters.sort === c.sort && c.sort
                        ? filters.dir === "asc"
                          ? "ascending"
                          : "descending"
                        : undefined
                    }
                  >
                    {c.sort ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 uppercase hover:text-fg"
                        onClick={() => sortBy(c.sort!)}
                      >
                        {c.label}
                        {(filters.sort ?? "saleDate") === c.sort ? (
                          filters.dir === "asc" ? (
                            <ArrowUp className="h-3 w-3" />
                          ) : (
                            <ArrowDown className="h-3 w-3" />
                          )
                        ) : null}
                      </button>
                    ) : (
                      c.label
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {data?.items.length ? (
                data.items.map((row) => <Row key={row.id} row={row} onOpen={() => openOrder(row.id)} />)
              ) : (
                <tr>
                  <td colSpan={COLUMNS.length} className="px-3 py-8 text-center text-muted">
                    {msg.noOrders}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={page}
        total={data?.count ?? 0}
        pageSize={pageSize}
        onPage={(p) => set("page", String(p))}
      />
      <OrderDialog saleId={params.get("order")} onClose={() => openOrder(null)} />
    </section>
  );
}

// A cancelled sale's balance is 0 (it owes nothing, 0161); what it kept is noted under it.
const balanceTone = (row: OrderRow) =>
  row.status === "Cancelado"
    ? "text-muted"
    : hasPendingBalance(row)
      ? "text-amber-700 dark:text-amber-300"
      : "";

function Card({ row, onOpen }: { row: OrderRow; onOpen: () => void }) {
  return (
    <li data-testid="order-card">
      <button
        type="button"
        onClick={onOpen}
        // One column as wide as the card: a long customer name is cut inside it, never widening it.
        className="grid w-full grid-cols-1 gap-2 rounded-xl border border-border bg-surface p-3 text-left text-sm hover:bg-surface-2"
      >
        <span className="flex items-center justify-between gap-2">
          <span className="font-mono font-semibold text-gold">
            #{row.orderNumber}
            {row.isCardPayment ? (
              <CreditCard className="ml-1 inline h-4 w-4 text-muted" aria-label={msg.card} />
            ) : null}
            <ServiceLabel row={row} />
          </span>
          <StatusBadge status={row.status} />
        </span>
        <span className="flex items-baseline justify-between gap-2">
          <span className="min-w-0">
            <span className="block truncate font-medium" title={row.customerName}>
              {row.customerName}
            </span>
            <span className="block text-xs text-muted">
              {dateText(row.saleDate)}
              {row.sellerName ? ` · ${row.sellerName}` : ""}
            </span>
          </span>
        </span>
        <dl className="grid grid-cols-3 gap-2 border-t border-border pt-2">
          <div>
            <dt className="text-xs text-muted">{msg.sumTotal}</dt>
            <dd className="tabular-nums">{formatMoney(row.total)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{msg.paidLabel}</dt>
            <dd className="tabular-nums">{formatMoney(row.amountPaid)}</dd>
          </div>
          <div className="text-right">
            <dt className="text-xs text-muted">{msg.balanceLabel}</dt>
            {/* Its notes inside the dd: a dl's group holds only dt and dd. */}
            <dd className={`font-semibold tabular-nums ${balanceTone(row)}`}>
              {formatMoney(row.balance)}
              <MoneyNotes credit={row.credit} keptOnCancel={row.keptOnCancel} />
            </dd>
          </div>
        </dl>
      </button>
    </li>
  );
}

function Row({ row, onOpen }: { row: OrderRow; onOpen: () => void }) {
  return (
    <tr className="cursor-pointer hover:bg-surface-2" onClick={onOpen} data-testid="order-row">
      <td className={CELL}>
        <button type="button" className="font-mono font-semibold text-gold hover:underline" onClick={onOpen}>
          #{row.orderNumber}
        </button>
        {row.isCardPayment ? (
          <CreditCard className="ml-1 inline h-4 w-4 text-muted" aria-label={msg.card} />
        ) : null}
        <ServiceLabel row={row} />
      </td>
      <td className={`${CELL} whitespace-nowrap`}>{dateText(row.saleDate)}</td>
      <td className={CELL}>
        <div className="font-medium">{row.customerName}</div>
        <div className="text-xs text-muted">{row.customerPhone ?? ""}</div>
      </td>
      <td className={CELL}>{row.sellerName ?? "—"}</td>
      <td className={CELL}>
        <StatusBadge status={row.status} />
      </td>
      <td className={`${CELL} whitespace-nowrap text-right tabular-nums`}>{formatMoney(row.total)}</td>
      <td className={`${CELL} whitespace-nowrap text-right tabular-nums`}>{formatMoney(row.amountPaid)}</td>
      {/* The balance on one line; its notes may wrap between words, never inside an amount. */}
      <td className={`${CELL} text-right font-semibold tabular-nums ${balanceTone(row)}`}>
        <span className="whitespace-nowrap">{formatMoney(row.balance)}</span>
        <MoneyNotes credit={row.credit} keptOnCancel={row.keptOnCancel} />
      </td>
    </tr>
  );
}

/**
 * A repair's sale says so under its number (its lines change from Órdenes › Servicio); an
 * apartado shows its deadline (docs/decisions/0250).
 */
function ServiceLabel({ row }: { row: OrderRow }) {
  return (
    <>
      {row.serviceOrder ? (
        <span className="block font-sans text-xs font-normal text-muted">
          {serviceMessages.serviceOrderRowLabel(row.serviceOrder)}
        </span>
      ) : null}
      <LayawayLabel until={row.layawayUntil} className="mt-0.5" />
    </>
  );
}
