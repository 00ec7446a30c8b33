import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, FileDown } from "lucide-react";
import { Link, useParams } from "react-router";
import type { MyPurchaseRow } from "../../contracts/orders-admin";
import { msg } from "../../domain/messages";
import { formatMoney } from "../../domain/money";
import type { SaleStatus } from "../../domain/sale";
import { hasPendingBalance } from "../../domain/totals";
import { getJson, operationUrl } from "../lib/api";
import { dateText } from "../orders/money";
import { SaleItemsAndTotals } from "../orders/sale-summary";
import { StatusBadge } from "../orders/status-badge";
import { useSale } from "../orders/use-sale";
import { buttonClass } from "../ui/button";
import { PageSpinner } from "../ui/spinner";

/** Mis Compras (docs/product/screens.md, constants.md): the client's own orders; the server never answers anyone else's. */
export function PurchasesPage() {
  const { orderId } = useParams();
  return orderId ? <PurchaseDetail id={orderId} /> : <PurchaseList />;
}

function PurchaseList() {
  const list = useQuery({
    queryKey: ["sales", "mine"],
    queryFn: ({ signal }) => getJson<MyPurchaseRow[]>("/api/my/purchases", signal),
  });
  return (
    <section className="grid gap-4">
      <h1 className="font-display text-3xl font-semibold">{msg.myPurchases}</h1>
      {list.isPending ? (
        <PageSpinner />
      ) : list.data?.length ? (
        <ul className="grid gap-3" data-testid="purchases">
          {list.data.map((p) =>
            p.kind === "web-purchase" ? (
              // A bank transfer staff have not confirmed yet: same number it will keep as a sale.
              <li key={p.id}>
                <div
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-dashed border-border bg-surface px-4 py-3"
                  data-testid="pending-web-purchase"
                >
                  <span className="font-mono font-semibold text-gold">#{p.orderNumber}</span>
                  <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-inset ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800">
                    {p.status}
                  </span>
                  <span className="text-sm text-muted">
                    {msg.webPurchasePendingLabel} · {dateText(p.saleDate)}
                  </span>
                  <span className="ml-auto text-right text-sm font-semibold tabular-nums">
                    {formatMoney(p.total)}
                  </span>
                </div>
              </li>
            ) : (
              <li key={p.id}>
                <Link
                  to={`/client/purchases/${p.id}`}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-border bg-surface px-4 py-3 hover:border-gold"
                >
                  <span className="font-mono font-semibold text-gold">#{p.orderNumber}</span>
                  <StatusBadge status={p.status as SaleStatus} />
                  <span className="text-sm text-muted">{dateText(p.saleDate)}</span>
                  <span className="ml-auto text-right text-sm">
                    <span className="block font-semibold tabular-nums">{formatMoney(p.total)}</span>
                    {hasPendingBalance({ status: p.status as SaleStatus, balance: p.balance }) ? (
                      <span className="text-amber-700 dark:text-amber-300">
                        {msg.balanceLabel}: {formatMoney(p.balance)}
                      </span>
                    ) : null}
                  </span>
                </Link>
              </li>
            ),
          )}
        </ul>
      ) : (
        <p className="rounded-xl border border-border bg-surface p-6 text-muted">{msg.noPurchases}</p>
      )}
    </section>
  );
}

function PurchaseDetail({ id }: { id: string }) {
  const { data: sale, isPending, isError } = useSale(id);
  return (
    <section className="grid gap-4">
      <Link
        to="/client/purchases"
        className="inline-flex items-center gap-1 text-sm text-gold hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {msg.backToPurchases}
      </Link>
      {isPending ? (
        <PageSpinner />
      ) : isError || !sale ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {msg.orderNotFound}
        </p>
      ) : (
        <article
          className="grid gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6"
          data-testid="purchase-detail"
        >
          <header className="flex flex-wrap items-center gap-3">
            <h1 className="font-display text-2xl font-semibold">{msg.orderTitle(sale.orderNumber)}</h1>
            <StatusBadge status={sale.status} />
            <span className="text-sm text-muted">{dateText(sale.saleDate)}</span>
            <a
              className={buttonClass("secondary", "sm", "ml-auto")}
              href={operationUrl("getSaleReceipt", { params: { id: sale.id } })}
              download
            >
              <FileDown className="h-4 w-4" aria-hidden="true" />
              {msg.downloadReceipt}
            </a>
          </header>
          <SaleItemsAndTotals sale={sale} />
          {sale.shippingInfo.trackingNumber ? (
            <p className="text-sm">
              {msg.carrierLabel}: {sale.shippingInfo.carrier ?? "—"} · {msg.trackingNumberLabel}:{" "}
              {sale.shippingInfo.trackingUrl ? (
                <a
                  className="text-gold underline"
                  href={sale.shippingInfo.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {sale.shippingInfo.trackingNumber}
                </a>
              ) : (
                sale.shippingInfo.trackingNumber
              )}
            </p>
          ) : null}
        </article>
      )}
    </section>
  );
}
