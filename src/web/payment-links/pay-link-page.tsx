import { useQuery } from "@tanstack/react-query";
import { CircleCheck, CircleX, Clock, CreditCard, Lock } from "lucide-react";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import type { PublicPaymentLink } from "../../contracts/payment-links/payment-links";
import { formatMoney } from "../../domain/kernel/money";
import { formatShopDateTime } from "../../domain/kernel/shop-calendar";
import { paymentLinkMsg as m } from "../../domain/payment-links/messages-payment-links";
import { call, errorMessage } from "../lib/api";
import { usePageMeta } from "../lib/use-page-meta";
import { Button, buttonClass } from "../ui/button";
import { PageSpinner } from "../ui/spinner";

/** The store, the order and the amount: all a customer sees of a link (nothing about them). */
function LinkSummary({ link }: { link: PublicPaymentLink }) {
  return (
    <dl className="grid gap-3 rounded-xl border border-border bg-surface p-5 text-left">
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-muted">{m.orderLabel}</dt>
        <dd className="font-mono font-semibold">{link.orderNumber}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-muted">{link.state === "paid" ? m.amountPaid : m.amountToPay}</dt>
        <dd className="font-display text-3xl font-semibold" data-testid="link-amount">
          {formatMoney(link.amount)}
        </dd>
      </div>
    </dl>
  );
}

function Notice({ tone, title, text }: { tone: "ok" | "bad" | "wait"; title: string; text: string }) {
  const Icon = tone === "ok" ? CircleCheck : tone === "bad" ? CircleX : Clock;
  const color = tone === "ok" ? "text-green-600" : tone === "bad" ? "text-red-600" : "text-amber-600";
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <Icon
        className={`h-14 w-14 ${color} ${tone === "wait" ? "motion-safe:animate-pulse" : ""}`}
        aria-hidden="true"
      />
      <h1 className="font-display text-2xl font-semibold sm:text-3xl">{title}</h1>
      <p className="text-muted">{text}</p>
    </div>
  );
}

const Frame = ({ store, children }: { store?: string; children: React.ReactNode }) => (
  <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10">
    {store ? <p className="text-center font-display text-lg font-semibold tracking-wide">{store}</p> : null}
    {children}
  </div>
);

/**
 * /pagar/:token — opened from WhatsApp on a phone, without an account: the store's name, the
 * order number and the amount, and one button to the checkout's card gateway.
 */
export function PayLinkPage() {
  usePageMeta(m.pageTitle);
  const { token = "" } = useParams();
  const link = useQuery({
    queryKey: ["payment-link", token],
    queryFn: ({ signal }) => call("getPaymentLink", { params: { token } }, signal),
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const { redirectUrl } = await call("payPaymentLink", { params: { token } });
      window.location.assign(redirectUrl);
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
      void link.refetch();
    }
  };

  if (link.isPending) return <PageSpinner />;
  if (link.isError || !link.data) {
    return (
      <Frame>
        <Notice tone="bad" title={m.pageTitle} text={errorMessage(link.error) || m.notFound} />
      </Frame>
    );
  }
  const data = link.data;
  return (
    <Frame store={data.storeName}>
      {data.state === "paid" ? <Notice tone="ok" title={m.thanksTitle} text={m.alreadyPaid} /> : null}
      {data.state === "expired" ? <Notice tone="bad" title={m.pageTitle} text={m.expired} /> : null}
      {data.state === "replaced" ? <Notice tone="bad" title={m.pageTitle} text={m.replaced} /> : null}
      {data.state === "open" ? (
        <h1 className="flex items-center justify-center gap-2 font-display text-2xl font-semibold sm:text-3xl">
          <CreditCard className="h-7 w-7" aria-hidden="true" /> {m.pageTitle}
        </h1>
      ) : null}
      <LinkSummary link={data} />
      {data.state === "open" ? (
        <>
          {error ? (
            <p
              role="alert"
              className="rounded-lg bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {error}
            </p>
          ) : null}
          <Button type="button" onClick={() => void pay()} disabled={busy} className="w-full">
            {busy ? m.paying : m.pay}
          </Button>
          <p className="text-center text-sm text-muted">{m.validUntil(formatShopDateTime(data.expiresAt))}</p>
          <p className="text-center text-sm text-muted">
            <Lock className="mr-1 inline h-4 w-4 align-[-3px]" aria-hidden="true" />
            {m.secureNote}
          </p>
        </>
      ) : null}
    </Frame>
  );
}

/**
 * /pagar/estado/:reference — where the gateway sends the browser back. It only shows what the
 * server recorded (the verified callback decides), asking again until the payment shows: a poll,
 * not a live event, for the reasons of docs/decisions/0180.
 */
export function PayLinkResultPage() {
  usePageMeta(m.resultTitle);
  const { reference = "" } = useParams();
  const [params] = useSearchParams();
  const reason = params.get("reason");
  const result = useQuery({
    queryKey: ["payment-link-result", reference],
    queryFn: ({ signal }) => call("getPaymentLinkResult", { params: { reference } }, signal),
    retry: false,
    refetchInterval: (query) => (reason || query.state.data?.state === "paid" ? false : 2_000),
  });
  if (result.isPending) return <PageSpinner />;
  if (result.isError || !result.data) {
    return (
      <Frame>
        <Notice tone="bad" title={m.resultTitle} text={errorMessage(result.error)} />
      </Frame>
    );
  }
  const data = result.data;
  const notice =
    data.state === "paid" ? (
      <Notice
        tone="ok"
        title={m.thanksTitle}
        text={m.thanksBody(formatMoney(data.amount), data.orderNumber)}
      />
    ) : reason ? (
      <Notice
        tone="bad"
        title={m.notCompletedTitle}
        text={reason === "declined" ? m.declinedText : m.notCompletedText}
      />
    ) : (
      <Notice tone="wait" title={m.confirmingTitle} text={m.confirmingText} />
    );
  return (
    <Frame store={data.storeName}>
      {notice}
      <LinkSummary link={data} />
      <Link to="/" className={buttonClass("secondary")}>
        {m.backToStore}
      </Link>
    </Frame>
  );
}
