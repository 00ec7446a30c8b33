import type { Feature } from "../feature";
import { mediaRoutes } from "./routes";

/** Stored pictures (product images) served from the image storage. */
export const mediaFeature: Feature = {
  name: "media",
  register: (app, deps) => app.register(mediaRoutes, deps),
};
