import type { Feature } from "../feature";
import { answerHooks } from "./answers";
import { invoiceRoutes } from "./routes";

/** A return's nota de crédito, issued inside the return's transaction (docs/decisions/0249). */
export { issueCreditNote } from "./issue-credit-note";
/** An exchange's new sale takes its factura with the nota de crédito of its return. */
export { issueInvoiceIn } from "./issue-invoice";

/** Factura (SAR): CAI ranges, issuing and voiding invoices and notas de crédito, their PDF, list and CSV. */
export const invoicesFeature: Feature = {
  name: "invoices",
  register: (app, deps) => {
    answerHooks();
    return app.register(invoiceRoutes, deps);
  },
};
