import type { Feature } from "../feature";
import { customerRoutes } from "./routes";

/** Customers: the merged customer list and manual customers. */
export const customersFeature: Feature = {
  name: "customers",
  register: (app, deps) => app.register(customerRoutes, deps),
};
export { mergedCustomerById } from "./service";
