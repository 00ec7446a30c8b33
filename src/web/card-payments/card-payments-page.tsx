import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import type { CardNotification } from "../../contracts/card-payments/card-payments";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { paymentLinkMsg } from "../../domain/payment-links/messages-payment-links";
import { dateTimeText } from "../lib/format";
import { Button, buttonClass } from "../ui/button";
import { Panel } from "../ui/panel";
import { PageSpinner } from "../ui/spinner";
import { CardStatus } from "./card-status";
import { useAdvanceCardNotification, useCardNotifications, useCardStats } from "./use-card-payments";

/** Pagos con Tarjeta: statistics, the 10 most recent card sales, every notification. */
export function CardPaymentsPage() {
  const list = useCardNotifications(100);
  const stats = useCardStats();
  const advance = useAdvanceCardNotification();
  const open = (n: CardNotification) => n.status === "new" && advance.mutate({ id: n.id, to: "viewed" });

  return (
    <section className="grid gap-4">
      {stats.data ? (
        <div className="grid gap-3 sm:grid-cols-3" data-testid="card-stats">
          {(
            [
              [msg.today, stats.data.today],
              [msg.last7Days, stats.data.last7Days],
              [msg.thisMonth, stats.data.month],
            ] as const
          ).map(([label, period]) => (
            <div key={label} className="rounded-xl border border-border bg-surface p-4">
              <p className="text-sm text-muted">{label}</p>
              <p className="text-2xl font-semibold tabular-nums">{formatMoney(period.totalAmount)}</p>
              <p className="text-sm text-muted">{msg.paymentsCount(period.count)}</p>
            </div>
          ))}
        </div>
      ) : null}
      {stats.data ? (
        <div className="rounded-xl border border-border bg-surface p-4" data-testid="all-card-charges">
          <p className="font-semibold">{msg.allCardCharges}</p>
          <p className="text-sm text-muted">{msg.allCardChargesHint}</p>
          <dl className="mt-2 grid gap-2 sm:grid-cols-3">
            {(
              [
                [msg.today, stats.data.allCharges.today],
                [msg.last7Days, stats.data.allCharges.last7Days],
                [msg.thisMonth, stats.data.allCharges.month],
              ] as const
            ).map(([label, charges]) => (
              <div key={label}>
                <dt className="text-sm text-muted">{label}</dt>
                <dd className="tabular-nums">
                  <span className="text-lg font-semibold">{formatMoney(charges.total)}</span>{" "}
                  <span className="text-sm text-muted">· {msg.paymentsCount(charges.count)}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
        <Panel title={msg.cardNotifications} testId="card-notifications">
          {list.isPending ? (
            <PageSpinner />
          ) : list.data?.items.length ? (
            <ul className="divide-y divide-border">
              {list.data.items.map((n) => (
                <li
                  key={n.id}
                  className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center"
                  data-testid="card-notification"
                  data-id={n.id}
                >
                  <details
                    className="group"
                    onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && open(n)}
                  >
                    <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1">
                      <CardStatus status={n.status} withLabel />
                      <span className="font-semibold">{n.customerName}</span>
                      <span className="tabular-nums">{formatMoney(n.amount)}</span>
                      <span className="text-xs text-muted">
                        #{n.orderNumber} · {dateTimeText(n.createdAt)}
                      </span>
                    </summary>
                    <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-muted sm:grid-cols-2">
                      <div>
                        {n.customerEmail ?? "—"} · {n.customerPhone ?? "—"}
                      </div>
                      <div>
                        {n.cardBrand ?? ""} ****{n.cardLast4 ?? ""} · {n.transactionId ?? ""}
                      </div>
                      <div>
                        {n.source === "payment-link"
                          ? paymentLinkMsg.notificationSource
                          : `${n.shippingCity ?? ""} · ${n.itemCount}`}
                      </div>
                      <div>
                        {n.viewedAt ? `${msg.cardStatusViewed}: ${dateTimeText(n.viewedAt)}` : ""}{" "}
                        {n.processedAt ? `· ${msg.cardStatusProcessed}: ${dateTimeText(n.processedAt)}` : ""}
                      </div>
                    </dl>
                  </details>
                  <div className="flex gap-2">
                    {n.saleId ? (
                      <Link
                        className={buttonClass("secondary", "sm")}
                        to={`/admin/orders?order=${n.saleId}`}
                        onClick={() => open(n)}
                      >
                        <ExternalLink className="h-4 w-4" aria-hidden="true" />
                        {msg.viewSale}
                      </Link>
                    ) : null}
                    {n.status !== "processed" ? (
                      <Button size="sm" onClick={() => advance.mutate({ id: n.id, to: "processed" })}>
                        {msg.markProcessed}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{msg.noCardPayments}</p>
          )}
        </Panel>
        <Panel title={msg.recentCardPayments}>
          {stats.data?.recent.length === 0 ? (
            <p className="text-sm text-muted">{msg.noCardPayments}</p>
          ) : null}
          <ul className="divide-y divide-border text-sm">
            {stats.data?.recent.map((r) => (
              <li key={r.saleId} className="flex justify-between gap-2 py-2">
                <Link to={`/admin/orders?order=${r.saleId}`} className="min-w-0 truncate hover:underline">
                  #{r.orderNumber} · {r.customerName}
                </Link>
                <span className="tabular-nums">{formatMoney(r.amount)}</span>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </section>
  );
}
