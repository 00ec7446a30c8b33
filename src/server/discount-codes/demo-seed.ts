import { DEMO_DISCOUNT } from "../demo/cities";
import { DEMO_SALES, DEMO_WEB_PURCHASES } from "../demo/sales-data";
import type { DemoSeed } from "../feature";
import { discountCodes } from "./schema";

const DAY = 86_400_000;

/** The welcome code, already used by the demo sales and web purchases that applied it. */
export async function seedDemo({ tx, world }: DemoSeed): Promise<void> {
  const uses =
    DEMO_SALES.filter((s) => s.discountCode).length + DEMO_WEB_PURCHASES.filter((p) => p.discountCode).length;
  await tx.insert(discountCodes).values({
    code: DEMO_DISCOUNT.code,
    percentage: DEMO_DISCOUNT.percentage,
    isActive: true,
    usageLimit: DEMO_DISCOUNT.usageLimit,
    usageCount: uses,
    expiresAt: new Date(world.now.getTime() + DEMO_DISCOUNT.validDays * DAY),
    createdAt: world.ago(60),
  });
}
