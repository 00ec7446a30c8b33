import { useQuery } from "@tanstack/react-query";
import type { CartItem } from "../../domain/cart/cart";
import { useSession } from "../auth/use-session";
import { call } from "../lib/api";

/** The server's prices for the cart (products topic: a price or stock change refetches it). */
export function useQuote(cart: readonly CartItem[], opts: { cityId?: string; discountCode?: string } = {}) {
  const items = cart.map((i) => ({ productId: i.productId, quantity: i.quantity }));
  // The price depends on who asks (a wholesaler's price, docs/decisions/0071): the account is in the key.
  const { user } = useSession();
  return useQuery({
    queryKey: ["products", "quote", items, opts.cityId ?? "", opts.discountCode ?? "", user?.id ?? ""],
    queryFn: () =>
      call("quoteCart", {
        body: { items, cityId: opts.cityId || undefined, discountCode: opts.discountCode || undefined },
      }),
    enabled: items.length > 0,
    placeholderData: (previous) => previous,
  });
}
