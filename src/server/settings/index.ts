import type { Feature } from "../feature";
import { storeInfoRoutes } from "./routes";

/** The store's public data and information pages. */
export const settingsFeature: Feature = {
  name: "settings",
  register: (app, deps) => app.register(storeInfoRoutes, deps),
};
