import type { CatalogItem } from "../../contracts/catalog/catalog";
import { addToCart, removeFromCart, updateCartQuantity } from "../../domain/cart/cart";
import type { CatalogProduct } from "../../domain/products/pricing";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { toast } from "../lib/toast";
import { toastPositionAvoiding } from "../lib/toast-placement";
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

/** Where the person added from: the controls its toast must not cover, and the way to the cart. */
export interface AddedFrom {
  /** The quantity and the add button: the toast goes where it hides neither. */
  controls?: Element | null;
  viewCart?: () => void;
}

/** docs/product/validation.md, texts.md add: refused when out of stock, held at the stock with the warning. */
export function addProductToCart(product: CatalogProduct, quantity: number, from: AddedFrom = {}): boolean {
  const position = from.controls
    ? toastPositionAvoiding(from.controls.getBoundingClientRect(), {
        width: window.innerWidth,
        height: window.innerHeight,
      })
    : undefined;
  const extras = {
    ...(position ? { position } : {}),
    ...(from.viewCart ? { action: { label: shopMsg.viewCart, onClick: from.viewCart } } : {}),
  };
  const outcome = addToCart(getCart(), product, quantity);
  if (!outcome.ok) {
    toast.error(outcome.error.message, position ? { position } : {});
    return false;
  }
  setCart(outcome.value.cart);
  if (outcome.value.warning) toast.warning(outcome.value.warning, extras);
  else toast.success(shopMsg.addedToCart, extras);
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
