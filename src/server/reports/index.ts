import type { Feature } from "../feature";
import { reportRoutes } from "./routes";

/** Dashboard, Mi Dashboard and Reportes (issue 13). */
export const reportsFeature: Feature = {
  name: "reports",
  register: (app, deps) => app.register(reportRoutes, deps),
};
