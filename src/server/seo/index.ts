import type { Feature } from "../feature";
import { seoRoutes } from "./routes";

/** Server-rendered product heads, sitemap.xml and robots.txt. */
export const seoFeature: Feature = {
  name: "seo",
  register: (app, deps) => app.register(seoRoutes, deps),
};
