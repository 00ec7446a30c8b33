import type { Feature } from "../feature";
import { shippingRoutes } from "./routes";

/** Shipping locations and their costs. */
export const shippingFeature: Feature = {
  name: "shipping",
  register: (app, deps) => app.register(shippingRoutes, deps),
};
