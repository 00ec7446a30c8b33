import type { Feature } from "../feature";
import { productRoutes } from "./routes";

// The content check of uploads, shared with features that accept photos (support tickets).
export { InvalidImageError, readSource } from "../gateways/image-variants";

/** The product editor: create, edit, archive products and manage their pictures. */
export const productsFeature: Feature = {
  name: "products",
  register: (app, deps) => app.register(productRoutes, deps),
  seedDemo: { run: async (seed) => (await import("./demo-seed")).seedDemo(seed) },
};

export { productImageSrcSet, productImageUrl } from "../gateways/image-variants";
/** The data import brings pictures of the old storage in through the same pipeline. */
export { addPicture } from "./service";
export { wholesalePricesOf } from "./wholesale";
