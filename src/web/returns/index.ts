/** Returns on a delivered sale (docs/decisions/0249): the order dialog's "Devolver" and the sale's returns. */

export type { ExchangeLine, ExchangePicker } from "./exchange-form";
export { ReturnButton, SaleReturnsPanel } from "./returns-section";
