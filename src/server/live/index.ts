import type { Feature } from "../feature";
import { liveRoutes } from "./routes";

/** The live-update stream (Server-Sent Events). */
export const liveFeature: Feature = {
  name: "live",
  register: (app, deps) => app.register(liveRoutes, deps),
};
