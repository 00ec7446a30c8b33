// The web-purchases feature's public surface on the web: Compras Web.
export { WebPurchasesPage } from "./web-purchases-page";
