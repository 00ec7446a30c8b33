import { CircleCheck, CircleX, Clock } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import type { OrderResult } from "../../contracts/checkout/orders";
import { checkoutMessages } from "../../domain/checkout/messages-checkout";
import { formatMoney } from "../../domain/kernel/money";
import { formatShopDate } from "../../domain/kernel/shop-calendar";
import { messagingMessages as mm } from "../../domain/messages/messages-messaging";
import { salePriceStory } from "../../domain/sales/price-story";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { transferMsg } from "../../domain/transfers/messages-transfers";
import { clearCart } from "../cart";
import { usePageMeta } from "../lib/use-page-meta";
import { PayBalanceButton } from "../payment-links";
import { buttonClass } from "../ui/button";
import { PaymentsList } from "../ui/payments-list";
import { StoryLine } from "../ui/price-story";
import { SaleTotalsLines } from "../ui/sale-totals-lines";
import { PageSpinner } from "../ui/spinner";
import { BankAccounts } from "./bank-accounts";
import { clearCheckoutDraft } from "./checkout-form-state";
import { OrderLookup } from "./order-lookup";
import { TransferDeclarationPanel } from "./transfer-declaration";
import { useOrderResult } from "./use-order-result";

const HEAD: Record<OrderResult["state"], { title: string; text?: string; Icon: typeof Clock; tone: string }> =
  {
    paid: {
      title: checkoutMessages.paymentApprovedTitle,
      text: checkoutMessages.paymentApprovedText,
      Icon: CircleCheck,
      tone: "text-green-600",
    },
    confirmed: {
      title: checkoutMessages.paymentApprovedTitle,
      text: checkoutMessages.paymentApprovedText,
      Icon: CircleCheck,
      tone: "text-green-600",
    },
    confirming: {
      title: checkoutMessages.paymentConfirmingTitle,
      text: checkoutMessages.paymentConfirmingText,
      Icon: Clock,
      tone: "text-amber-600",
    },
    failed: {
      title: checkoutMessages.paymentFailedTitle,
      text: checkoutMessages.paymentFailedText,
      Icon: CircleX,
      tone: "text-red-600",
    },
    awaiting_transfer: {
      title: checkoutMessages.transferReceivedTitle,
      Icon: CircleCheck,
      tone: "text-green-600",
    },
  };

/**
 * /payment/success?orderId= shows the server's state to whoever may see the order — its account,
 * the browser that placed it, or the order's signed link (`t`, from its emails or the lookup); it
 * never marks anything paid. Without a way in, it offers the lookup by number and email or phone.
 */
