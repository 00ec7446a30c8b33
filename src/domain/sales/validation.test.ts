import { describe, expect, it } from "vitest";
import { isValidTrackingUrl, parseExtraDiscount, validateTrackingUrl } from "./validation";

const message = (r: { ok: boolean; error?: { message: string } }) => r.error?.message;
describe("extra discount input (docs/product/validation.md)", () => {
  it("has minimum 0 and step 0.01", () => {
    expect(parseExtraDiscount("150.25")).toEqual({ ok: true, value: 15025 });
    expect(parseExtraDiscount("0")).toEqual({ ok: true, value: 0 });
    for (const text of ["-1", "1.234", "abc"]) {
      expect(message(parseExtraDiscount(text))).toBe("El descuento debe ser un número mayor o igual a cero.");
    }
  });
});

describe("tracking URL (docs/product/validation.md)", () => {
  it("is an http(s) URL when given, and optional", () => {
    expect(isValidTrackingUrl("https://www.cargoexpreso.com/rastreo?g=123")).toBe(true);
    expect(isValidTrackingUrl("")).toBe(true);
    expect(isValidTrackingUrl("ftp://x.hn")).toBe(false);
    expect(isValidTrackingUrl("no es url")).toBe(false);
    expect(validateTrackingUrl(" http://x.hn ")).toEqual({ ok: true, value: "http://x.hn" });
    expect(message(validateTrackingUrl("x"))).toBe("Ingrese una URL de seguimiento válida.");
  });
});
