import type { Feature } from "../feature";
import { invoiceRoutes } from "./routes";

/** Factura (SAR): CAI ranges, issuing and voiding invoices, their PDF, list and CSV. */
export const invoicesFeature: Feature = {
  name: "invoices",
  register: (app, deps) => app.register(invoiceRoutes, deps),
};
