import { describe, expect, it } from "vitest";
import { serviceScreens } from "./messages-service-screens";

/** Formal address only: the desk speaks to staff and customers as "usted". */
const TU_FORMS =
  /\b(vuelve|revisa|envía|envia|ingresa|selecciona|escribe|pide|tienes|puedes|tu|tus|quieres|agrega)\b/i;

function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

describe("serviceScreens", () => {
  it("every text with values shows each value it is given", () => {
    for (const [key, value] of Object.entries(serviceScreens)) {
      if (typeof value !== "function") continue;
      const markers = Array.from({ length: value.length }, (_, i) => `‹${key}-${i}›`);
      const text = (value as (...args: string[]) => string)(...markers);
      for (const marker of markers) expect(text, key).toContain(marker);
      expect(text, key).not.toMatch(/undefined|NaN/);
    }
  });

  it("every plain text is written, in the formal address", () => {
    for (const text of texts(serviceScreens)) {
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).not.toMatch(TU_FORMS);
    }
  });

  it("counts read in the singular and plural", () => {
    expect(serviceScreens.ageDays(0)).toBe("hoy");
    expect(serviceScreens.ageDays(1)).toBe("hace 1 día");
    expect(serviceScreens.ageDays(3)).toBe("hace 3 días");
    expect(serviceScreens.uncollectedHint(15)).toContain("15 días");
    expect(serviceScreens.reminderHint(15)).toContain("15 días");
    expect(serviceScreens.photoAlt(2)).toBe("Foto 2 del reloj");
    expect(serviceScreens.estimateN(2)).toBe("Presupuesto 2");
    expect(serviceScreens.labourLineName(1)).toContain("1");
  });

  it("the pickup confirmation names the money taken, or none", () => {
    expect(serviceScreens.confirmDeliver("L. 100.00")).toContain("L. 100.00");
    expect(serviceScreens.confirmDeliver("")).toBe("¿Entregar el reloj al cliente?");
  });
});
