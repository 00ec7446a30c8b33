import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, FileDown, Printer } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { ServiceOrderDetail } from "../../contracts/service-orders/service-orders";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { isAdmin } from "../../domain/kernel/roles";
import { paperName, RECEIPT_PAPERS } from "../../domain/receipts/printing";
import { serviceScreens as t } from "../../domain/service-orders/messages-service-screens";
import type { ServiceState } from "../../domain/service-orders/states";
import { useSession } from "../auth/use-session";
import { call, errorMessage, operationUrl } from "../lib/api";
import { dateText, dateTimeText } from "../lib/format";
import { toast } from "../lib/toast";
import { Button, buttonClass } from "../ui/button";
import { Panel } from "../ui/panel";
import { PageSpinner } from "../ui/spinner";
import { EstimatesPanel } from "./estimate-panel";
import { PhotosPanel } from "./photos-panel";
import { CancelPanel, DeliverPanel, MoneyPanel, ReminderPanel } from "./pickup-panels";
import { ServiceMark, ServiceStateBadge } from "./service-state-badge";
import { type Shared, ShareResult } from "./share-result";
import { DESK_PATH, useRefreshDesk, useServiceOrder, useTechnicians } from "./use-service-orders";

/**
 * One service order at the desk: what came in, its claim code, the next step, the estimate and
 * the customer's answer, the photos, the money and pickup, and its history. Live on
 * 'service_orders': another person's change shows here at once.
 */
export function ServiceOrderPage() {
  const { id = "" } = useParams();
  const { data: order, isPending, isError } = useServiceOrder(id);
  const { user } = useSession();
  if (isPending) return <PageSpinner />;
  if (isError || !order)
    return (
      <div className="grid gap-3">
        <BackLink />
        <p className="text-muted">{t.notFound}</p>
      </div>
    );
  const open = order.state !== "Entregado" && order.state !== "Cancelado";
  return (
    <article className="grid gap-4" aria-label={order.number} data-testid="service-order">
      <BackLink />
      <Header order={order} />
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="grid min-w-0 content-start gap-4">
          <Facts order={order} />
          {open ? <Moves order={order} /> : null}
          <EstimatesPanel order={order} />
          <PhotosPanel order={order} />
          <History order={order} />
        </div>
        {/* A watch ready to hand over: on a phone, the money and pickup come first. */}
        <div
          className={`grid min-w-0 content-start gap-4 ${order.state === "Listo para entregar" ? "order-first lg:order-none" : ""}`}
        >
          <ClaimCode order={order} />
          <MoneyPanel order={order} />
          {order.state === "Listo para entregar" ? <DeliverPanel order={order} /> : null}
          {order.state === "Listo para entregar" && order.uncollected ? (
            <ReminderPanel order={order} />
          ) : null}
          <PrintPanel id={order.id} />
          {open && isAdmin(user?.role) ? <CancelPanel order={order} /> : null}
        </div>
      </div>
    </article>
  );
}

function BackLink() {
  return (
    <Link to={DESK_PATH} className="inline-flex w-fit items-center gap-1 text-sm text-muted hover:text-fg">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t.back}
    </Link>
  );
}

function Header({ order }: { order: ServiceOrderDetail }) {
  return (
    <header className="flex flex-wrap items-center gap-3">
      <h2 className="font-display font-mono text-2xl font-semibold text-gold" data-testid="service-number">
        {order.number}
      </h2>
      <ServiceStateBadge state={order.state} />
      {order.warranty ? <ServiceMark tone="gold">{t.warrantyBadge}</ServiceMark> : null}
      {order.uncollected ? <ServiceMark tone="warn">{t.uncollectedBadge}</ServiceMark> : null}
      <p className="w-full text-sm text-muted">
        {order.kind} · {t.receivedBy(order.receivedByName, dateTimeText(order.receivedAt))}
        {order.deliveredAt ? ` · ${t.deliveredOn(dateTimeText(order.deliveredAt))}` : ""}
      </p>
      {/* On a phone the claim code is read first; from lg it stands at the top of the side column. */}
      <p className="w-full text-sm lg:hidden">
        <span className="text-muted">{t.claimCodeLabel}: </span>
        <span className="font-mono text-xl font-bold tracking-[0.2em]" data-testid="claim-code-inline">
          {order.claimCode}
        </span>
      </p>
      {order.cancelReason ? (
        <p className="w-full text-sm text-red-700 dark:text-red-400">
          {t.cancelledBecause(order.cancelReason)}
        </p>
      ) : null}
    </header>
  );
}

function ClaimCode({ order }: { order: ServiceOrderDetail }) {
  return (
    <section
      className="hidden rounded-xl border border-gold bg-gold-soft p-4 text-center lg:block"
      aria-label={t.claimCodeLabel}
    >
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{t.claimCodeLabel}</p>
      <p className="font-mono text-4xl font-bold tracking-[0.2em] text-fg" data-testid="claim-code">
        {order.claimCode}
      </p>
      <p className="mt-1 text-xs text-muted">{t.claimCodeHint}</p>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="break-words">{children || t.noneGiven}</dd>
    </div>
  );
}

