import { and, eq, inArray } from "drizzle-orm";
import type { Quote, QuoteInput } from "../../contracts/checkout";
import { checkDiscountCode } from "../../domain/discount-code";
import {
  effectivePrice,
  originalPriceOf,
  PRODUCT_IMAGE_PLACEHOLDER,
  pricingLine,
} from "../../domain/pricing";
import { priceSale } from "../../domain/totals";
import type { DbOrTx } from "../db/client";
import { productImages, products } from "../db/schema";
import { productImageUrl } from "../products/images";
import { activeShippingLocation, readDiscountCode } from "./pricing";

/**
 * The cart and the order summary as the server prices them now (nothing is reserved): the
 * cart page shows what changed since an item was added, the checkout shows the totals it
 * will charge. Only public products count; a line above the stock is priced at the stock.
 */
export async function quoteCart(db: DbOrTx, input: QuoteInput, now: Date): Promise<Quote> {
  const ids = input.items.map((i) => i.productId);
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isPublic, true)));
  const images = await db
    .select({
      productId: productImages.productId,
      storageKey: productImages.storageKey,
      widths: productImages.variantWidths,
    })
    .from(productImages)
    .where(and(inArray(productImages.productId, ids), eq(productImages.position, 0)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const imageOf = new Map(
    images.map((i) => [i.productId, productImageUrl(i.storageKey, Math.min(...i.widths))]),
  );

  const lines = input.items.map((item) => {
    const p = byId.get(item.productId);
    if (!p) {
      return {
        productId: item.productId,
        name: "",
        imageUrl: PRODUCT_IMAGE_PLACEHOLDER,
        quantity: item.quantity,
        stock: 0,
        available: false,
        price: 0,
        salePrice: 0,
        promoPrice: null,
        originalPublicPrice: 0,
      };
    }
    return {
      productId: p.id,
      name: p.name,
      imageUrl: imageOf.get(p.id) ?? PRODUCT_IMAGE_PLACEHOLDER,
      quantity: item.quantity,
      stock: p.quantity,
      available: p.quantity > 0,
      price: effectivePrice(p),
      salePrice: p.salePrice,
      promoPrice: p.promoPrice,
      originalPublicPrice: originalPriceOf(p),
    };
  });

  const shipping = await activeShippingLocation(db, input.cityId);
  let discountError: string | null = null;
  let discount: { code: string; percentage: number } | null = null;
  if (input.discountCode) {
    const checked = checkDiscountCode(
      await readDiscountCode(db, input.discountCode, false),
      now.toISOString(),
    );
    if (checked.ok) discount = checked.value;
    else discountError = checked.error.message;
  }
  const priced = priceSale({
    lines: lines
      .filter((l) => l.available)
      .map((l) => pricingLine({ ...byId.get(l.productId)! }, Math.min(l.quantity, l.stock))),
    shippingCost: shipping?.cost ?? 0,
    discountCode: discount,
  });
  return {
    lines,
    subtotal: priced.subtotal,
    promoItemsDiscount: priced.promoItemsDiscount,
    appliedDiscount: priced.appliedDiscount,
    discountError,
    shippingCost: priced.shippingCost,
    total: priced.total,
  };
}
