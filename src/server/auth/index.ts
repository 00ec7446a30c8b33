import type { FastifyInstance } from "fastify";
import { authRoutes } from "./routes";

/**
 * Sign-in, sign-up and sessions (better-auth under /api/auth) and who is signed in. A Feature in
 * shape (features.ts's list checks it); a platform folder does not import feature.ts, which is
 * built on the platform.
 */
export const authFeature = {
  name: "auth",
  register: (app: FastifyInstance, deps: Parameters<typeof authRoutes>[1]) => app.register(authRoutes, deps),
};
