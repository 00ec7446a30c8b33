import type { Feature } from "../feature";
import { bankStatementRoutes } from "./routes";

/** The bank statement of each store account: upload, column mapping, matching with declared transfers. */
export const bankStatementsFeature: Feature = {
  name: "bank-statements",
  register: (app, deps) => app.register(bankStatementRoutes, deps),
};
