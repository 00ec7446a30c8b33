import type { Feature } from "../feature";
import { discountCodeRoutes } from "./routes";

/** Discount codes as staff manage them ; the uses orders take and give back (code-uses.ts). */
export const discountCodesFeature: Feature = {
  name: "discount-codes",
  register: (app, deps) => app.register(discountCodeRoutes, deps),
  seedDemo: { run: async (seed) => (await import("./demo-seed")).seedDemo(seed) },
};
export { claimDiscountCode, followCodeUse, readDiscountCode, releaseDiscountCode } from "./code-uses";
