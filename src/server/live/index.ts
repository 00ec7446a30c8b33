import type { FastifyInstance } from "fastify";
import { liveRoutes } from "./routes";

/**
 * The live-update stream (Server-Sent Events). A Feature in shape (features.ts's list checks it);
 * a platform folder does not import feature.ts, which is built on the platform.
 */
export const liveFeature = {
  name: "live",
  register: (app: FastifyInstance, deps: Parameters<typeof liveRoutes>[1]) => app.register(liveRoutes, deps),
};
