/**
 * The storefront pages after the home page: one lazy chunk, so '/' stays small (its budget:
 * docs/decisions/0222). Not a chunk per page: the bundler then split the first bundle into twice
 * as many files, and the home page got slower. The cart is the exception (routes.tsx): its money
 * summary would otherwise ride on every first visit of the catalogue.
 */
export { CatalogPage } from "./catalog/catalog-page";
export { ProductPage } from "./catalog/product-page";
export { AboutPage, PrivacyPage, ShippingPage, TermsPage } from "./storefront/info-page";
