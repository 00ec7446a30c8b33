import type { Feature } from "../feature";
import { answerHooks } from "./answers";
import { cardPaymentRoutes } from "./routes";

/** Pagos con Tarjeta and the card-payment bell. */
export const cardPaymentsFeature: Feature = {
  name: "card-payments",
  register: (app, deps) => {
    answerHooks();
    return app.register(cardPaymentRoutes, deps);
  },
};
