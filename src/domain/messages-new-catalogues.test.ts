import { describe, expect, it } from "vitest";
import { counterMessages } from "./messages-counter";
import { creditMsg } from "./messages-credit";
import { limitMsg } from "./messages-limits";
import * as mail from "./messages-mail";

/**
 * The catalogues of the counter, the customer credit, the per-account limits and email: every
 * text is Spanish prose (not empty, no "undefined"), and every text with values shows each value
 * it is given, so a template that drops its amount or order number fails here.
 */
const catalogues: Record<string, Record<string, unknown>> = {
  counterMessages,
  creditMsg,
  limitMsg,
  ...Object.fromEntries(Object.entries(mail).filter(([, v]) => typeof v === "object" && v !== null)),
} as Record<string, Record<string, unknown>>;

describe("message catalogues of the counter, credit, limits and email", () => {
  for (const [name, catalogue] of Object.entries(catalogues)) {
    it(`${name}: every text is written and shows the values it is given`, () => {
      expect(Object.keys(catalogue).length).toBeGreaterThan(0);
      for (const [key, value] of Object.entries(catalogue)) {
        if (typeof value === "function") {
          const markers = Array.from({ length: value.length }, (_, i) => `‹${key}-${i}›`);
          const text = (value as (...args: string[]) => string)(...markers);
          for (const marker of markers) expect(text, key).toContain(marker);
          expect(text, key).not.toMatch(/undefined|NaN/);
        } else {
          expect(typeof value, key).toBe("string");
          expect((value as string).trim().length, key).toBeGreaterThan(1);
        }
      }
    });
  }

  it("one link sent reads in the singular, several name their count", () => {
    expect(mail.staffMailMsg.linkQueued(1)).toBe("Enlace enviado por correo.");
    expect(mail.staffMailMsg.linkQueued(4)).toBe("Enlaces enviados por correo: 4.");
  });
});
