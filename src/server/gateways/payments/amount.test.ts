import { describe, expect, it } from "vitest";
import { centavosFromAmount } from "./types";

describe("a gateway's amount, read as the store reads lempiras", () => {
  it("takes a number or a text with at most two decimals", () => {
    expect(centavosFromAmount("1080.00")).toBe(108_000);
    expect(centavosFromAmount(1080.5)).toBe(108_050);
    expect(centavosFromAmount(" 12 ")).toBe(1_200);
  });

  it("refuses what is not an amount of centavos instead of rounding it into one", () => {
    expect(centavosFromAmount("1080.005")).toBeNull();
    expect(centavosFromAmount(1080.999)).toBeNull();
    expect(centavosFromAmount("")).toBeNull();
    expect(centavosFromAmount("mil")).toBeNull();
    expect(centavosFromAmount(null)).toBeNull();
    expect(centavosFromAmount({ amount: 1 })).toBeNull();
  });
});
