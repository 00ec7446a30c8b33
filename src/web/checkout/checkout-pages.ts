/** Checkout and payment pages: their own lazy chunk (they carry the zod contracts of the checkout). */
export { PaymentCancelledPage } from "./cancelled-page";
export { CheckoutPage } from "./checkout-page";
export { SandboxPaymentPage } from "./sandbox-page";
export { PaymentSuccessPage } from "./success-page";
