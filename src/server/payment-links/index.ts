import type { Feature } from "../feature";
import { paymentLinkRoutes } from "./routes";

/** Card payment links for a sale's balance (docs/product/operations.md). */
export const paymentLinksFeature: Feature = {
  name: "payment-links",
  register: (app, deps) => app.register(paymentLinkRoutes, deps),
};
/** For the payments callback dispatch and return page. */
export { applyLinkCallback } from "./apply";
/** For Cobranza: a link for a sale's balance, as staff make it. */
/** For an order's page (checkout): its buyer pays the balance by card, as from Mis Compras. */
export { type CreatePaymentLinkInput, createPaymentLink, makePaymentLink } from "./service";
export { isLinkReference } from "./tokens";
