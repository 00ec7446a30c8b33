import { CircleCheck, CircleX, Clock } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import type { OrderResult } from "../../contracts/checkout/orders";
import { checkoutMessages } from "../../domain/checkout/messages-checkout";
import { formatMoney } from "../../domain/kernel/money";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { clearCart } from "../cart";
import { usePageMeta } from "../lib/use-page-meta";
import { buttonClass } from "../ui/button";
import { SaleTotalsLines } from "../ui/sale-totals-lines";
import { PageSpinner } from "../ui/spinner";
import { BankAccounts } from "./bank-accounts";
import { clearCheckoutDraft } from "./checkout-form-state";
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

/** /payment/success?orderId= shows the server's state to the order's owner; it never marks anything paid. */
export function PaymentSuccessPage() {
  usePageMeta(shopMsg.paymentSuccessTitle);
  const [params] = useSearchParams();
  const orderId = params.get("orderId");
  const { data, isPending, isError, error } = useOrderResult(orderId);
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
        <p>{error instanceof Error && error.message ? error.message : checkoutMessages.orderNotVisible}</p>
        <Link to="/" className={buttonClass("secondary")}>
          {shopMsg.backHome}
        </Link>
      </div>
    );
  }
  const head = HEAD[data.state];
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
        {head.text ? <p className="max-w-lg text-muted">{head.text}</p> : null}
      </div>
      {data.state === "awaiting_transfer" ? (
        <section className="flex flex-col gap-4 rounded-2xl border border-gold/50 bg-gold-soft/30 p-5">
          <p>{checkoutMessages.transferInstructions(data.orderNumber, formatMoney(data.total))}</p>
          <BankAccounts accounts={data.bankAccounts} />
        </section>
      ) : null}
      {data.state === "awaiting_transfer" ? (
        <TransferDeclarationPanel
          orderId={data.orderId}
          accounts={data.bankAccounts}
          transfer={data.transfer}
        />
      ) : null}
      <section className="rounded-2xl border border-border bg-surface p-5">
        <h2 className="mb-3 font-display text-xl font-semibold">{checkoutMessages.summarySection}</h2>
        <ul className="mb-4 flex flex-col gap-2 text-sm">
          {data.items.map((i) => (
            <li key={i.productName} className="flex justify-between gap-3">
              <span>
                {i.quantity} × {i.productName}
              </span>
              <span className="whitespace-nowrap tabular-nums">{formatMoney(i.price * i.quantity)}</span>
            </li>
          ))}
        </ul>
        <SaleTotalsLines
          amounts={{
            subtotal: data.subtotal,
            promoItemsDiscount: data.promoItemsDiscount,
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
