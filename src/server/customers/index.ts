import type { Feature } from "../feature";
import { customerRoutes } from "./routes";

/** Customers: the merged customer list and manual customers. */
export const customersFeature: Feature = {
  name: "customers",
  register: (app, deps) => app.register(customerRoutes, deps),
  seedDemo: { run: async (seed) => (await import("./demo-seed")).seedDemo(seed) },
};
export { customerUses } from "./hooks";
export { customerProfile, mergedCustomerById } from "./service";
