import type { Feature } from "../feature";
import { cardPaymentRoutes } from "./routes";

/** Pagos con Tarjeta and the card-payment bell. */
export const cardPaymentsFeature: Feature = {
  name: "card-payments",
  register: (app, deps) => app.register(cardPaymentRoutes, deps),
};
