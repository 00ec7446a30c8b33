// The cart feature's public surface on the web: what other features use.

export { addProductToCart, toCatalogProduct } from "./cart-actions";
export { CartButton } from "./cart-button";
export { clearCart, useCart } from "./cart-store";
export { useQuote } from "./use-quote";
