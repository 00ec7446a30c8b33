/** Checkout and payment pages: their own lazy chunk (they carry the zod contracts of the checkout). */
export { PaymentCancelledPage } from "../payment/cancelled-page";
export { SandboxPaymentPage } from "../payment/sandbox-page";
export { PaymentSuccessPage } from "../payment/success-page";
export { CheckoutPage } from "./checkout-page";
