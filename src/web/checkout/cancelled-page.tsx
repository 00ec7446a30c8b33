import { CircleX } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { checkoutMessages } from "../../domain/checkout/messages-checkout";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { usePageMeta } from "../lib/use-page-meta";
import { buttonClass } from "../ui/button";

/** The cart is kept: the customer can try again with another card or by transfer. */
export function PaymentCancelledPage() {
  usePageMeta(shopMsg.paymentCancelledTitle);
  const [params] = useSearchParams();
  const declined = params.get("reason") === "declined";
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-14 text-center">
      <CircleX className="h-14 w-14 text-red-600" aria-hidden="true" />
      <h1 className="font-display text-3xl font-semibold">{shopMsg.paymentCancelledTitle}</h1>
      {declined ? (
        <p className="font-semibold text-red-700 dark:text-red-400">{checkoutMessages.cardDeclined}</p>
      ) : null}
      <p className="text-muted">{checkoutMessages.paymentCancelledText}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/checkout" className={buttonClass("primary")}>
          {shopMsg.retry}
        </Link>
        <Link to="/cart" className={buttonClass("secondary")}>
          {checkoutMessages.backToCart}
        </Link>
      </div>
    </div>
  );
}
