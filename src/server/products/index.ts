import type { Feature } from "../feature";
import { productRoutes } from "./routes";

/** The product editor: create, edit, archive products and manage their pictures. */
export const productsFeature: Feature = {
  name: "products",
  register: (app, deps) => app.register(productRoutes, deps),
  seedDemo: { run: async (seed) => (await import("./demo-seed")).seedDemo(seed) },
};

export { productImageSrcSet, productImageUrl } from "../gateways/image-variants";
export { itemsHoldProduct, type NewProduct, productCreated, productHolds } from "./hooks";
/** The data import brings pictures of the old storage in through the same pipeline. */
export { addPicture } from "./service";
export { wholesalePricesOf } from "./wholesale";
