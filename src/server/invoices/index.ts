import type { Feature } from "../feature";
import { answerHooks } from "./answers";
import { invoiceRoutes } from "./routes";

/** Factura (SAR): CAI ranges, issuing and voiding invoices, their PDF, list and CSV. */
export const invoicesFeature: Feature = {
  name: "invoices",
  register: (app, deps) => {
    answerHooks();
    return app.register(invoiceRoutes, deps);
  },
};
