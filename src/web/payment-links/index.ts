/** Payment links in the back office and Mis Compras (the public pages are their own chunk: pages.ts). */
export { PayBalanceButton } from "./pay-balance-button";
export { CreatedLink, PaymentLinkPanel } from "./payment-link-panel";
