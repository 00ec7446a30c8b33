import { describe, expect, it } from "vitest";
import {
  basisPointsToPercent,
  clampCommission,
  hasAtMostTwoDecimals,
  percentText,
  percentToBasisPoints,
} from "./commission";

describe("commission rates in basis points", () => {
  it("percentages with up to two decimals convert exactly both ways", () => {
    for (const [percent, bp] of [
      [7.5, 750],
      [0.01, 1],
      [12.34, 1_234],
      [7.55, 755],
      [33.33, 3_333],
      [100, 10_000],
      [0, 0],
    ] as const) {
      expect(percentToBasisPoints(percent)).toBe(bp);
      expect(basisPointsToPercent(bp)).toBe(percent);
    }
  });
  it("knows a typed percentage with more than two decimals", () => {
    expect(hasAtMostTwoDecimals(7.25)).toBe(true);
    expect(hasAtMostTwoDecimals(7.255)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });
  it("writes a rate for people without trailing zeros", () => {
    expect(percentText(750)).toBe("7.5");
    expect(percentText(500)).toBe("5");
    expect(percentText(25)).toBe("0.25");
  });
  it("clamps to 0–10,000", () => {
    expect(clampCommission(Number.POSITIVE_INFINITY)).toBe(0);
    expect(clampCommission(-1)).toBe(0);
  });
});
