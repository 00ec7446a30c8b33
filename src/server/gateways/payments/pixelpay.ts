import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { decimalLempiras } from "../../../domain/kernel/money";
import { splitFullName } from "../../../domain/kernel/roles";
import {
  type CallbackRequest,
  centavosFromAmount,
  lastFour,
  type PaymentGateway,
  type PaymentOutcome,
  type PaymentRequest,
  type VerifiedCallback,
} from "./types";

/**
 * PixelPay (Honduras, charges in HNL), per docs/decisions/0020 and the field names of its public SDKs
 * (pixelpay-module, @pixelpay/sdk-core): the browser goes to the hosted payment page with
 * `_key, _callback, _complete, _cancel, _order_id, _amount, _currency, _first_name, _last_name,
 * _email`; PixelPay calls back with `order_id, payment_uuid, payment_hash`. Its callback is not
 * signed beyond `payment_hash = MD5(order_id|key_id|secret)`, so the outcome is always taken
 * from the transaction status API, never from the callback itself.
 */
export interface PixelPayConfig {
  keyId: string;
  secretKey: string;
  endpoint: string;
  /**
   * PixelPay's secure signature (docs/decisions/0125), off unless set: the merchant's platform URL
   * as registered with PixelPay (`app_url`), signed into every status request.
   */
  secureSignature?: { appUrl: string } | null;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const md5 = (text: string) => createHash("md5").update(text).digest("hex");
const APPROVED = new Set(["SUCCESS", "APPROVED", "PAID", "COMPLETED", "CAPTURED"]);
const CANCELLED = new Set(["CANCELLED", "CANCELED", "VOIDED", "VOID"]);

export function pixelPayHash(orderId: string, config: PixelPayConfig): string {
  return md5(`${orderId}|${config.keyId}|${config.secretKey}`);
}

/**
 * PixelPay's secure signature: HMAC-SHA3-512 keyed with the secret key over the request's fields
 * joined by '|' (for a status request `key_id|payment_uuid|app_url`), as lowercase hex.
 */
export function pixelPaySecureSignature(fields: readonly string[], secretKey: string): string {
  return createHmac("sha3-512", secretKey).update(fields.join("|")).digest("hex");
}

/** The headers of a request to PixelPay's API, the same the official SDK sends (pixelpay-sdk.test.ts). */
export function pixelPayApiHeaders(config: PixelPayConfig, signedFields: readonly string[]) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "application/json",
    "x-auth-key": config.keyId,
    "x-auth-hash": md5(config.secretKey),
  };
  if (config.secureSignature) {
    headers["x-auth-signature"] = pixelPaySecureSignature(
      [config.keyId, ...signedFields, config.secureSignature.appUrl],
      config.secretKey,
    );
  }
  return headers;
}

function field(source: unknown, name: string): string | null {
  const value = (source as Record<string, unknown> | null)?.[name];
  return typeof value === "string" && value ? value : typeof value === "number" ? String(value) : null;
}

/** The data of a status answer, whichever of the documented shapes it came in. */
function statusOf(answer: unknown): { outcome: PaymentOutcome | null; data: Record<string, unknown> } {
  const root = (answer ?? {}) as Record<string, unknown>;
  const data = ((root.data as Record<string, unknown>) ?? root) as Record<string, unknown>;
  if (root.success === false) return { outcome: null, data };
  const status = String(data.status ?? data.transaction_status ?? data.payment_status ?? "").toUpperCase();
  if (APPROVED.has(status)) return { outcome: "approved", data };
  if (CANCELLED.has(status)) return { outcome: "cancelled", data };
  if (["FAILED", "DECLINED", "DENIED", "ERROR", "REJECTED", "EXPIRED"].includes(status))
    return { outcome: "declined", data };
  return { outcome: null, data }; // still pending or unknown: wait for another callback or the expiry job
}

export function pixelPayGateway(config: PixelPayConfig, fetchImpl: Fetch = fetch): PaymentGateway {
  const endpoint = config.endpoint.replace(/\/+$/, "");
  return {
    name: "pixelpay",
    async startPayment(request: PaymentRequest) {
      const { firstName, lastName } = splitFullName(request.customerName);
      const params = new URLSearchParams({
        _key: config.keyId,
        _callback: request.callbackUrl,
        _complete: request.completeUrl,
        _cancel: request.cancelUrl,
        _order_id: request.orderId,
        _currency: "HNL",
        _amount: decimalLempiras(request.amount),
        _first_name: firstName,
        _last_name: lastName || firstName,
        _email: request.customerEmail,
      });
      return { redirectUrl: `${endpoint}/hosted/payment?${params}` };
    },
    async verifyCallback(request: CallbackRequest): Promise<VerifiedCallback | null> {
      const source = { ...request.query, ...((request.body as Record<string, unknown>) ?? {}) };
      const orderId = field(source, "order_id");
      const uuid = field(source, "payment_uuid");
      const hash = field(source, "payment_hash");
      if (!orderId || !uuid || !hash) return null;
      const expected = Buffer.from(pixelPayHash(orderId, config));
      const given = Buffer.from(hash.toLowerCase());
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let answer: unknown;
      try {
        const res = await fetchImpl(`${endpoint}/api/v2/transaction/status`, {
          method: "POST",
          headers: pixelPayApiHeaders(config, [uuid]),
          body: JSON.stringify({ payment_uuid: uuid }),
          signal: AbortSignal.timeout(15_000),
        });
        if (!res.ok) return null;
        answer = await res.json();
      } catch {
        return null;
      }
      const { outcome, data } = statusOf(answer);
      if (!outcome) return null;
      const transactionId = field(data, "payment_uuid") ?? field(data, "transaction_id") ?? uuid;
      // The status answer must be about the order the callback names.
      const answerOrder = field(data, "order_id");
      if (answerOrder && answerOrder !== orderId) return null;
      return {
        orderId,
        outcome,
        amount: centavosFromAmount(data.transaction_total ?? data.amount ?? data.total),
        transactionId,
        cardBrand: field(data, "card_brand") ?? field(data, "payment_card_brand"),
        cardLast4: lastFour(
          data.card_last_digits ?? data.masked_card ?? data.card_number ?? data.payment_card,
        ),
        dedupeKey: `${transactionId}:${outcome}`,
        payload: {
          query: request.query,
          body: request.body ?? null,
          status: answer as Record<string, unknown>,
        },
      };
    },
  };
}
