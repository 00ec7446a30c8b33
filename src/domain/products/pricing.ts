import { type Centavos, TOLERANCE } from "../kernel/money";
import type { Role } from "../kernel/roles";
import { linePriceStory } from "../sales/price-story";
import type { PricingLine } from "../sales/totals";
import { storefrontMessages } from "../storefront/messages-storefront";

/** The product fields the storefront prices from (docs/product/data.md). */
export interface CatalogProduct {
  id: string;
  name: string;
  /** Units in stock. */
  quantity: number;
  imageUrls: string[];
  salePrice: Centavos;
  promoPrice: Centavos | null;
  originalPublicPrice: Centavos;
  /** Present only in answers to staff and wholesalers (docs/decisions/0071); null when none is set. */
  wholesalePrice?: Centavos | null;
}

/** Served by the web app's public folder; shown whenever a product has no image (docs/product/data.md). */
export const PRODUCT_IMAGE_PLACEHOLDER = "/images/placeholder-watch.svg";

export function mainImageUrl(imageUrls: readonly string[]): string {
  return imageUrls[0] ?? PRODUCT_IMAGE_PLACEHOLDER;
}

/** A promo price counts only when it is below the regular sale price. */
export function effectivePrice(product: Pick<CatalogProduct, "salePrice" | "promoPrice">): Centavos {
  const { promoPrice, salePrice } = product;
  return promoPrice !== null && promoPrice < salePrice ? promoPrice : salePrice;
}

/** The prices a buyer's price is chosen from; only staff and wholesalers ever receive `wholesalePrice`. */
export interface BuyerPrices {
  salePrice: Centavos;
  promoPrice: Centavos | null;
  wholesalePrice?: Centavos | null;
}

/**
 * The price a buyer pays (docs/decisions/0071): everyone pays `effectivePrice`; a wholesaler pays
 * the lower of the wholesale price and that price, so a promotion below the wholesale price
 * still reaches them and a wholesale price never makes them pay more than a visitor.
 * Only the role "wholesaler" changes the price; a product without a wholesale price is priced as for anyone.
 */
export function priceFor(product: BuyerPrices, buyer: Role | null | undefined): Centavos {
  const publicPrice = effectivePrice(product);
  if (buyer !== "wholesaler" || product.wholesalePrice === null || product.wholesalePrice === undefined) {
    return publicPrice;
  }
  return Math.min(product.wholesalePrice, publicPrice);
}

/** The product fields a line is priced from; a product may have no public original price. */
export interface PricedProduct {
  id: string;
  name: string;
  salePrice: Centavos;
  promoPrice: Centavos | null;
  originalPublicPrice: Centavos | null;
  wholesalePrice?: Centavos | null;
}

/**
 * The reference price the offer badge compares with (docs/decisions/0244): the product's public
 * original price, or its sale price when none is set. It is never crossed out and never enters a
 * line. The catalogue's offer filter restates it in SQL (src/server/catalog/service.ts, compared
 * with showsOfferBadge by catalog.test.ts).
 */
export function originalPriceOf(product: Pick<PricedProduct, "salePrice" | "originalPublicPrice">): Centavos {
  return product.originalPublicPrice ?? product.salePrice;
}

/**
 * One line of a storefront order or a Registrar Venta sale (docs/decisions/0032): the price
 * charged now (promotion included; for a wholesaler the wholesale price when lower,
 * docs/decisions/0071) and the regular sale price, against which the promotion discount is
 * computed. The line keeps the regular price as its `originalPrice`, so a saved sale's lines
 * still add up to its subtotal (docs/decisions/0244).
 */
export function pricingLine(
  product: PricedProduct,
  quantity: number,
  buyer: Role | null | undefined = null,
): PricingLine {
  return {
    productId: product.id,
    productName: product.name,
    quantity,
    price: priceFor(product, buyer),
    originalPrice: product.salePrice,
    salePrice: product.salePrice,
  };
}

export interface BadgePricing {
  price: Centavos;
  originalPrice: Centavos;
  salePrice: Centavos;
  promoPrice: Centavos | null;
}

/**
 * docs/product/constants.md offer badge: the reference price is above the price by more than 0.01, or the price
 * is the product's promotion on its sale price (docs/decisions/0006-storefront-rules.md).
 */
export function showsOfferBadge(p: BadgePricing): boolean {
  if (p.originalPrice - p.price > TOLERANCE) return true;
  return p.promoPrice !== null && p.promoPrice < p.salePrice && p.price === p.promoPrice;
}

/** docs/product/overview.md: wholesalers read '¡P. Especial!' where everyone else reads '¡Oferta!'. */
export function offerBadgeLabel(role: Role | null | undefined): string {
  return role === "wholesaler" ? storefrontMessages.wholesaleBadge : storefrontMessages.offerBadge;
}

export function offerBadge(p: BadgePricing, role: Role | null | undefined): string | null {
  return showsOfferBadge(p) ? offerBadgeLabel(role) : null;
}

/** What a product card or page shows for a buyer (docs/decisions/0244). */
export interface ProductPricing {
  /** The price charged. */
  price: Centavos;
  /** The regular price, crossed out and read 'Precio regular', when the price is below it. */
  crossedOut: Centavos | null;
  /** The public original price, a plain reference, when it is above both prices. */
  publicOriginalPrice: Centavos | null;
  badge: string | null;
}

/**
 * What a product card shows: the price charged, the regular price crossed out when a promotion
 * (or a wholesaler's price) lowers it, as the cart and the receipt show it, and the badge, which
 * still compares with the public original price.
 */
export function productPricing(
  product: Pick<CatalogProduct, "salePrice" | "promoPrice" | "originalPublicPrice" | "wholesalePrice">,
  role: Role | null | undefined,
): ProductPricing {
  const price = priceFor(product, role);
  const originalPrice = product.originalPublicPrice;
  const { crossedOut, regularUnitPrice } = linePriceStory({
    price,
    regularPrice: product.salePrice,
    quantity: 1,
  });
  return {
    price,
    crossedOut,
    publicOriginalPrice: originalPrice > regularUnitPrice ? originalPrice : null,
    badge: offerBadge({ ...product, price, originalPrice }, role),
  };
}

/** Who the product editor previews the prices for (docs/decisions/0072). */
export const PREVIEW_AUDIENCES = ["visitor", "client", "wholesaler"] as const;
export type PreviewAudience = (typeof PREVIEW_AUDIENCES)[number];

/**
 * What a visitor, a client and a wholesaler will see for these prices, before the product is
 * saved: the same `productPricing` the storefront uses, so the preview cannot disagree with it.
 * The crossed-out price is the regular price; the public original price, when none is set, is the sale price.
 */
export function pricePreview(
  product: BuyerPrices & { originalPublicPrice: Centavos | null },
): Record<PreviewAudience, ProductPricing> {
  const card = { ...product, originalPublicPrice: originalPriceOf(product) };
  return {
    visitor: productPricing(card, null),
    client: productPricing(card, "client"),
    wholesaler: productPricing(card, "wholesaler"),
  };
}
