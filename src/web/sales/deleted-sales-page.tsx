import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatMoney } from "../../domain/kernel/money";
import { orderMessages } from "../../domain/sales/messages-orders";
import { apiQuery } from "../lib/api";
import { dateTimeText } from "../lib/format";
import { PageSpinner } from "../ui/spinner";

/** /admin/orders/deleted: the audit list of deleted sales (docs/decisions/0252), admins only. */
export function DeletedSalesPage() {
  const query = useQuery(apiQuery("listDeletedSales"));
  return (
    <div className="grid gap-4" data-testid="deleted-sales">
      <Link to="/admin/orders" className="text-sm text-muted hover:underline">
        ← {orderMessages.deletedSalesBack}
      </Link>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <p role="alert">{query.error.message}</p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted">{orderMessages.deletedSalesEmpty}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {query.data.map((r) => (
            <li key={r.id} className="grid gap-1 p-3 text-sm">
              <span className="font-semibold">
                #{r.orderNumber} · {String(r.document.customerName ?? "")} ·{" "}
                {formatMoney(Number(r.document.total ?? 0))}
              </span>
              <span className="text-muted">
                {orderMessages.deletedAtLabel}: {dateTimeText(r.deletedAt)} · {orderMessages.deletedByLabel}:{" "}
                {r.deletedByName}
              </span>
              <span>
                {orderMessages.deletionReasonLabel}: {r.reason}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
