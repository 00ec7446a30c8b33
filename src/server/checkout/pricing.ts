import { eq, sql } from "drizzle-orm";
import type { DiscountCodeState } from "../../domain/discount-code";
import { effectivePrice } from "../../domain/pricing";
import type { PricingLine } from "../../domain/totals";
import type { DbOrTx } from "../db/client";
import { discountCodes, shippingLocations } from "../db/schema";

/** The product fields a checkout line is priced from. */
export interface PricedProduct {
  id: string;
  name: string;
  salePrice: number;
  promoPrice: number | null;
  originalPublicPrice: number | null;
}

/** A storefront line: the price charged now (promotion included), the crossed-out reference. */
export function pricingLine(product: PricedProduct, quantity: number): PricingLine {
  return {
    productId: product.id,
    productName: product.name,
    quantity,
    price: effectivePrice(product),
    originalPrice: product.originalPublicPrice ?? product.salePrice,
    salePrice: product.salePrice,
  };
}

/** Codes are typed by people: matched without regard to case. `lock` holds the row for the usage count. */
export async function readDiscountCode(
  db: DbOrTx,
  code: string,
  lock: boolean,
): Promise<DiscountCodeState | null> {
  const query = db
    .select()
    .from(discountCodes)
    .where(sql`upper(${discountCodes.code}) = upper(${code})`)
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return null;
  return { ...row, expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null };
}

export async function activeShippingLocation(db: DbOrTx, id: string | undefined) {
  if (!id) return null;
  const [row] = await db.select().from(shippingLocations).where(eq(shippingLocations.id, id));
  return row?.isActive ? row : null;
}
