import type { Feature } from "../feature";
import { healthRoutes } from "./routes";

/** The health check load balancers and uptime monitors ask. */
export const healthFeature: Feature = {
  name: "health",
  register: (app, deps) => app.register(healthRoutes, deps),
};