export function PaymentSuccessPage() {
  usePageMeta(shopMsg.paymentSuccessTitle);
  const [params] = useSearchParams();
  const orderId = params.get("orderId");
  const token = params.get("t");
  const { data, isPending, isError, error } = useOrderResult(orderId, token);
  const state = data?.state;
  useEffect(() => {
    if (state === "paid" || state === "awaiting_transfer") {
      clearCart();
      clearCheckoutDraft();
    }
  }, [state]);

  if (orderId && isPending) return <PageSpinner />;
  if (!data || isError) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-12">
        <h1 className="font-display text-3xl font-semibold">{shopMsg.paymentSuccessTitle}</h1>
        {orderId ? (
          <p>{error instanceof Error && error.message ? error.message : checkoutMessages.orderNotVisible}</p>
        ) : null}
        <OrderLookup key={orderId ?? ""} />
        <Link to="/" className={buttonClass("secondary")}>
          {shopMsg.backHome}
        </Link>
      </div>
    );
  }
  const head = HEAD[data.state];
  const story = salePriceStory(data);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <head.Icon
          className={`h-14 w-14 ${head.tone} ${data.state === "confirming" ? "motion-safe:animate-pulse" : ""}`}
          aria-hidden="true"
        />
        <h1 className="font-display text-3xl font-semibold">{head.title}</h1>
        <p className="text-muted">
          {checkoutMessages.orderNumberLabel}:{" "}
          <span className="font-mono text-lg font-semibold text-fg" data-testid="order-number">
            {data.orderNumber}
          </span>
        </p>
        {data.saleStatus ? (
          <p className="text-muted">
            {checkoutMessages.orderStatusLabel}:{" "}
            <span
              className="inline-flex items-center rounded-full bg-surface-2 px-2.5 py-0.5 text-sm font-semibold text-fg ring-1 ring-inset ring-border"
              data-testid="order-status"
            >
              {data.saleStatus}
            </span>
          </p>
        ) : null}
        {head.text ? <p className="max-w-lg text-muted">{head.text}</p> : null}
      </div>
      {data.state === "awaiting_transfer" ? (
        <section className="flex flex-col gap-4 rounded-2xl border border-gold/50 bg-gold-soft/30 p-5">
          <p>{checkoutMessages.transferInstructions(data.orderNumber, formatMoney(data.total))}</p>
          <BankAccounts accounts={data.bankAccounts} />
        </section>
      ) : null}
      {/* A pending transfer order, or what a buyer's sale still owes (the server lists the accounts only then). */}
      {data.state === "awaiting_transfer" || (data.saleStatus && data.bankAccounts.length > 0) ? (
        <TransferDeclarationPanel
          orderId={data.orderId}
          accounts={data.bankAccounts}
          transfer={data.transfer}
        />
      ) : null}
      <section className="rounded-2xl border border-border bg-surface p-5">
        <h2 className="mb-3 font-display text-xl font-semibold">{checkoutMessages.summarySection}</h2>
        <ul className="mb-4 flex flex-col divide-y divide-border">
          {story.lines.map((line) => (
            <StoryLine
              key={`${line.item.productName}-${line.item.price}`}
              name={line.item.productName}
              story={line}
            />
          ))}
        </ul>
        <SaleTotalsLines
          amounts={{
            subtotal: story.subtotal,
            promoItemsDiscount: story.promoItemsDiscount,
            appliedDiscount: data.codeDiscount
              ? { code: data.discountCode ?? "", amount: data.codeDiscount }
              : null,
            shippingCost: data.shippingCost,
            extraCostsTotal: data.extraCostsTotal,
            extraDiscount: data.extraDiscount,
            amountPaid: data.amountPaid,
          }}
        />
      </section>
      {data.saleStatus ? <SalePayments data={data} token={token} /> : null}
      {data.saleStatus && data.transfer ? <DeclaredTransfer transfer={data.transfer} /> : null}
      <div className="flex justify-center gap-3">
        {data.state === "failed" ? (
          <Link to="/cart" className={buttonClass("primary")}>
            {checkoutMessages.backToCart}
          </Link>
        ) : null}
        <Link to="/catalog" className={buttonClass("secondary")}>
          {shopMsg.continueShopping}
        </Link>
      </div>
    </div>
  );
}

const card = "flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5";

/** Once the order is a sale: what was paid, how and when, and what is still owed (payable by card here). */
function SalePayments({ data, token }: { data: OrderResult; token: string | null }) {
  return (
    <section className={card} aria-labelledby="order-payments">
      <h2 id="order-payments" className="font-display text-xl font-semibold">
        {mm.paymentHistory}
      </h2>
      <PaymentsList payments={data.payments} testId="order-payments" />
      {data.canPayByCard ? (
        <div className="flex flex-col gap-3 border-t border-border pt-3" data-testid="order-balance">
          <p className="font-semibold">{mm.stillOwed(formatMoney(data.balance))}</p>
          <PayBalanceButton saleId={data.orderId} orderLink={{ token }} />
        </div>
      ) : data.saleStatus !== "Cancelado" ? (
        <p className="text-sm text-emerald-800 dark:text-emerald-300" data-testid="order-balance">
          {mm.paidInFull}
        </p>
      ) : null}
    </section>
  );
}

/** The transfer the buyer declared for this order, as staff received it. */
function DeclaredTransfer({ transfer }: { transfer: NonNullable<OrderResult["transfer"]> }) {
  return (
    <section className={card} aria-labelledby="order-transfer" data-testid="order-transfer">
      <h2 id="order-transfer" className="font-display text-xl font-semibold">
        {transferMsg.declaredTitle}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{transferMsg.bankLabel}</dt>
        <dd className="min-w-0 break-words">
          {transfer.bankName} · <span className="font-mono whitespace-nowrap">{transfer.accountNumber}</span>
        </dd>
        <dt className="text-muted">{transferMsg.referenceLabel}</dt>
        <dd className="font-mono font-semibold">{transfer.reference}</dd>
        <dt className="text-muted">{transferMsg.paidOnLabel}</dt>
        <dd>{formatShopDate(transfer.paidOn)}</dd>
      </dl>
    </section>
  );
}
