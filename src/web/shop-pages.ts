/** The storefront pages after the home page: one lazy chunk, so '/' stays small (issue 4 budget). */
export { CartPage } from "./cart/cart-page";
export { CatalogPage } from "./catalog/catalog-page";
export { ProductPage } from "./product/product-page";
export { AboutPage, PrivacyPage, ShippingPage, TermsPage } from "./storefront/info-page";
