import { describe, expect, it } from "vitest";
import { isStorableText, OPTIONAL_RTN_TEXT, STORABLE_TEXT_PATTERN } from "./text";

/** The document's pattern and the server's test are one rule: they agree on every text here. */
describe("storable text", () => {
  const pattern = new RegExp(STORABLE_TEXT_PATTERN);
  const texts = [
    "",
    "Reloj Casio",
    "ñandú — 10 % ✓",
    "emoji 😀 par completo",
    "\u0000",
    "antes\u0000después",
    "\uD800",
    "alto solo \uD83D al final",
    "\uDE00 bajo solo al inicio",
    "al revés \uDE00\uD83D",
    "dos altos \uD83D\uD83D\uDE00",
  ];
  it.each(texts)("agrees on %j", (text) => {
    expect(pattern.test(text)).toBe(isStorableText(text));
  });
  it("refuses NUL and lone surrogates, keeps whole pairs", () => {
    expect(texts.filter(isStorableText)).toEqual(texts.slice(0, 4));
  });
});

describe("an RTN as typed", () => {
  it.each(["", "   ", "08011990123456", "0801-1990-123456", " 0801 1990 123456 "])("takes %j", (text) => {
    expect(OPTIONAL_RTN_TEXT.test(text)).toBe(true);
  });
  it.each(["-", "0801199012345", "080119901234567", "0801-1990-12345a"])("refuses %j", (text) => {
    expect(OPTIONAL_RTN_TEXT.test(text)).toBe(false);
  });
});
