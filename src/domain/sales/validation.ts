import { msg } from "../kernel/messages";
import { type Centavos, parseLempiras } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";

/** docs/product/validation.md extra discount as typed in the dialog: minimum 0, step 0.01 (a centavo). */
export function parseExtraDiscount(text: string): Result<Centavos> {
  const amount = parseLempiras(text);
  if (amount === null || amount < 0) return err("extra_discount_invalid", msg.extraDiscountInvalid);
  return ok(amount);
}

/** docs/product/validation.md: the tracking URL is optional, and when given it is an http(s) URL. */
export function isValidTrackingUrl(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed) return true;
  try {
    const url = new URL(trimmed);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export function validateTrackingUrl(text: string): Result<string> {
  return isValidTrackingUrl(text) ? ok(text.trim()) : err("tracking_url_invalid", msg.trackingUrlInvalid);
}
