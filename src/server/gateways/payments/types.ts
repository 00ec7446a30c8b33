import { parseLempiras } from "../../../domain/kernel/money";

/**
 * A card payment gateway (docs/decisions/0020): it hosts the payment page and tells us the outcome by a
 * callback that we verify before trusting it. Amounts are integer centavos.
 */
export type GatewayName = "sandbox" | "pixelpay";
export type PaymentOutcome = "approved" | "declined" | "cancelled";

export interface PaymentRequest {
  orderId: string;
  orderNumber: string;
  amount: number;
  customerName: string;
  customerEmail: string;
  /** Absolute URLs of our server. */
  callbackUrl: string;
  completeUrl: string;
  cancelUrl: string;
}

/** What an HTTP callback carried, untouched. */
export interface CallbackRequest {
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/** A callback the gateway vouched for (signature and/or a status query back to it). */
export interface VerifiedCallback {
  orderId: string;
  outcome: PaymentOutcome;
  /** Centavos the gateway says it charged; compared with the stored total before anything is paid. */
  amount: number | null;
  transactionId: string | null;
  cardBrand: string | null;
  /** Last 4 digits only: nothing more of a card number is ever stored. */
  cardLast4: string | null;
  /** Same transaction and outcome → same key, so a replayed callback is recognised. */
  dedupeKey: string;
  payload: Record<string, unknown>;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Where the browser goes to pay (the gateway's hosted page). */
  startPayment(request: PaymentRequest): Promise<{ redirectUrl: string }>;
  /** Verifies a callback; null when it cannot be trusted (forged, unknown, unreachable gateway). */
  verifyCallback(request: CallbackRequest): Promise<VerifiedCallback | null>;
}

/** Keeps at most the last four digits of whatever a gateway reports as the card number. */
export function lastFour(value: unknown): string | null {
  const digits = String(value ?? "").replace(/\D/g, "");
  return digits.length >= 4 ? digits.slice(-4) : null;
}

/**
 * Lempiras as a gateway sends them (1234.5 or '1234.50') → centavos, read by the store's one
 * lempiras reader: an amount with more than two decimals is not rounded into a centavo it never
 * said, it is null, so the callback does not match its order and is refused.
 */
export function centavosFromAmount(value: unknown): number | null {
  return typeof value === "number" || typeof value === "string" ? parseLempiras(String(value)) : null;
}
