import type { Centavos } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import { type CatalogProduct, effectivePrice, mainImageUrl } from "../products/pricing";
import { storefrontMessages } from "../storefront/messages-storefront";

/** The browser keeps the cart in local storage under this key (docs/product/data.md). */
export const CART_STORAGE_KEY = "shoppingCart";

/** docs/product/data.md cart item: the product fields the cart shows plus the quantity in the cart. */
export interface CartItem {
  productId: string;
  name: string;
  quantity: number;
  salePrice: Centavos;
  promoPrice: Centavos | null;
  originalPublicPrice: Centavos;
  mainImageUrl: string;
  /** Kept only when the catalogue gave it, i.e. for a wholesaler (docs/decisions/0071). */
  wholesalePrice?: Centavos | null;
}

/** A cart change may come with a warning toast (docs/product/texts.md); the cart is always a new array. */
export interface CartOutcome {
  cart: CartItem[];
  warning: string | null;
}

export function cartItemFrom(product: CatalogProduct, quantity: number): CartItem {
  return {
    productId: product.id,
    name: product.name,
    quantity,
    salePrice: product.salePrice,
    promoPrice: product.promoPrice,
    originalPublicPrice: product.originalPublicPrice,
    mainImageUrl: mainImageUrl(product.imageUrls),
    ...(product.wholesalePrice === undefined ? {} : { wholesalePrice: product.wholesalePrice }),
  };
}

/**
 * docs/product/validation.md, texts.md add to cart: the product must exist and have stock ('Este producto está agotado.');
 * the product's total in the cart is held at the stock, with the warning. Adding refreshes the
 * item's prices from the product as it is now.
 */
export function addToCart(
  cart: readonly CartItem[],
  product: CatalogProduct | null | undefined,
  quantity = 1,
): Result<CartOutcome> {
  if (!product || product.quantity <= 0) return err("out_of_stock", storefrontMessages.outOfStock);
  const existing = cart.find((item) => item.productId === product.id);
  const wanted = (existing?.quantity ?? 0) + Math.max(1, Math.trunc(quantity));
  const beyond = wanted > product.quantity;
  const item = cartItemFrom(product, Math.min(wanted, product.quantity));
  const next = existing ? cart.map((i) => (i.productId === product.id ? item : i)) : [...cart, item];
  return ok({ cart: next, warning: beyond ? storefrontMessages.cartAddBeyondStock(product.quantity) : null });
}

/** docs/product/validation.md: a quantity above stock is clamped to it (with the warning); 0 or less removes the item. */
export function updateCartQuantity(
  cart: readonly CartItem[],
  productId: string,
  quantity: number,
  stock: number,
): CartOutcome {
  const available = Math.max(0, stock);
  const next = Math.min(Math.trunc(quantity), available);
  const warning = quantity > available ? storefrontMessages.cartQuantityBeyondStock(available) : null;
  if (next <= 0) return { cart: removeFromCart(cart, productId), warning };
  return { cart: cart.map((i) => (i.productId === productId ? { ...i, quantity: next } : i)), warning };
}

export function removeFromCart(cart: readonly CartItem[], productId: string): CartItem[] {
  return cart.filter((item) => item.productId !== productId);
}

/** The header badge counts units, not lines. */
export function cartCount(cart: readonly CartItem[]): number {
  return cart.reduce((sum, item) => sum + item.quantity, 0);
}

export function cartTotal(cart: readonly CartItem[]): Centavos {
  return cart.reduce((sum, item) => sum + effectivePrice(item) * item.quantity, 0);
}
