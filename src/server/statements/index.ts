import type { Feature } from "../feature";
import { statementRoutes } from "./routes";

/** Estado de cuenta: a customer's statement as JSON and PDF, and a signed link to share it. */
export const statementsFeature: Feature = {
  name: "statements",
  register: (app, deps) => app.register(statementRoutes, deps),
};
