/** The store's own name: the storefront title and the back-office panel title (docs/product/screens.md). */
export const STORE_NAME = "Tiempo HN";
export const STORE_TAGLINE = "Relojes originales con envío a toda Honduras";
/** Messaging-service country code for Honduras (docs/product/constants.md). */
export const PHONE_COUNTRY_CODE = "504";
