import { randomBytes } from "node:crypto";
import type { SandboxPayInput } from "../../contracts/payments/payments";
import { msg } from "../../domain/kernel/messages";
import {
  SANDBOX_CARDS,
  type SandboxCallbackBody,
  sessionIsValid,
  signCallback,
} from "../gateways/payments/sandbox";
import { invalid } from "../http/errors";

/** The card as typed on the hosted page; only the test cards exist in the sandbox. */
function readCard(card: SandboxPayInput["card"], now: Date) {
  if (!card) throw invalid(msg.cardInvalid, "card");
  const number = card.number.replace(/[\s-]/g, "");
  const known = SANDBOX_CARDS[number];
  const expiry = /^(\d{2})\/(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  const expired = !expiry || month < 1 || month > 12 || new Date(Date.UTC(year, month, 1)) <= now;
  if (!known || expired || !/^\d{3,4}$/.test(card.cvv) || card.holder.trim().length < 2) {
    throw invalid(msg.cardInvalid, "card");
  }
  return { ...known, last4: number.slice(-4) };
}

/**
 * What the sandbox gateway does when its page is submitted: decide like a bank would, and
 * build the signed callback it then delivers to our callback URL.
 */
export function sandboxDecision(
  secret: string,
  input: SandboxPayInput,
  now: Date,
): SandboxCallbackBody & { signature: string } {
  if (!sessionIsValid(secret, input.session, input.sig, now.getTime()))
    throw invalid(msg.paymentSessionInvalid);
  const card = input.action === "pay" ? readCard(input.card, now) : null;
  const body: SandboxCallbackBody = {
    order_id: input.session.order,
    transaction_id: `sbx_${randomBytes(9).toString("hex")}`,
    status: card ? card.outcome : "cancelled",
    amount: String(input.session.amount),
    card_brand: card?.brand ?? null,
    card_last4: card?.last4 ?? null,
  };
  return { ...body, signature: signCallback(secret, body) };
}
