import type { CatalogItem } from "../../contracts/catalog/catalog";
import { addToCart, removeFromCart, updateCartQuantity } from "../../domain/cart/cart";
import type { CatalogProduct } from "../../domain/products/pricing";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { toast } from "../lib/toast";
import { getCart, setCart } from "./cart-store";

/** A catalogue card as the domain's cart and pricing rules take it. */
export function toCatalogProduct(item: CatalogItem): CatalogProduct {
  return {
    id: item.id,
    name: item.name,
    quantity: item.quantity,
    imageUrls: item.image ? [item.image.src] : [],
    salePrice: item.salePrice,
    promoPrice: item.promoPrice,
    originalPublicPrice: item.originalPublicPrice,
    ...(item.wholesalePrice === undefined ? {} : { wholesalePrice: item.wholesalePrice }),
  };
}

/** docs/product/validation.md, texts.md add: refused when out of stock, held at the stock with the warning. */
export function addProductToCart(product: CatalogProduct, quantity: number): boolean {
  const outcome = addToCart(getCart(), product, quantity);
  if (!outcome.ok) {
    toast.error(outcome.error.message);
    return false;
  }
  setCart(outcome.value.cart);
  if (outcome.value.warning) toast.warning(outcome.value.warning);
  else toast.success(shopMsg.addedToCart);
  return true;
}

/** docs/product/validation.md quantity change: clamped to the stock with the warning; 0 or less removes the line. */
export function changeCartQuantity(productId: string, quantity: number, stock: number): void {
  const outcome = updateCartQuantity(getCart(), productId, quantity, stock);
  setCart(outcome.cart);
  if (outcome.warning) toast.warning(outcome.warning);
}

export function removeCartLine(productId: string): void {
  setCart(removeFromCart(getCart(), productId));
}
