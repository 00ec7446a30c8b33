import { and, eq, getTableColumns, inArray } from "drizzle-orm";
import type { Quote, QuoteInput } from "../../contracts/checkout/checkout";
import { checkDiscountCode } from "../../domain/discount-codes/discount-code";
import type { Role } from "../../domain/kernel/roles";
import { shopDay } from "../../domain/kernel/shop-calendar";
import {
  originalPriceOf,
  PRODUCT_IMAGE_PLACEHOLDER,
  priceFor,
  pricingLine,
} from "../../domain/products/pricing";
import {
  type LayawayTerms,
  layawayDeadline,
  minimumDeposit,
  policySentence,
} from "../../domain/sales/layaway";
import { priceSale } from "../../domain/sales/totals";
import type { DbOrTx } from "../db/client";
import { builtOnce, PREPARED, placeholderList } from "../db/prepared";
import { readDiscountCode } from "../discount-codes";
import { firstPictureColumns, firstPictureUrl } from "../inventory";
import { products } from "../products/schema";
import { activeShippingLocation } from "../shipping";

/**
 * The cart and the order summary as the server prices them now (nothing is reserved): the
 * cart page shows what changed since an item was added, the checkout shows the totals it
 * will charge. Only public products count; a line above the stock is priced at the stock.
 * A wholesaler is quoted their price (docs/decisions/0071) and told the wholesale price.
 */
/** The apartado the checkout offers: its deposit, its deadline if opened today and its policy. */
function offeredLayaway(terms: LayawayTerms, total: number, now: Date) {
  const deadline = layawayDeadline(shopDay(now), terms.termDays);
  return {
    depositPercent: terms.depositPercent,
    termDays: terms.termDays,
    deposit: minimumDeposit(total, terms.depositPercent),
    deadline,
    policy: policySentence(deadline, terms),
  };
}

export async function quoteCart(
  db: DbOrTx,
  input: QuoteInput,
  now: Date,
  buyer: Role | null = null,
  /** The signed-in buyer's free saldo a favor (docs/decisions/0251); a guest has none. */
  credit = 0,
  /** The apartado terms offered to this buyer (docs/decisions/0253), or null. */
  layaway: LayawayTerms | null = null,
): Promise<Quote> {
  const ids = input.items.map((i) => i.productId);
  // The thumbnails ride along; the text differs only by how many products are asked for.
  const list = placeholderList(ids);
  const rows = await builtOnce(db, PREPARED.cartProducts(ids.length), () =>
    db
      .select({ ...getTableColumns(products), ...firstPictureColumns })
      .from(products)
      .where(and(inArray(products.id, list.placeholders), eq(products.isPublic, true)))
      .prepare(PREPARED.cartProducts(ids.length)),
  ).execute(list.values);
  const byId = new Map(rows.map((r) => [r.id, r]));

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
      imageUrl: firstPictureUrl(p) ?? PRODUCT_IMAGE_PLACEHOLDER,
      quantity: item.quantity,
      stock: p.quantity,
      available: p.quantity > 0,
      price: priceFor(p, buyer),
      salePrice: p.salePrice,
      promoPrice: p.promoPrice,
      originalPublicPrice: originalPriceOf(p),
      ...(buyer === "wholesaler" ? { wholesalePrice: p.wholesalePrice } : {}),
    };
  });

  const shipping = await activeShippingLocation(db, input.cityId);
  let discountError: string | null = null;
  let discount: { code: string; percentage: number } | null = null;
  if (input.discountCode) {
    const merchandise = lines
      .filter((l) => l.available)
      .reduce((sum, l) => sum + l.price * Math.min(l.quantity, l.stock), 0);
    const checked = checkDiscountCode(
      await readDiscountCode(db, input.discountCode, false),
      now.toISOString(),
      merchandise,
    );
    if (checked.ok) discount = checked.value;
    else discountError = checked.error.message;
  }
  const priced = priceSale({
    lines: lines
      .filter((l) => l.available)
      .map((l) => pricingLine({ ...byId.get(l.productId)! }, Math.min(l.quantity, l.stock), buyer)),
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
    credit,
    layaway: layaway ? offeredLayaway(layaway, priced.total, now) : null,
  };
}
