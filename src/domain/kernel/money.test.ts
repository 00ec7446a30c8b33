import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimalLempiras, formatMoney, parseLempiras, TOLERANCE, toLempiras } from "./money";

describe("money (docs/product/overview.md, constants.md, ARCHITECTURE.md)", () => {
  it("formats centavos as 'L.\u00a01,234.00'", () => {
    expect(formatMoney(123400)).toBe("L.\u00a01,234.00");
    expect(formatMoney(5)).toBe("L.\u00a00.05");
    expect(formatMoney(123456789)).toBe("L.\u00a01,234,567.89");
    expect(formatMoney(-2500)).toBe("-L.\u00a025.00");
  });
  it("the tolerance 0.01 is one centavo", () => {
    expect(TOLERANCE).toBe(1);
  });
  it("parses lempiras as typed, with or without prefix and grouping", () => {
    expect(parseLempiras("1,234.5")).toBe(123450);
    expect(parseLempiras(" L. 10 ")).toBe(1000);
    expect(parseLempiras("0.07")).toBe(7);
    expect(parseLempiras("-3")).toBe(-300);
    expect(parseLempiras("1.234")).toBeNull();
    expect(parseLempiras("diez")).toBeNull();
  });
  it("parsing a formatted amount gives it back", () => {
    fc.assert(fc.property(fc.nat(1e11), (centavos) => parseLempiras(formatMoney(centavos)) === centavos));
  });
  it("writes plain decimal lempiras for machines and inputs, every centavo kept", () => {
    expect(decimalLempiras(123450)).toBe("1234.50");
    expect(decimalLempiras(5)).toBe("0.05");
    expect(decimalLempiras(0)).toBe("0.00");
    expect(decimalLempiras(-2501)).toBe("-25.01");
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => parseLempiras(decimalLempiras(c)) === c),
    );
  });
  it("converts to lempiras", () => {
    expect(toLempiras(12345)).toBe(123.45);
  });
});
