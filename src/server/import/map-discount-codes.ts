import { discountCodes } from "../discount-codes/schema";
import { docsOf } from "./collections";
import type { ImportRun } from "./import-run";
import { Bad, type Doc } from "./read";

/**
 * Discount codes: the code is the document id, upper-cased as the shop types it; a percentage out of
 * 1–100 or a negative usage or minimum skips the code.
 */
export async function importDiscountCodes(run: ImportRun): Promise<void> {
  const { tx } = run;
  const codeDocs = docsOf(run.exported, "discount_codes").map(([id, d]): [string, Doc] => [
    id.toUpperCase(),
    d,
  ]);
  await run.eachNew("discount_codes", codeDocs, [discountCodes, discountCodes.code], async (id, r) => {
    r.used.add("code");
    const percentage = r.int("percentage");
    if (percentage < 1 || percentage > 100) throw new Bad("percentage: fuera de 1–100");
    const usageCount = r.int("usageCount", 0);
    const usageLimit = r.optInt("usageLimit");
    const minPurchase = r.money("minPurchase", 0);
    if (usageCount < 0 || (usageLimit ?? 0) < 0 || minPurchase < 0)
      throw new Bad("usos o compra mínima negativos");
    const startsAt = r.optTime("startsAt");
    const expiresAt = r.optTime("expiresAt");
    await tx.insert(discountCodes).values({
      code: id,
      percentage,
      isActive: r.bool("isActive", true),
      startsAt: startsAt ? new Date(startsAt) : null,
      expiresAt: expiresAt ? new Date(expiresAt) : null,
      usageLimit,
      usageCount,
      minPurchase,
      createdAt: new Date(r.time("createdAt", new Date().toISOString())),
    });
    run.keepExtras("discount_codes", id, r);
  });
}
