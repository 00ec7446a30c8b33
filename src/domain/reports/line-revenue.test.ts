import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chargedLineAmounts, spreadDiscount } from "./line-revenue";

describe("spreading a sale's code and extra discount over its lines", () => {
  it("splits in proportion to each line's amount", () => {
    expect(spreadDiscount([300_000, 100_000], 40_000)).toEqual([30_000, 10_000]);
  });

  it("gives the leftover centavos to the largest fractions, the earlier line on a tie", () => {
    // 100 over three equal lines: 33 each and one left, to the first (all fractions tie).
    expect(spreadDiscount([1_000, 1_000, 1_000], 100)).toEqual([34, 33, 33]);
    // 10 over 1, 2 and 4: exact shares 1.43, 2.86 and 5.71 → 1, 2, 5 and two left: to .86 and .71.
    expect(spreadDiscount([100, 200, 400], 10)).toEqual([1, 3, 6]);
  });

  it("never spreads more than the merchandise, nor a negative discount, and spreads nothing over nothing", () => {
    expect(spreadDiscount([500, 1_500], 5_000)).toEqual([500, 1_500]);
    expect(spreadDiscount([500, 1_500], -10)).toEqual([0, 0]);
    expect(spreadDiscount([0, 0], 100)).toEqual([0, 0]);
    expect(spreadDiscount([], 100)).toEqual([]);
  });

  it("shares always add up to the discount and no line gives more than its amount", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 80_000_000 }),
        (amounts, discount) => {
          const shares = spreadDiscount(amounts, discount);
          const merchandise = amounts.reduce((a, b) => a + b, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(discount, merchandise));
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(amounts[i]!);
          });
        },
      ),
    );
  });

  it("charges each line its price × quantity less its share of the code and extra discount", () => {
    const lines = [
      { price: 250_000, quantity: 2 },
      { price: 100_000, quantity: 1 },
    ];
    // A 10 % code on L. 6,000.00 (L. 600.00) and L. 150.00 extra: L. 750.00 spread 5 : 1.
    expect(chargedLineAmounts(lines, { code: 60_000, extra: 15_000 })).toEqual([437_500, 87_500]);
  });
});
