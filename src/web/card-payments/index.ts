// The card-payments feature's public surface: Pagos con Tarjeta and the card-payment bell.
export { CardPaymentBell } from "./card-payment-bell";
export { CardPaymentsPage } from "./card-payments-page";
