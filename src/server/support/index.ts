import type { Feature } from "../feature";
import { supportRoutes } from "./routes";

/** Support tickets: Centro de Soporte (clients, wholesalers) and Tickets de Soporte (admins). */
export const supportFeature: Feature = {
  name: "support",
  register: (app, deps) => app.register(supportRoutes, deps),
};
