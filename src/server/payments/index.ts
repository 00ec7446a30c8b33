import type { Feature } from "../feature";
import { paymentRoutes } from "./routes";

/** Card payments: gateway callbacks, the sandbox page, payment results and the expiry job. */
export const paymentsFeature: Feature = {
  name: "payments",
  register: (app, deps) => app.register(paymentRoutes, deps),
};
export { releaseCardOrderNow } from "./release-now";
