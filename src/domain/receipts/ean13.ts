/**
 * An EAN-13 symbol laid out in modules (the width of its narrowest bar), as the GS1 standard draws
 * it: a quiet zone of 11 modules on the left and 7 on the right that no bar enters, the 95 modules
 * of bars (guards 101, 01010, 101 longer than the others), and the human-readable digits under the
 * bars: the first in the left quiet zone, six under each half, each group kept clear of the guard
 * bars beside it. The PDF gateway only multiplies by the module's width.
 */
export const EAN13_QUIET_LEFT = 11;
export const EAN13_QUIET_RIGHT = 7;
const BARS = 95;
export const EAN13_MODULES = EAN13_QUIET_LEFT + BARS + EAN13_QUIET_RIGHT;
/** Space kept between a digit and the nearest bar, in modules. */
export const EAN13_DIGIT_CLEARANCE = 2;
/** How far the guard bars reach below the others, in modules. */
export const EAN13_GUARD_EXTENSION = 5;

const L = [
  "0001101",
  "0011001",
  "0010011",
  "0111101",
  "0100011",
  "0110001",
  "0101111",
  "0111011",
  "0110111",
  "0001011",
];
const G = L.map((code) =>
  [...code]
    .reverse()
    .join("")
    .replace(/[01]/g, (b) => (b === "0" ? "1" : "0")),
);
const R = L.map((code) => code.replace(/[01]/g, (b) => (b === "0" ? "1" : "0")));
/** Which of the left half's six digits use the G set, by the first digit (the "parity" it encodes). */
const PARITY = [
  "LLLLLL",
  "LLGLGG",
  "LLGGLG",
  "LLGGGL",
  "LGLLGG",
  "LGGLLG",
  "LGGGLL",
  "LGLGLG",
  "LGLGGL",
  "LGGLGL",
];

/** The 95 modules of a 13-digit code, "1" a bar: guard, six left digits, centre guard, six right, guard. */
export function ean13Modules(code: string): string {
  const d = [...code].map(Number);
  const parity = PARITY[d[0] as number] as string;
  const left = d.slice(1, 7).map((n, i) => (parity[i] === "G" ? G : L)[n] as string);
  const right = d.slice(7).map((n) => R[n] as string);
  return `101${left.join("")}01010${right.join("")}101`;
}

/** Every length in modules, from the symbol's top left corner (the quiet zone included). */
export interface Ean13Bar {
  x: number;
  width: number;
  /** A guard bar reaches down between the digits; the others stop above them. */
  guard: boolean;
  height: number;
}
export interface Ean13Digits {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}
export interface Ean13Layout {
  bars: Ean13Bar[];
  digits: Ean13Digits[];
  /** The digits' font size. */
  fontSize: number;
}
/** A font's digits: how wide each is and how tall (top of the line to the baseline), in ems. */
export interface DigitFont {
  widthEm: number;
  heightEm: number;
}

const isGuard = (module: number) => module < 3 || (module >= 45 && module < 50) || module >= 92;

/** The digits take at most this share of the symbol's height: the bars need the rest to scan. */
const DIGITS_SHARE = 0.3;

/**
 * The bars and the digits of `code` (13 digits) in a symbol `height` modules tall, for `font`.
 * The font is as large as six digits allow between the guards with the clearance on both sides (and
 * the height allows); the first digit ends the clearance before the left guard. The digits sit at
 * the foot, the bars above them stop the clearance short of them, and the guards reach down beside
 * them (by the standard's 5 modules, never past the foot).
 */
export function ean13Layout(code: string, font: DigitFont, height: number): Ean13Layout {
  // Each half holds six digits in 42 modules, between guards.
  const half = 42;
  const fontSize = Math.min(
    (half - 2 * EAN13_DIGIT_CLEARANCE) / (6 * font.widthEm),
    (height * DIGITS_SHARE) / font.heightEm,
  );
  const top = height - font.heightEm * fontSize;
  const barHeight = top - EAN13_DIGIT_CLEARANCE;
  const guardHeight = Math.min(height, barHeight + EAN13_GUARD_EXTENSION);
  const modules = ean13Modules(code);
  const bars: Ean13Bar[] = [];
  for (let i = 0; i < modules.length; i++) {
    if (modules[i] !== "1") continue;
    const last = bars.at(-1);
    const x = EAN13_QUIET_LEFT + i;
    const guard = isGuard(i);
    if (last && last.x + last.width === x && last.guard === guard) last.width += 1;
    else bars.push({ x, width: 1, guard, height: guard ? guardHeight : barHeight });
  }
  const width = (n: number) => n * font.widthEm * fontSize;
  const group = (text: string, from: number) => {
    const middle = from + half / 2;
    return { text, left: middle - width(6) / 2, right: middle + width(6) / 2, top, bottom: height };
  };
  const firstRight = EAN13_QUIET_LEFT - EAN13_DIGIT_CLEARANCE;
  return {
    bars,
    fontSize,
    digits: [
      { text: code.slice(0, 1), left: firstRight - width(1), right: firstRight, top, bottom: height },
      group(code.slice(1, 7), EAN13_QUIET_LEFT + 3),
      group(code.slice(7), EAN13_QUIET_LEFT + 50),
    ],
  };
}
