import { describe, expect, it } from "vitest";
import {
  legacyCommission,
  parseTimestamp,
  productViolations,
  saleViolations,
  toCentavos,
} from "./legacy-import";

describe("parseTimestamp", () => {
  it("reads the export's timestamp forms", () => {
    expect(parseTimestamp({ _seconds: 1_700_000_000, _nanoseconds: 5_000_000 })).toBe(
      "2023-11-14T22:13:20.005Z",
    );
    expect(parseTimestamp({ seconds: 1_700_000_000 })).toBe("2023-11-14T22:13:20.000Z");
    expect(parseTimestamp("2024-01-02T03:04:05Z")).toBe("2024-01-02T03:04:05.000Z");
    expect(parseTimestamp(0)).toBe("1970-01-01T00:00:00.000Z");
  });
  it("refuses anything else", () => {
    expect(parseTimestamp("ayer")).toBeNull();
    expect(parseTimestamp(Number.NaN)).toBeNull();
    expect(parseTimestamp({ _seconds: "1" })).toBeNull();
    expect(parseTimestamp({ _seconds: 1, _nanoseconds: "x" })).toBeNull();
    expect(parseTimestamp(null)).toBeNull();
    expect(parseTimestamp(true)).toBeNull();
  });
});

describe("toCentavos", () => {
  it("converts lempiras to centavos, rounding half away from zero from the digits", () => {
    expect(toCentavos(1250)).toEqual({ ok: true, centavos: 125_000, rounded: false });
    expect(toCentavos(19.99)).toEqual({ ok: true, centavos: 1999, rounded: false });
    expect(toCentavos("3.5")).toEqual({ ok: true, centavos: 350, rounded: false });
    expect(toCentavos(1.005)).toEqual({ ok: true, centavos: 101, rounded: true });
    expect(toCentavos(1.004)).toEqual({ ok: true, centavos: 100, rounded: true });
    expect(toCentavos(-2.5)).toEqual({ ok: true, centavos: -250, rounded: false });
    expect(toCentavos("-0.001")).toEqual({ ok: true, centavos: 0, rounded: true });
    expect(toCentavos("7.")).toEqual({ ok: true, centavos: 700, rounded: false });
    expect(toCentavos(1.5e-7)).toEqual({ ok: true, centavos: 0, rounded: true });
    expect(toCentavos(2.3e-2)).toEqual({ ok: true, centavos: 2, rounded: true });
  });
  it("refuses what is not an amount", () => {
    expect(toCentavos("L.\u00a05")).toEqual({ ok: false });
    expect(toCentavos(Number.POSITIVE_INFINITY)).toEqual({ ok: false });
    expect(toCentavos("1e999")).toEqual({ ok: false });
    expect(toCentavos(null)).toEqual({ ok: false });
    expect(toCentavos(1e21)).toEqual({ ok: false });
  });
});

describe("invariant rules", () => {
  it("a product's stock is never negative and equals its movements", () => {
    expect(productViolations({ id: "p", quantity: 3, inProgressStock: 0, movementSum: 3 })).toEqual([]);
    const rules = productViolations({ id: "p", quantity: -1, inProgressStock: -2, movementSum: 4 }).map(
      (v) => v.rule,
    );
    expect(rules).toHaveLength(3);
  });
  const sale = {
    id: "s",
    amountPaid: 500,
    total: 1000,
    extraDiscount: 0,
    paymentSum: 700,
    refundSum: 200,
    paymentCount: 2,
    paymentHistoryInvalidated: false,
    paymentEntries: 1,
    hasCreationEntry: true,
  };
  it("a sale's paid total follows its payments and refunds unless invalidated", () => {
    expect(saleViolations(sale)).toEqual([]);
    expect(saleViolations({ ...sale, amountPaid: 600 })).toHaveLength(1);
    expect(saleViolations({ ...sale, amountPaid: 600, paymentHistoryInvalidated: true })).toEqual([]);
  });
  it("every payment has its history entry", () => {
    expect(saleViolations({ ...sale, hasCreationEntry: false })[0]?.rule).toContain("historial");
  });
});

describe("legacy commission percentages", () => {
  it("keeps decimals as basis points and flags what cannot be held as it was", () => {
    expect(legacyCommission(7.5)).toEqual({ basisPoints: 750, odd: false });
    expect(legacyCommission("12.25")).toEqual({ basisPoints: 1_225, odd: false });
    expect(legacyCommission(undefined)).toEqual({ basisPoints: 0, odd: false });
    expect(legacyCommission(null)).toEqual({ basisPoints: 0, odd: false });
    expect(legacyCommission("")).toEqual({ basisPoints: 0, odd: false });
    expect(legacyCommission(7.555)).toEqual({ basisPoints: 756, odd: true });
    expect(legacyCommission(150)).toEqual({ basisPoints: 10_000, odd: true });
    expect(legacyCommission(-2)).toEqual({ basisPoints: 0, odd: true });
    expect(legacyCommission("siete")).toEqual({ basisPoints: 0, odd: true });
  });
});
