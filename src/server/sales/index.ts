import type { Feature } from "../feature";
import { salesRoutes } from "./routes";

export { csvDocument } from "./csv";

/** Registrar Venta, Órdenes and the admin order dialog. */
export const salesFeature: Feature = {
  name: "sales",
  register: (app, deps) => app.register(salesRoutes, deps),
};