function Facts({ order }: { order: ServiceOrderDetail }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Panel title={t.customerSection}>
        <dl className="grid gap-2 text-sm">
          <Fact label={t.colCustomer}>{order.customerName}</Fact>
          {order.customerPhone ? <Fact label={msg.phoneLabel}>{order.customerPhone}</Fact> : null}
          {order.customerEmail ? <Fact label={msg.emailLabel}>{order.customerEmail}</Fact> : null}
        </dl>
        <TechnicianSelect order={order} />
      </Panel>
      <Panel title={t.watchSection}>
        <dl className="grid gap-2 text-sm">
          <Fact label={t.brandLabel}>{[order.brand, order.model].filter(Boolean).join(" ")}</Fact>
          <Fact label={t.serialLabel}>
            <span className="font-mono">{order.serial ?? t.noSerial}</span>
          </Fact>
          {order.unit ? (
            <Fact label={t.storeWatch(order.unit.productName)}>
              <span data-testid="unit-warranty">{order.unit.warrantyLabel}</span>
            </Fact>
          ) : null}
          <Fact label={t.estimatedPriceShort}>
            {order.estimatedPrice === null ? "" : formatMoney(order.estimatedPrice)}
          </Fact>
          <Fact label={t.estimatedDateShort}>{order.estimatedDate ? dateText(order.estimatedDate) : ""}</Fact>
        </dl>
      </Panel>
      <div className="md:col-span-2">
        <Panel title={t.problemSection}>
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <Fact label={t.problemLabel}>
              <span className="whitespace-pre-line">{order.problem}</span>
            </Fact>
            <Fact label={t.conditionLabel}>
              <span className="whitespace-pre-line">{order.condition}</span>
            </Fact>
            <Fact label={t.accessoriesLabel}>
              <span className="whitespace-pre-line">{order.accessories}</span>
            </Fact>
          </dl>
        </Panel>
      </div>
    </div>
  );
}

function TechnicianSelect({ order }: { order: ServiceOrderDetail }) {
  const technicians = useTechnicians();
  const refresh = useRefreshDesk();
  const assign = useMutation({
    mutationFn: (technicianId: string | null) =>
      call("assignServiceTechnician", { params: { id: order.id }, body: { technicianId } }),
    onSuccess: () => {
      toast.success(t.technicianSaved);
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const closed = order.state === "Entregado" || order.state === "Cancelado";
  return (
    <label className="mt-3 flex flex-col gap-1.5 text-sm">
      <span className="font-medium">{t.technicianLabel}</span>
      <select
        className="h-10 rounded-lg border border-border bg-surface px-2 text-sm text-fg focus:border-gold focus:outline-none"
        value={order.technicianId ?? ""}
        disabled={assign.isPending || closed}
        onChange={(e) => assign.mutate(e.target.value || null)}
        data-testid="technician-select"
      >
        <option value="">{t.noTechnician}</option>
        {technicians.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The buttons the server says may be pressed now; moving to ready tells the customer. */
function Moves({ order }: { order: ServiceOrderDetail }) {
  const refresh = useRefreshDesk();
  const [shared, setShared] = useState<Shared | null>(null);
  const move = useMutation({
    mutationFn: (to: ServiceState) => call("moveServiceOrder", { params: { id: order.id }, body: { to } }),
    onSuccess: (answer, to) => {
      toast.success(t.moved(to));
      if (to === "Listo para entregar") setShared(answer);
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (!order.moves.length && !shared) return null;
  return (
    <Panel title={t.movesTitle} testId="service-moves">
      <div className="flex flex-wrap gap-2">
        {order.moves.map((to) => (
          <Button key={to} disabled={move.isPending} onClick={() => move.mutate(to)}>
            {t.moveTo(to)}
          </Button>
        ))}
      </div>
      {shared ? <ShareResult shared={shared} /> : null}
    </Panel>
  );
}

function PrintPanel({ id }: { id: string }) {
  return (
    <Panel title={t.printSection} testId="service-print">
      <div className="flex flex-wrap gap-2">
        {(["58mm", "80mm", "carta"] as const).map((papel) => (
          <a
            key={papel}
            className={buttonClass("secondary", "sm")}
            href={operationUrl("getServiceIntakeReceiptPage", { params: { id }, query: { papel } })}
            target="_blank"
            rel="noopener"
          >
            <Printer className="h-4 w-4" aria-hidden="true" />
            {t.printPaper(paperName(papel))}
          </a>
        ))}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {RECEIPT_PAPERS.map((papel) => (
          <a
            key={papel}
            className={buttonClass("ghost", "sm")}
            href={operationUrl("getServiceIntakeReceipt", { params: { id }, query: { papel } })}
            download
          >
            <FileDown className="h-4 w-4" aria-hidden="true" />
            {t.downloadPdf} · {paperName(papel)}
          </a>
        ))}
      </div>
    </Panel>
  );
}

function History({ order }: { order: ServiceOrderDetail }) {
  return (
    <Panel title={t.historySection} testId="service-history">
      <ol className="grid gap-2 text-sm">
        {[...order.events].reverse().map((e, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows; two events may share a moment
            key={`${e.at}-${i}`}
            className="flex flex-wrap items-baseline gap-x-2 border-l-2 border-border pl-3"
          >
            <ServiceStateBadge state={e.state} />
            <span className="min-w-0 flex-1">{e.details}</span>
            <span className="w-full text-xs text-muted">{t.historyLine(e.userName, dateTimeText(e.at))}</span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
