import { ShoppingBag } from "lucide-react";
import { useNavigate } from "react-router";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { CountBadge } from "../ui/badge";
import { Button } from "../ui/button";
import { useCartCount } from "./cart-store";

/** A button (not a link) so the cart feature may later open a mini-cart from it without changing the header. */
export function CartButton() {
  const count = useCartCount();
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative h-11 w-11"
      aria-label={shopMsg.cart}
      title={shopMsg.cartCount(count)}
      onClick={() => navigate("/cart")}
    >
      <ShoppingBag className="h-5 w-5" aria-hidden="true" />
      <CountBadge count={count} max={99} testId="cart-count" />
    </Button>
  );
}
