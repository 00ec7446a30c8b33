// The catalog feature's public surface on the web: what other features use.
export { readFilters, toQuery } from "./catalog-query";
export { CatalogShell, ProductShell } from "./page-shells";
export { OfferBadge, PriceTag } from "./price-tag";
export { ProductCard } from "./product-card";
export { ProductFrame, ProductGallery } from "./product-gallery";
export { ProductImage } from "./product-image";
export { StockNote } from "./stock-note";
export {
  prefetchCatalog,
  prefetchProduct,
  useBindPrefetchClient,
  useCatalog,
  useProduct,
} from "./use-catalog";
