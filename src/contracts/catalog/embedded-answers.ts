import type { CatalogPage, CatalogQuery, ProductDetail } from "./catalog";

/**
 * What the server's HTML for the catalogue and product routes and the web app agree on
 * (docs/decisions/0148): the API answers those pages open with travel inside the HTML, so the
 * first picture waits on neither the page's chunk nor an API call. No zod here: the storefront's
 * first bundle reads this module, and zod stays off it (docs/decisions/0025).
 */

/** The id of the `<script type="application/json">` element that carries the answers. */
export const EMBEDDED_ANSWERS_ID = "api-answers";

/**
 * One answer: exactly what the operation answers for `input` to the viewer the HTML was served
 * to. The web app matches it by the operation's URL, as its API client spells it.
 */
export type EmbeddedAnswer =
  | { operation: "listCatalog"; input: { query: CatalogQuery }; data: CatalogPage }
  | { operation: "getCatalogProduct"; input: { params: { id: string } }; data: ProductDetail };

/** The catalogue's query with nothing chosen: a visitor's first look at /catalog. */
export const DEFAULT_CATALOG_QUERY = { sort: "newest", page: 1 } as const satisfies CatalogQuery;

/**
 * The card picture's `sizes`. On phones two columns inside px-4 with gap-3: half the viewport
 * less 22 px, declared 2 px narrower, so a 412 px phone at 1.75x (322 device px) takes the 320w
 * variant (~7 KB) rather than the 640w (~16 KB). The server's image preload must say the same,
 * or the browser would download a second width.
 */
export const CARD_IMAGE_SIZES = "(min-width: 1152px) 270px, (min-width: 640px) 33vw, calc(50vw - 24px)";

/** The first cards (the first row on a phone) load eagerly and at high priority: the LCP candidates. */
export const EAGER_CARD_IMAGES = 2;

/**
 * The product page's main picture's `sizes` (the server preloads it with the same). On phones
 * it is the viewport less the page's padding (32 px), declared 16 px narrower, so a 412 px phone
 * at 1.75x takes the 640w variant (~13 KB, 1.69 pixels per CSS pixel: no visible difference)
 * rather than the 1024w (~30 KB), which held the page's largest paint back.
 */
export const PRODUCT_IMAGE_SIZES = "(min-width: 1024px) 560px, calc(100vw - 48px)";
