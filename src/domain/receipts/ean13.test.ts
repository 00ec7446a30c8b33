import { describe, expect, it } from "vitest";
import {
  EAN13_DIGIT_CLEARANCE,
  EAN13_MODULES,
  EAN13_QUIET_LEFT,
  EAN13_QUIET_RIGHT,
  ean13Layout,
  ean13Modules,
} from "./ean13";

const HELVETICA = { widthEm: 0.556, heightEm: 0.72 };
/** A side label's symbol (about 80 modules tall) and a flat one, where the height limits the digits. */
const HEIGHTS = [80, 30, 20];
const CODES = ["5901234123457", "4954628213594", "0012345678905", "2000000000015", "9780201379624"];

describe("EAN-13 as the standard lays it out", () => {
  it("encodes guards, both halves and the first digit's parity", () => {
    const modules = ean13Modules("5901234123457");
    expect(modules).toHaveLength(95);
    expect(modules.slice(0, 3)).toBe("101");
    expect(modules.slice(45, 50)).toBe("01010");
    expect(modules.slice(92)).toBe("101");
    // 5 encodes L G G L L G on 9 0 1 2 3 4; the right half is the R set.
    expect(modules.slice(3, 45)).toBe(
      ["0001011", "0100111", "0110011", "0010011", "0111101", "0011101"].join(""),
    );
    expect(modules.slice(50, 92)).toBe(
      ["1100110", "1101100", "1000010", "1011100", "1001110", "1000100"].join(""),
    );
    expect(ean13Modules("0000000000000").slice(3, 45)).toBe("0001101".repeat(6));
  });

  it.each(CODES)(
    "%s keeps its quiet zones: no bar in the 11 modules on the left or the 7 on the right",
    (code) => {
      const { bars } = ean13Layout(code, HELVETICA, 80);
      expect(EAN13_MODULES).toBe(113);
      expect(Math.min(...bars.map((b) => b.x))).toBe(EAN13_QUIET_LEFT);
      expect(Math.max(...bars.map((b) => b.x + b.width))).toBe(EAN13_MODULES - EAN13_QUIET_RIGHT);
      // The bars drawn are the modules encoded, nothing more.
      const drawn = Array.from({ length: 95 }, (_, i) =>
        bars.some((b) => b.x <= EAN13_QUIET_LEFT + i && EAN13_QUIET_LEFT + i < b.x + b.width) ? "1" : "0",
      ).join("");
      expect(drawn).toBe(ean13Modules(code));
      expect(bars.filter((b) => b.guard).map((b) => b.x - EAN13_QUIET_LEFT)).toEqual([0, 2, 46, 48, 92, 94]);
    },
  );

  it.each(CODES.flatMap((code) => HEIGHTS.map((height) => [code, height] as const)))(
    "%s, %d modules tall: the digits never touch a bar, guard bars included, and stay on the symbol",
    (code, height) => {
      const { bars, digits, fontSize } = ean13Layout(code, HELVETICA, height);
      expect(digits.map((d) => d.text).join("")).toBe(code);
      expect(digits.map((d) => d.text.length)).toEqual([1, 6, 6]);
      for (const digit of digits) {
        // Its box is what the font draws at that size, at the symbol's foot.
        expect(digit.right - digit.left).toBeCloseTo(digit.text.length * HELVETICA.widthEm * fontSize, 6);
        expect(digit.bottom - digit.top).toBeCloseTo(HELVETICA.heightEm * fontSize, 6);
        expect(digit.left).toBeGreaterThanOrEqual(0);
        expect(digit.bottom).toBe(height);
        for (const bar of bars) {
          // Apart sideways or apart up and down, by the clearance at least.
          const sideways = Math.max(bar.x - digit.right, digit.left - (bar.x + bar.width));
          const below = digit.top - bar.height;
          expect(Math.max(sideways, below), `${digit.text} × bar at ${bar.x}`).toBeGreaterThanOrEqual(
            EAN13_DIGIT_CLEARANCE - 1e-9,
          );
          expect(bar.height).toBeLessThanOrEqual(height);
        }
      }
      // The guards reach down beside the digits; the other bars stop above them.
      expect(bars.find((b) => b.guard)!.height).toBeGreaterThan(digits[0]!.top);
      expect(Math.max(...bars.filter((b) => !b.guard).map((b) => b.height))).toBeLessThan(digits[0]!.top);
      // The first digit sits in the left quiet zone, the others between the guards.
      expect(digits[0]!.right).toBeLessThanOrEqual(EAN13_QUIET_LEFT - EAN13_DIGIT_CLEARANCE);
      expect(digits[1]!.left).toBeGreaterThanOrEqual(EAN13_QUIET_LEFT + 3 + EAN13_DIGIT_CLEARANCE - 1e-9);
      expect(digits[2]!.right).toBeLessThanOrEqual(EAN13_QUIET_LEFT + 92 - EAN13_DIGIT_CLEARANCE + 1e-9);
    },
  );
});
