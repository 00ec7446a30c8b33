import type { Feature } from "../feature";
import { reportRoutes } from "./routes";

/** Read by Cobranza (a tab of Reportes): the raw-query helpers, the shop day and the customer key in SQL. */
export { customerKeySql, num, rows, shopDateSql, ts } from "./sql";

/** Dashboard, Mi Dashboard and every report of Reportes (docs/decisions/0252, 0091–0093). */
export const reportsFeature: Feature = {
  name: "reports",
  register: (app, deps) => app.register(reportRoutes, deps),
};
