import type { Feature } from "../feature";
import { catalogRoutes } from "./routes";

/** The public catalogue and product pages. */
export const catalogFeature: Feature = {
  name: "catalog",
  register: (app, deps) => app.register(catalogRoutes, deps),
};
export { type CatalogReads, catalogReads, VISITOR } from "./reads";
export { productDetail } from "./service";
