import type { Feature } from "../feature";
import { shippingRoutes } from "./routes";

/** Shipping locations and their costs. */
export const shippingFeature: Feature = {
  name: "shipping",
  register: (app, deps) => app.register(shippingRoutes, deps),
  seedDemo: { run: async (seed) => (await import("./demo-seed")).seedDemo(seed) },
};

export { shippingLocationUses } from "./hooks";
/** For registration, the profile and checkout: a city must be an active shipping location. */
export { activeShippingLocation, isActiveCity } from "./service";
