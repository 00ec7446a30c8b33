import { msg } from "./messages";
import { err, ok, type Result } from "./result";

/** A discount code as the checkout reads it (docs/product/data.md: the code itself is the id). */
export interface DiscountCodeState {
  code: string;
  percentage: number;
  isActive: boolean;
  /** ISO instant after which the code no longer applies; null = never expires. */
  expiresAt: string | null;
  usageLimit: number | null;
  usageCount: number;
}

/**
 * Whether a code may be applied now: it exists, is active, has not expired and is within its
 * usage limit. The clock is passed in (the domain has none).
 */
export function checkDiscountCode(
  code: DiscountCodeState | null | undefined,
  now: string,
): Result<{ code: string; percentage: number }> {
  if (!code) return err("discount_not_found", msg.discountCodeNotFound);
  if (!code.isActive) return err("discount_inactive", msg.discountCodeInactive);
  if (code.expiresAt !== null && Date.parse(code.expiresAt) <= Date.parse(now)) {
    return err("discount_expired", msg.discountCodeExpired);
  }
  if (code.usageLimit !== null && code.usageCount >= code.usageLimit) {
    return err("discount_exhausted", msg.discountCodeExhausted);
  }
  return ok({ code: code.code, percentage: code.percentage });
}
