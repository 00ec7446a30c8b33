import { eq, sql } from "drizzle-orm";
import type { DiscountCodeState } from "../../domain/discount-code";
import type { DbOrTx } from "../db/client";
import { discountCodes, shippingLocations } from "../db/schema";

/** The pricing line is the domain's; re-exported until every caller imports it from there. */
export { pricingLine } from "../../domain/pricing";

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
  return {
    ...row,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    startsAt: row.startsAt ? row.startsAt.toISOString() : null,
  };
}

export async function activeShippingLocation(db: DbOrTx, id: string | undefined) {
  if (!id) return null;
  const [row] = await db.select().from(shippingLocations).where(eq(shippingLocations.id, id));
  return row?.isActive ? row : null;
}
