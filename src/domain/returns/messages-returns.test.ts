import { describe, expect, it } from "vitest";
import { returnsMessages } from "./messages-returns";

type Texts = Record<string, unknown>;

describe("the texts of returns", () => {
  it("every text is written, and every template shows each value it is given", () => {
    const walk = (catalogue: Texts, prefix: string) => {
      for (const [key, value] of Object.entries(catalogue)) {
        const name = `${prefix}${key}`;
        if (typeof value === "function") {
          const markers = Array.from({ length: value.length }, (_, i) => `‹${key}-${i}›`);
          const text = (value as (...a: unknown[]) => string)(...markers);
          for (const marker of markers) expect(text, name).toContain(marker);
          expect(text, name).not.toMatch(/undefined|NaN|\[object/);
        } else if (typeof value === "string") {
          expect(value.trim().length, name).toBeGreaterThan(1);
        } else {
          walk(value as Texts, `${name}.`);
        }
      }
    };
    walk(returnsMessages, "");
  });

  it("numbers a return as people say it", () => {
    expect(returnsMessages.returnNumber(7)).toBe("DEV-0007");
    expect(returnsMessages.returnNumber(12345)).toBe("DEV-12345");
  });
});
