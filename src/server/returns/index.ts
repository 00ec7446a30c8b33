import type { Feature } from "../feature";
import { returnsRoutes } from "./routes";

/**
 * Returns (docs/decisions/0249): lines of a delivered sale given back, the units to stock or out
 * of it, the money refunded or left as saldo a favor through the journal, and an invoiced sale's
 * nota de crédito.
 */
export const returnsFeature: Feature = {
  name: "returns",
  register: (app, deps) => app.register(returnsRoutes, deps),
};
