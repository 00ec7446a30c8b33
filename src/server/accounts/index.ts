import type { Feature } from "../feature";
import { accountRoutes } from "./routes";

/** Accounts: Clientes Web, Mayoristas, the Equipo list, disabling and deleting, Mi Información. */
export const accountsFeature: Feature = {
  name: "accounts",
  register: (app, deps) => app.register(accountRoutes, deps),
};
