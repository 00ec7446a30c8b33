/**
 * The storefront pages after the home page: one lazy chunk, so '/' stays small (its budget: 120 KB compressed, bench/README.md).
 * The catalogue's and a product's HTML preload it (docs/decisions/0148: the server names it by
 * this file's path in the build manifest). Not a chunk per page: the bundler then split the
 * first bundle into twice as many files, and the home page got slower.
 */
export { CartPage } from "./cart/cart-page";
export { CatalogPage } from "./catalog/catalog-page";
export { ProductPage } from "./product/product-page";
export { AboutPage, PrivacyPage, ShippingPage, TermsPage } from "./storefront/info-page";
