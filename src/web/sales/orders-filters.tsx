import { Download, Search } from "lucide-react";
import { Link } from "react-router";
import { msg } from "../../domain/kernel/messages";
import { saleCustomerTypeLabel } from "../../domain/sales/customer-type";
import { layawayMsg } from "../../domain/sales/messages-layaway";
import { orderMessages } from "../../domain/sales/messages-orders";
import { SALE_STATUSES } from "../../domain/sales/sale";
import { buttonClass } from "../ui/button";
import { exportUrl, type OrderFilters } from "./use-orders";
import { useSellers } from "./use-sellers";

const CUSTOMER_TYPES = ["web-registered", "wholesaler", "manual", "web-unregistered"] as const;
const control =
  "h-10 rounded-lg border border-border bg-surface px-2 text-sm text-fg focus:border-gold focus:outline-none";

/** Search and filters of Órdenes; every change goes to the URL, so a view can be shared. */
export function OrdersFilters({
  filters,
  set,
  isAdmin,
}: {
  filters: OrderFilters;
  set: (key: string, value: string) => void;
  isAdmin: boolean;
}) {
  const sellers = useSellers(isAdmin);
  return (
    <search className="flex flex-wrap items-end gap-2">
      <label className="relative min-w-56 flex-1">
        <span className="sr-only">{msg.searchOrders}</span>
        <Search
          className="pointer-events-none absolute top-2.5 left-2.5 h-5 w-5 text-muted"
          aria-hidden="true"
        />
        <input
          type="search"
          className={`${control} w-full pl-9`}
          placeholder={msg.searchOrders}
          defaultValue={filters.q ?? ""}
          onChange={(e) => set("q", e.target.value)}
        />
      </label>
      <select
        aria-label={msg.statusLabel}
        className={control}
        value={filters.status ?? ""}
        onChange={(e) => set("status", e.target.value)}
      >
        <option value="">{msg.allStatuses}</option>
        {SALE_STATUSES.map((s) => (
          <option key={s}>{s}</option>
        ))}
      </select>
      {isAdmin ? (
        <select
          aria-label={msg.sellerLabel}
          className={control}
          value={filters.sellerId ?? ""}
          onChange={(e) => set("sellerId", e.target.value)}
        >
          <option value="">{msg.allSellers}</option>
          {sellers.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      ) : null}
      <select
        aria-label={msg.customerLabel}
        className={control}
        value={filters.customerType ?? ""}
        onChange={(e) => set("customerType", e.target.value)}
      >
        <option value="">{msg.allCustomerTypes}</option>
        {CUSTOMER_TYPES.map((t) => (
          <option key={t} value={t}>
            {saleCustomerTypeLabel(t)}
          </option>
        ))}
      </select>
      <select
        aria-label={msg.card}
        className={control}
        value={filters.card ?? ""}
        onChange={(e) => set("card", e.target.value)}
      >
        <option value="">{msg.anyPayment}</option>
        <option value="yes">{msg.cardOnly}</option>
        <option value="no">{msg.notCard}</option>
      </select>
      <select
        aria-label={layawayMsg.ordersFilterLabel}
        className={control}
        value={filters.layaway ?? ""}
        onChange={(e) => set("layaway", e.target.value)}
      >
        <option value="">{layawayMsg.ordersFilterAll}</option>
        <option value="yes">{layawayMsg.ordersFilterOpen}</option>
        <option value="expired">{layawayMsg.ordersFilterExpired}</option>
      </select>
      <label className="flex h-10 items-center gap-2 rounded-lg border border-border bg-surface px-2 text-sm">
        <input
          type="checkbox"
          checked={filters.pending === "yes"}
          onChange={(e) => set("pending", e.target.checked ? "yes" : "")}
        />
        {msg.withBalance}
      </label>
      <label className="flex flex-col text-xs text-muted">
        {msg.fromLabel}
        <input
          type="date"
          className={control}
          value={filters.from ?? ""}
          onChange={(e) => set("from", e.target.value)}
        />
      </label>
      <label className="flex flex-col text-xs text-muted">
        {msg.toLabel}
        <input
          type="date"
          className={control}
          value={filters.to ?? ""}
          onChange={(e) => set("to", e.target.value)}
        />
      </label>
      <a className={buttonClass("secondary", "sm", "h-10")} href={exportUrl(filters)} download>
        <Download className="h-4 w-4" aria-hidden="true" />
        {msg.exportCsv}
      </a>
      {isAdmin ? (
        // The audit of deleted sales is a sub-route of Órdenes (docs/decisions/0252).
        <Link className={buttonClass("ghost", "sm", "h-10")} to="/admin/orders/deleted">
          {orderMessages.deletedSalesTitle}
        </Link>
      ) : null}
    </search>
  );
}
