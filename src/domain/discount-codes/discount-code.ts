import { msg } from "../kernel/messages";
import { formatMoney } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";

/** A discount code as the checkout reads it (docs/product/data.md: the code itself is the id). */
export interface DiscountCodeState {
  code: string;
  percentage: number;
  isActive: boolean;
  /** ISO instant after which the code no longer applies; null = never expires. */
  expiresAt: string | null;
  usageLimit: number | null;
  usageCount: number;
  /** ISO instant from which the code applies; null or absent = at once. */
  startsAt?: string | null;
  /** Least the merchandise must cost (centavos) for the code to apply; 0 or absent = any amount. */
  minPurchase?: number;
}

/**
 * Whether a code may be applied now: it exists, is active, has started and not expired, is within
 * its usage limit and, when `merchandise` (what the items cost, centavos) is given, the purchase
 * reaches its minimum. The clock is passed in (the domain has none).
 */
export function checkDiscountCode(
  code: DiscountCodeState | null | undefined,
  now: string,
  merchandise?: number,
): Result<{ code: string; percentage: number }> {
  if (!code) return err("discount_not_found", msg.discountCodeNotFound);
  if (!code.isActive) return err("discount_inactive", msg.discountCodeInactive);
  if (code.startsAt && Date.parse(code.startsAt) > Date.parse(now)) {
    return err("discount_not_started", msg.discountCodeNotStarted);
  }
  if (code.expiresAt !== null && Date.parse(code.expiresAt) <= Date.parse(now)) {
    return err("discount_expired", msg.discountCodeExpired);
  }
  if (code.usageLimit !== null && code.usageCount >= code.usageLimit) {
    return err("discount_exhausted", msg.discountCodeExhausted);
  }
  const minimum = code.minPurchase ?? 0;
  if (merchandise !== undefined && minimum > 0 && merchandise < minimum) {
    return err("discount_minimum", msg.discountCodeMinimum(formatMoney(minimum)));
  }
  return ok({ code: code.code, percentage: code.percentage });
}
