import { describe, expect, it } from "vitest";
import { checkDiscountCode, type DiscountCodeState } from "./discount-code";
import { msg } from "./messages";

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
