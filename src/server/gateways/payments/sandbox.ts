import { createHmac, timingSafeEqual } from "node:crypto";
import { SANDBOX_TEST_CARDS } from "../../../contracts/payments/payments";
import type {
  CallbackRequest,
  PaymentGateway,
  PaymentOutcome,
  PaymentRequest,
  VerifiedCallback,
} from "./types";

/**
 * The built-in gateway of development, demos and tests (docs/decisions/0020): our own hosted page
 * (/payment/sandbox in the web app) that approves 4111111111111111 and 5555555555554444,
 * declines 4000000000000002, and calls back like a real gateway, signed with a secret.
 */
export const SANDBOX_CARDS: Record<string, { outcome: PaymentOutcome; brand: string }> = Object.fromEntries(
  SANDBOX_TEST_CARDS.map((card) => [card.number, { outcome: card.outcome, brand: card.brand }]),
);

/** A card the sandbox approves, as a person types it on the hosted page (tests, soak, benches). */
export const SANDBOX_APPROVED_CARD = {
  number: "4111 1111 1111 1111",
  expiry: "12/39",
  cvv: "123",
  holder: "ANA MARTINEZ",
};

/** A payment session handed to the hosted page; its signature stops the browser changing the amount. */
export interface SandboxSession {
  order: string;
  number: string;
  amount: number;
  expires: number;
}

export interface SandboxCallbackBody {
  order_id: string;
  transaction_id: string;
  status: PaymentOutcome;
  amount: string;
  card_brand: string | null;
  card_last4: string | null;
}

export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";

export function sandboxSecret(authSecret: string): string {
  return createHmac("sha256", authSecret).update("sandbox-payment-gateway").digest("hex");
}

function sign(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text).digest("hex");
}

function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const sessionText = (s: SandboxSession) => `${s.order}|${s.number}|${s.amount}|${s.expires}`;
export const callbackText = (b: SandboxCallbackBody) =>
  [b.order_id, b.transaction_id, b.status, b.amount, b.card_brand ?? "", b.card_last4 ?? ""].join("|");

export function signSession(secret: string, session: SandboxSession): string {
  return sign(secret, sessionText(session));
}
export function sessionIsValid(
  secret: string,
  session: SandboxSession,
  signature: string,
  now: number,
): boolean {
  return session.expires > now && sameSignature(signSession(secret, session), signature);
}
export function signCallback(secret: string, body: SandboxCallbackBody): string {
  return sign(secret, callbackText(body));
}

const SESSION_MINUTES = 15;

export function sandboxGateway(secret: string, now: () => number = Date.now): PaymentGateway {
  return {
    name: "sandbox",
    async startPayment(request: PaymentRequest) {
      const session = {
        order: request.orderId,
        number: request.orderNumber,
        amount: request.amount,
        expires: now() + SESSION_MINUTES * 60_000,
      };
      const params = new URLSearchParams({
        order: session.order,
        number: session.number,
        amount: String(session.amount),
        expires: String(session.expires),
        sig: signSession(secret, session),
      });
      return { redirectUrl: `/payment/sandbox?${params}` };
    },
    async verifyCallback(request: CallbackRequest): Promise<VerifiedCallback | null> {
      const body = request.body as Partial<SandboxCallbackBody> | null;
      const signature = request.headers[SANDBOX_SIGNATURE_HEADER];
      if (!body || typeof signature !== "string") return null;
      const { order_id, transaction_id, status, amount } = body;
      if (typeof order_id !== "string" || typeof transaction_id !== "string" || typeof amount !== "string")
        return null;
      if (status !== "approved" && status !== "declined" && status !== "cancelled") return null;
      const full: SandboxCallbackBody = {
        order_id,
        transaction_id,
        status,
        amount,
        card_brand: body.card_brand ?? null,
        card_last4: body.card_last4 ?? null,
      };
      if (!sameSignature(signCallback(secret, full), signature)) return null;
      const centavos = Number(amount);
      return {
        orderId: order_id,
        outcome: status,
        amount: Number.isInteger(centavos) ? centavos : null,
        transactionId: transaction_id,
        cardBrand: full.card_brand,
        cardLast4: full.card_last4 && /^\d{4}$/.test(full.card_last4) ? full.card_last4 : null,
        dedupeKey: `${transaction_id}:${status}`,
        payload: { ...full },
      };
    },
  };
}
