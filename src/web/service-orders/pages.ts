/** The public estimate page: a lazy chunk of its own, in the storefront shell (no back office in it). */
export { PublicEstimatePage } from "./public-estimate-page";
