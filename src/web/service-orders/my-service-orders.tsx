import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Wrench } from "lucide-react";
import type { z } from "zod";
import type { myServiceOrder } from "../../contracts/service-orders/service-orders";
import { formatMoney } from "../../domain/kernel/money";
import { formatShopDate, formatShopDateTime } from "../../domain/kernel/shop-calendar";
import { servicePublicTexts as t } from "../../domain/service-orders/messages-service-public";
import { apiQuery, call, errorMessage, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { EstimateAnswer, type EstimateAnswerChoice } from "./estimate-answer";
import { chargedFor, EstimateLines } from "./estimate-lines";
import { ServiceStateBadge } from "./service-state-badge";

type MyServiceOrder = z.infer<typeof myServiceOrder>;

/**
 * Mis Compras › Mis relojes en servicio: the client's watches at the service desk, each with its
 * state, claim code, estimated date and balance, and the estimate waiting for their answer with
 * Aprobar / Rechazar. Nothing at all while the client has none. Live on 'service_orders'.
 */
export function MyServiceOrders() {
  const list = useQuery(apiQuery("listMyServiceOrders"));
  if (!list.data?.length) return null;
  return (
    <section className="grid gap-3" aria-labelledby="my-service-orders" data-testid="my-service-orders">
      <div>
        <h2 id="my-service-orders" className="flex items-center gap-2 font-display text-xl font-semibold">
          <Wrench className="h-5 w-5 text-gold" aria-hidden="true" />
          {t.myServiceTitle}
        </h2>
        <p className="text-sm text-muted">{t.myServiceIntro}</p>
      </div>
      <ul className="grid gap-3">
        {list.data.map((order) => (
          <li key={order.id}>
            <ServiceOrderCard order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const term = "text-xs text-muted";
const value = "font-medium tabular-nums";

function ServiceOrderCard({ order }: { order: MyServiceOrder }) {
  const estimate = order.pendingEstimate;
  // No price yet (taken in without one, no estimate approved): L. 0.00 would read as free.
  const priced = order.total > 0 || order.kind === "Garantía";
  return (
    <article
      className="grid gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5"
      data-testid="my-service-order"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-mono font-semibold text-gold">{order.number}</span>
        <ServiceStateBadge state={order.state} />
        <span className="text-sm text-muted">{t.receivedOn(formatShopDate(order.receivedAt))}</span>
        <p className="w-full min-w-0 font-medium break-words">
          {order.watch} <span className="text-sm font-normal text-muted">· {order.kind}</span>
        </p>
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div>
          <dt className={term}>{t.claimCodeLabel}</dt>
          <dd className="font-mono text-lg font-semibold tracking-wider" data-testid="claim-code">
            {order.claimCode}
          </dd>
        </div>
        <div>
          <dt className={term}>{t.estimatedDateLabel}</dt>
          <dd className={value}>
            {order.estimatedDate ? formatShopDate(order.estimatedDate) : t.toBeConfirmed}
          </dd>
        </div>
        <div>
          <dt className={term}>{t.totalLabel}</dt>
          <dd className={value}>{priced ? formatMoney(order.total) : t.toBeConfirmed}</dd>
        </div>
        <div>
          <dt className={term}>{t.balanceLabel}</dt>
          <dd className={value}>{priced ? formatMoney(order.balance) : "—"}</dd>
        </div>
      </dl>
      {estimate ? <PendingEstimate order={order} estimate={estimate} /> : null}
    </article>
  );
}

function PendingEstimate({
  order,
  estimate,
}: {
  order: MyServiceOrder;
  estimate: NonNullable<MyServiceOrder["pendingEstimate"]>;
}) {
  const queryClient = useQueryClient();
  // A «Garantía» order is taken in only while the store's warranty runs (checkWarrantyClaim): it pays nothing.
  const warranty = order.kind === "Garantía";
  const answer = useMutation({
    mutationFn: (choice: EstimateAnswerChoice) =>
      call("answerMyServiceEstimate", { params: { id: order.id }, body: { answer: choice } }),
    onSuccess: (_, choice) => toast.success(choice === "aprobar" ? t.answeredApproved : t.answeredRejected),
    // Answered or refused (answered meanwhile, replaced), the list shows where the order stands now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: topicKey("service_orders") }),
  });
  return (
    <section
      className="grid gap-3 rounded-lg border border-gold bg-gold-soft/40 p-3 sm:p-4"
      aria-label={t.pendingEstimateTitle}
      data-testid="pending-estimate"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="font-semibold">{t.pendingEstimateTitle}</h3>
        <span className="text-xs text-muted">
          {t.estimateNumber(estimate.n)} · {t.sentOn(formatShopDateTime(estimate.sentAt))}
        </span>
      </div>
      <EstimateLines estimate={estimate} warranty={warranty} />
      <EstimateAnswer
        charged={formatMoney(chargedFor(estimate, warranty))}
        pending={answer.isPending}
        error={answer.error ? errorMessage(answer.error) : null}
        onAnswer={(choice) => answer.mutate(choice)}
        className="sm:w-full sm:max-w-md sm:justify-self-end"
      />
    </section>
  );
}
