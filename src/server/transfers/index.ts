import type { Feature } from "../feature";
import { transferRoutes } from "./routes";

/** Bank transfers the shop can trust: the buyer's declaration and comprobante, one use per reference. */
export const transfersFeature: Feature = {
  name: "transfers",
  register: (app, deps) => app.register(transferRoutes, deps),
};
export { type PendingWebOrder, pendingWebOrder } from "./hooks";
export { payWithVerifiedTransfer } from "./pay-with-verified-transfer";
