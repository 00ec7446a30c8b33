import { useEffect, useState } from "react";
import type { Quote } from "../../contracts/checkout/checkout";
import { type CartItem, updateCartQuantity } from "../../domain/cart/cart";
import { formatMoney } from "../../domain/kernel/money";
import { priceFor } from "../../domain/products/pricing";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { getCart, setCart } from "./cart-store";

/**
 * Brings the stored cart in line with the server's quote and says what changed: a product gone,
 * a new price (never charged silently), fewer units in stock (clamped by the domain rule).
 */
export function reconcileCart(
  cart: readonly CartItem[],
  quote: Quote,
): { cart: CartItem[]; notices: string[] } {
  const notices: string[] = [];
  let next: CartItem[] = [...cart];
  for (const line of quote.lines) {
    const item = next.find((i) => i.productId === line.productId);
    if (!item) continue;
    if (!line.available) {
      notices.push(shopMsg.itemUnavailable(item.name));
      next = next.filter((i) => i.productId !== line.productId);
      continue;
    }
    // The server quotes a wholesaler their price and tells them the wholesale price (docs/decisions/0071).
    const before = priceFor(item, line.wholesalePrice === undefined ? null : "wholesaler");
    if (
      before !== line.price ||
      item.originalPublicPrice !== line.originalPublicPrice ||
      (line.wholesalePrice ?? null) !== (item.wholesalePrice ?? null)
    ) {
      if (before !== line.price)
        notices.push(shopMsg.priceChanged(item.name, formatMoney(before), formatMoney(line.price)));
      next = next.map((i) =>
        i.productId === line.productId
          ? {
              ...i,
              salePrice: line.salePrice,
              promoPrice: line.promoPrice,
              originalPublicPrice: line.originalPublicPrice,
              wholesalePrice: line.wholesalePrice ?? null,
              name: line.name,
            }
          : i,
      );
    }
    if (item.quantity > line.stock) {
      const clamped = updateCartQuantity(next, line.productId, item.quantity, line.stock);
      next = clamped.cart;
      if (clamped.warning) notices.push(clamped.warning);
    }
  }
  return { cart: next, notices };
}

/** Applies each new quote to the stored cart once; returns the notices to show. */
export function useCartRefresh(quote: Quote | undefined): string[] {
  const [notices, setNotices] = useState<string[]>([]);
  useEffect(() => {
    if (!quote) return;
    const current = getCart();
    const { cart, notices: found } = reconcileCart(current, quote);
    if (found.length || cart.length !== current.length) {
      setCart(cart);
      setNotices((old) => [...new Set([...old, ...found])]);
    }
  }, [quote]);
  return notices;
}
