import type { Feature } from "../feature";
import { authRoutes } from "./routes";

/** Sign-in, sign-up and sessions (better-auth under /api/auth) and who is signed in. */
export const authFeature: Feature = {
  name: "auth",
  register: (app, deps) => app.register(authRoutes, deps),
};
