import { useQuery } from "@tanstack/react-query";
import { CircleCheck, CircleX, Clock, RefreshCw, Wrench } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import type { publicEstimate } from "../../contracts/service-orders/service-orders";
import { formatMoney } from "../../domain/kernel/money";
import { formatShopDateTime } from "../../domain/kernel/shop-calendar";
import { servicePublicTexts as t } from "../../domain/service-orders/messages-service-public";
import type { EstimateStatus } from "../../domain/service-orders/states";
import { call, errorMessage } from "../lib/api";
import { usePageMeta } from "../lib/use-page-meta";
import { buttonClass } from "../ui/button";
import { cn } from "../ui/cn";
import { PageSpinner } from "../ui/spinner";
import { EstimateAnswer, type EstimateAnswerChoice } from "./estimate-answer";
import { chargedFor, EstimateLines } from "./estimate-lines";

type PublicEstimate = z.infer<typeof publicEstimate>;

const Frame = ({ store, children }: { store?: string; children: ReactNode }) => (
  <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-8 sm:py-12">
    {store ? <p className="text-center font-display text-lg font-semibold tracking-wide">{store}</p> : null}
    {children}
  </div>
);

const card = "grid gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6";

/** The link's refusal (invalid, expired) or a missing token: the server's Spanish message, kindly. */
function ErrorCard({ text }: { text: string }) {
  return (
    <Frame>
      <div className={cn(card, "justify-items-center text-center")} data-testid="estimate-error">
        <CircleX className="h-12 w-12 text-red-600 dark:text-red-400" aria-hidden="true" />
        <h1 className="font-display text-2xl font-semibold">{t.errorTitle}</h1>
        <p role="alert">{text}</p>
        <p className="text-sm text-muted">{t.contactStore}</p>
        <Link to="/" className={buttonClass("secondary")}>
          {t.backToStore}
        </Link>
      </div>
    </Frame>
  );
}

const STATUS_LOOK: Record<EstimateStatus, { icon: typeof Clock; className: string }> = {
  enviado: { icon: Clock, className: "border-gold bg-gold-soft text-fg" },
  aprobado: {
    icon: CircleCheck,
    className:
      "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  },
  rechazado: {
    icon: CircleX,
    className: "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200",
  },
  reemplazado: { icon: RefreshCw, className: "border-border bg-surface-2 text-fg" },
};

/** Where the estimate stands: waiting for the answer, approved, rejected or replaced. */
function StatusNotice({ estimate }: { estimate: PublicEstimate["estimate"] }) {
  const look = STATUS_LOOK[estimate.status];
  const Icon = look.icon;
  return (
    <div
      className={cn("flex items-start gap-3 rounded-xl border p-4", look.className)}
      data-testid="estimate-status"
      data-status={estimate.status}
      aria-live="polite"
    >
      <Icon className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">{t.statusTitles[estimate.status]}</p>
        <p className="text-sm">{t.statusTexts[estimate.status]}</p>
        {estimate.answeredAt && estimate.status !== "reemplazado" ? (
          <p className="text-sm opacity-80">{t.answeredOn(formatShopDateTime(estimate.answeredAt))}</p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * /servicio/presupuesto?t=… — opened from the estimate's WhatsApp message or email, on a phone,
 * without an account or cookies: the store, the order and the watch, the estimate's lines and
 * totals, what was paid, and Aprobar / Rechazar, each confirmed once. An estimate already
 * answered or replaced shows its answer and no buttons.
 */
export function PublicEstimatePage() {
  usePageMeta(t.pageTitle);
  const [params] = useSearchParams();
  const token = params.get("t") ?? "";
  const link = useQuery({
    queryKey: ["service-estimate-link", token],
    queryFn: ({ signal }) => call("getServiceEstimateByLink", { query: { t: token } }, signal),
    enabled: token.length > 0,
    retry: false,
  });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answered, setAnswered] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const status = link.data?.estimate.status;
  // The answer is read at the top: on a phone the buttons were a screen below it.
  useEffect(() => {
    if (answered && status && status !== "enviado")
      statusRef.current?.scrollIntoView({ behavior: "smooth", block: "center" });
  }, [answered, status]);

  const answer = async (choice: EstimateAnswerChoice) => {
    setPending(true);
    setError(null);
    try {
      await call("answerServiceEstimateByLink", { body: { t: token, answer: choice } });
    } catch (e) {
      setError(errorMessage(e));
    }
    // Answered or refused (answered meanwhile at the counter, replaced): the page shows where it stands now.
    await link.refetch();
    setPending(false);
    setAnswered(true);
  };

  if (!token) return <ErrorCard text={t.linkIncomplete} />;
  if (link.isPending) return <PageSpinner />;
  if (link.isError || !link.data) return <ErrorCard text={errorMessage(link.error)} />;
  const data = link.data;
  const estimate = data.estimate;
  const open = estimate.status === "enviado";
  return (
    <Frame store={data.storeName}>
      <header className="grid gap-1 text-center">
        <h1 className="flex items-center justify-center gap-2 font-display text-2xl font-semibold sm:text-3xl">
          <Wrench className="h-6 w-6 shrink-0" aria-hidden="true" />
          {t.pageTitle}
        </h1>
        <p className="text-sm text-muted">
          {t.estimateNumber(estimate.n)} · {t.sentOn(formatShopDateTime(estimate.sentAt))}
        </p>
      </header>

      <dl className={cn(card, "gap-3")} data-testid="estimate-order">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted">{t.orderLabel}</dt>
          <dd className="font-mono font-semibold">{data.number}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted">{t.watchLabel}</dt>
          <dd className="min-w-0 text-right font-medium break-words">{data.watch}</dd>
        </div>
      </dl>

      <div ref={statusRef}>
        <StatusNotice estimate={estimate} />
      </div>

      <section className={card} aria-label={t.estimateNumber(estimate.n)}>
        <EstimateLines estimate={estimate} warranty={data.warranty} amountPaid={data.amountPaid} />
      </section>

      {open ? (
        <EstimateAnswer
          charged={formatMoney(chargedFor(estimate, data.warranty))}
          pending={pending}
          error={error}
          onAnswer={(choice) => void answer(choice)}
        />
      ) : error ? (
        <p className="text-center text-sm text-muted" role="alert">
          {error}
        </p>
      ) : null}
      <p className="text-center text-sm text-muted">{t.contactStore}</p>
    </Frame>
  );
}
