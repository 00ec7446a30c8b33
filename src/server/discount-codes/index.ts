import type { Feature } from "../feature";
import { discountCodeRoutes } from "./routes";

/** Discount codes as staff manage them (the checkout validates them through checkout/pricing). */
export const discountCodesFeature: Feature = {
  name: "discount-codes",
  register: (app, deps) => app.register(discountCodeRoutes, deps),
};
