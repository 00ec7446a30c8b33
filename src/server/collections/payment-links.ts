import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { createPaymentLink } from "../payment-links";
import type { PaymentLinkMaker } from "./service";

/**
 * The card payment link a reminder carries for each sale: one for the sale's whole balance, made
 * as staff make it (the payment-links feature's rules and expiry). A link the rules refuse (the
 * balance changed meanwhile) leaves that sale's line without a link instead of losing the reminder.
 */
export function paymentLinkMaker(db: Db, baseUrl: string): PaymentLinkMaker {
  return async ({ saleId, amount, createdBy }) => {
    try {
      return (await createPaymentLink(db, { saleId, amount, createdBy, baseUrl })).url;
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  };
}
