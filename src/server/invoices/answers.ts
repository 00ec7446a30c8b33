import { saleChangeGuard } from "../sales";
import { refuseInvoicedChange } from "./sale-guard";

/** Invoices' answers to the hooks of the features below it. */
export function answerHooks(): void {
  saleChangeGuard.answer("invoices", refuseInvoicedChange);
}
