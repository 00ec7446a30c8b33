import type { Feature } from "../feature";
import { checkoutRoutes } from "./routes";

/** Cart quotes and placing orders (card or bank transfer). */
export const checkoutFeature: Feature = {
  name: "checkout",
  register: (app, deps) => app.register(checkoutRoutes, deps),
};
