import { Minus, Plus, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { QuoteLine } from "../../contracts/checkout/checkout";
import type { CartItem } from "../../domain/cart/cart";
import { formatMoney } from "../../domain/kernel/money";
import { effectivePrice } from "../../domain/products/pricing";
import { linePriceStory } from "../../domain/sales/price-story";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { usePageMeta } from "../lib/use-page-meta";
import { Button, buttonClass } from "../ui/button";
import { LineStoryRows, RegularPrice } from "../ui/price-story";
import { SaleTotalsLines } from "../ui/sale-totals-lines";
import { changeCartQuantity, removeCartLine } from "./cart-actions";
import { useCart } from "./cart-store";
import { useCartRefresh } from "./use-cart-refresh";
import { useQuote } from "./use-quote";

export function CartPage() {
  usePageMeta(shopMsg.cartTitle);
  const cart = useCart();
  const { data: quote } = useQuote(cart);
  const notices = useCartRefresh(quote);
  const lineOf = (id: string) => quote?.lines.find((l) => l.productId === id);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">{shopMsg.cartTitle}</h1>
      {notices.length ? (
        <ul className="mt-4 flex flex-col gap-2" aria-live="polite">
          {notices.map((n) => (
            <li
              key={n}
              role="status"
              className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
            >
              {n}
            </li>
          ))}
        </ul>
      ) : null}
      {cart.length === 0 ? (
        <div className="mt-8 flex flex-col items-start gap-4 rounded-2xl border border-dashed border-border p-8">
          <p className="text-lg">{shopMsg.cartEmpty}</p>
          <Link to="/catalog" className={buttonClass("primary")}>
            {shopMsg.continueShopping}
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_340px]">
          <ul className="flex flex-col gap-3">
            {cart.map((item) => (
              <CartLine key={item.productId} item={item} priced={lineOf(item.productId)} />
            ))}
          </ul>
          <aside className="flex h-fit flex-col gap-4 rounded-2xl border border-border bg-surface p-5">
            {quote ? (
              <SaleTotalsLines
                amounts={{
                  subtotal: quote.subtotal,
                  promoItemsDiscount: quote.promoItemsDiscount,
                  appliedDiscount: quote.appliedDiscount,
                }}
              />
            ) : null}
            <p className="text-xs text-muted">{shopMsg.shippingAtCheckout}</p>
            <Link to="/checkout" className={buttonClass("primary", "md", "w-full")}>
              {shopMsg.proceedToCheckout}
            </Link>
            <Link
              to="/catalog"
              className="inline-flex min-h-11 items-center justify-center text-sm text-gold hover:underline"
            >
              {shopMsg.continueShopping}
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}

function CartLine({ item, priced }: { item: CartItem; priced: QuoteLine | undefined }) {
  // Until the server answers, the stock is unknown: only lowering is offered.
  const limit = priced?.stock ?? item.quantity;
  // The server's price when it answered, else the cart's copy; the line shows how it reaches the
  // subtotal, its regular price crossed out as everywhere else (docs/decisions/0244).
  const story = linePriceStory(
    priced?.available
      ? { price: priced.price, regularPrice: priced.salePrice, quantity: item.quantity }
      : { price: effectivePrice(item), regularPrice: item.salePrice, quantity: item.quantity },
  );
  return (
    <li
      className="flex gap-3 rounded-2xl border border-border bg-surface p-3 sm:gap-4"
      data-testid="cart-line"
    >
      <img
        src={item.mainImageUrl}
        alt=""
        width={96}
        height={96}
        className="h-20 w-20 shrink-0 rounded-lg bg-surface-2 object-cover sm:h-24 sm:w-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to={`/products/${item.productId}`} className="line-clamp-2 font-medium hover:underline">
          {item.name}
        </Link>
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm" data-testid="line-unit-price">
          <span className="font-semibold whitespace-nowrap text-fg tabular-nums">
            {shopMsg.unitPriceEach(formatMoney(story.unitPrice))}
          </span>
          {story.crossedOut !== null ? <RegularPrice amount={story.crossedOut} /> : null}
        </p>
        <div className="mt-auto flex items-center gap-2">
          <Button
            variant="secondary"
            size="icon"
            className="h-11 w-11"
            aria-label={shopMsg.decreaseQuantity}
            onClick={() => changeCartQuantity(item.productId, item.quantity - 1, limit)}
          >
            <Minus className="h-4 w-4" aria-hidden="true" />
          </Button>
          <span
            className="w-8 text-center tabular-nums"
            role="status"
            aria-label={shopMsg.quantityLabel}
            data-testid="line-quantity"
          >
            {item.quantity}
          </span>
          <Button
            variant="secondary"
            size="icon"
            className="h-11 w-11"
            aria-label={shopMsg.increaseQuantity}
            onClick={() => changeCartQuantity(item.productId, item.quantity + 1, limit)}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto h-11 w-11"
            aria-label={shopMsg.removeItem(item.name)}
            onClick={() => removeCartLine(item.productId)}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
        <LineStoryRows story={story} />
      </div>
    </li>
  );
}
