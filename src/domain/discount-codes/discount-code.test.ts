import { describe, expect, it } from "vitest";
import { msg } from "../kernel/messages";
import { checkDiscountCode, type DiscountCodeState } from "./discount-code";

const NOW = "2026-03-01T12:00:00.000Z";
const code: DiscountCodeState = {
  code: "BIENVENIDA10",
  percentage: 10,
  isActive: true,
  expiresAt: "2026-03-02T00:00:00.000Z",
  usageLimit: 5,
  usageCount: 4,
};
const refusal = (c: DiscountCodeState | null) => {
  const r = checkDiscountCode(c, NOW);
  return r.ok ? null : r.error.message;
};

describe("discount code validation at checkout", () => {
  it("applies an active, unexpired code within its limit", () => {
    expect(checkDiscountCode(code, NOW)).toEqual({
      ok: true,
      value: { code: "BIENVENIDA10", percentage: 10 },
    });
    expect(checkDiscountCode({ ...code, expiresAt: null, usageLimit: null }, NOW).ok).toBe(true);
  });
  it("refuses with a clear Spanish message", () => {
    expect(refusal(null)).toBe(msg.discountCodeNotFound);
    expect(refusal({ ...code, isActive: false })).toBe(msg.discountCodeInactive);
    expect(refusal({ ...code, expiresAt: NOW })).toBe(msg.discountCodeExpired);
    expect(refusal({ ...code, usageCount: 5 })).toBe(msg.discountCodeExhausted);
  });
});

describe("discount code start date and minimum purchase", () => {
  it("refuses a code before its start date and applies it from then on", () => {
    expect(refusal({ ...code, startsAt: "2026-03-02T00:00:00.000Z" })).toBe(msg.discountCodeNotStarted);
    expect(checkDiscountCode({ ...code, startsAt: NOW }, NOW).ok).toBe(true);
    expect(checkDiscountCode({ ...code, startsAt: null }, NOW).ok).toBe(true);
  });
  it("refuses a purchase under the minimum, with the amount", () => {
    const min = { ...code, minPurchase: 100_000 };
    const r = checkDiscountCode(min, NOW, 99_999);
    expect(r.ok ? null : r.error.message).toBe(msg.discountCodeMinimum("L.\u00a01,000.00"));
    expect(checkDiscountCode(min, NOW, 100_000).ok).toBe(true);
    expect(checkDiscountCode(min, NOW).ok).toBe(true);
    expect(checkDiscountCode({ ...code, minPurchase: 0 }, NOW, 1).ok).toBe(true);
  });
});
