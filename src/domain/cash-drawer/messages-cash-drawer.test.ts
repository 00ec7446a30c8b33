import { describe, expect, it } from "vitest";
import { cashDrawerMessages } from "./messages-cash-drawer";

type Texts = Record<string, unknown>;

describe("the texts of the cash drawer", () => {
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
    walk(cashDrawerMessages, "");
  });

  it("one open session reads in the singular, several name their count", () => {
    expect(cashDrawerMessages.controlOffWithOpen(1)).toBe(
      "Cierre la caja abierta antes de desactivar el control de caja.",
    );
    expect(cashDrawerMessages.controlOffWithOpen(2)).toBe(
      "Cierre las 2 cajas abiertas antes de desactivar el control de caja.",
    );
  });
});
