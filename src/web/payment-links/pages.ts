/** The public payment-link pages: a lazy chunk of their own, in the storefront shell. */
export { PayLinkPage, PayLinkResultPage } from "./pay-link-page";
