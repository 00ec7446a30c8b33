import type { Centavos } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import { productMessages } from "./messages-products";

// The specifications have their own module: the storefront's product page reads them without the
// editor's rules and texts.
export {
  normaliseSpecs,
  WATCH_SPEC_KEYS,
  WATCH_SPEC_LABELS,
  type WatchSpecKey,
  type WatchSpecs,
} from "./watch-specs";

/** Upper limit of pictures per product (docs/decisions/0073). */
export const MAX_PRODUCT_PICTURES = 12;
/** Upper limit of one uploaded picture, in bytes (docs/decisions/0073). */
export const MAX_PICTURE_BYTES = 8 * 1024 * 1024;

export interface EditorPrices {
  salePrice: Centavos;
  promoPrice: Centavos | null;
  wholesalePrice: Centavos | null;
}

export interface FieldIssue {
  field: keyof EditorPrices;
  message: string;
}

/**
 * The editor's price rules (docs/decisions/0071): a sale price above 0; a promotion, when set,
 * below the sale price (otherwise it would never apply); a wholesale price, when set, not above
 * the sale price. Answers every refused field with its Spanish text.
 */
export function checkEditorPrices(p: EditorPrices): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (p.salePrice <= 0)
    issues.push({ field: "salePrice", message: productMessages.productSalePricePositive });
  if (p.promoPrice !== null && p.promoPrice >= p.salePrice) {
    issues.push({ field: "promoPrice", message: productMessages.productPromoNotBelowSale });
  }
  if (p.wholesalePrice !== null && p.wholesalePrice > p.salePrice) {
    issues.push({ field: "wholesalePrice", message: productMessages.productWholesaleAboveSale });
  }
  return issues;
}

/** What still holds a product: its open sales (order numbers), pending card orders and web purchases. */
export interface ProductHolds {
  openSaleNumbers: string[];
  pendingCardOrders: number;
  webPurchasesAwaiting: number;
}

/**
 * Deleting a product (docs/decisions/0074): refused while an open sale, a pending card order or a
 * web purchase awaiting conversion still counts on it; otherwise it is archived.
 */
export function checkProductDeletion(holds: ProductHolds): Result<true> {
  if (holds.openSaleNumbers.length) {
    const shown = holds.openSaleNumbers.slice(0, 5).map((n) => `#${n}`);
    const more = holds.openSaleNumbers.length - shown.length;
    return err(
      "product_in_use",
      productMessages.productInOpenSale(more > 0 ? `${shown.join(", ")} y ${more} más` : shown.join(", ")),
    );
  }
  if (holds.pendingCardOrders > 0) return err("product_in_use", productMessages.productInPendingCardOrder);
  if (holds.webPurchasesAwaiting > 0) return err("product_in_use", productMessages.productInWebPurchase);
  return ok(true);
}

/** A new order of the pictures must name each current picture exactly once. */
export function checkPictureOrder(
  current: readonly string[],
  requested: readonly string[],
): Result<string[]> {
  const same =
    requested.length === current.length &&
    new Set(requested).size === requested.length &&
    requested.every((id) => current.includes(id));
  return same ? ok([...requested]) : err("picture_order", productMessages.pictureOrderInvalid);
}

/** The main picture is the first: making one main moves it to the front and keeps the others' order. */
export function withMainPicture(current: readonly string[], mainId: string): Result<string[]> {
  if (!current.includes(mainId)) return err("picture_order", productMessages.pictureOrderInvalid);
  return ok([mainId, ...current.filter((id) => id !== mainId)]);
}

/** One step of the keyboard reorder buttons; at either end nothing moves. */
export function movePicture(current: readonly string[], id: string, step: -1 | 1): string[] {
  const from = current.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= current.length) return [...current];
  const next = [...current];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** The picker's limit: how many of `incoming` may still be added. */
export function picturesRoom(existing: number): number {
  return Math.max(0, MAX_PRODUCT_PICTURES - existing);
}
