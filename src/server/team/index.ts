import type { Feature } from "../feature";
import { teamRoutes } from "./routes";

/** Staff accounts: create a member, reset a password, grant superadmin. */
export const teamFeature: Feature = {
  name: "team",
  register: (app, deps) => app.register(teamRoutes, deps),
};
