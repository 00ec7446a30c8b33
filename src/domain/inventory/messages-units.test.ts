import { describe, expect, it } from "vitest";
import { unitsMessages } from "./messages-units";

type Texts = Record<string, unknown>;
/** Texts that take a list of serials rather than single values. */
const LISTS = new Set(["unitWriteOffConfirm"]);

describe("the texts of watches kept by serial number", () => {
  it("every text is written, and every template shows each value it is given", () => {
    const walk = (catalogue: Texts, prefix: string) => {
      for (const [key, value] of Object.entries(catalogue)) {
        const name = `${prefix}${key}`;
        if (typeof value === "function") {
          const markers = Array.from({ length: value.length }, (_, i) => `‹${key}-${i}›`);
          const args = LISTS.has(key) ? markers.map((m) => [m, `${m}b`]) : markers;
          const text = (value as (...a: unknown[]) => string)(...args);
          for (const marker of markers) expect(text, name).toContain(marker);
          expect(text, name).not.toMatch(/undefined|NaN|\[object/);
        } else if (typeof value === "string") {
          expect(value.trim().length, name).toBeGreaterThan(1);
        } else {
          walk(value as Texts, `${name}.`);
        }
      }
    };
    walk(unitsMessages, "");
  });

  it("counts agree in number: one watch, several watches", () => {
    expect(unitsMessages.serialInputCount(1)).toBe("1 reloj");
    expect(unitsMessages.serialInputCount(0)).toBe("0 relojes");
    expect(unitsMessages.serialInputCountOf(1, 3)).toBe("1 de 3 relojes");
    expect(unitsMessages.unitWarrantyMonthsCount(1)).toBe("1 mes");
    expect(unitsMessages.unitWarrantyMonthsCount(6)).toBe("6 meses");
    expect(unitsMessages.unitWriteOffConfirm(["AB123"])).toBe(
      "Se dará de baja el reloj AB123: saldrá del inventario y quedará en su historial.",
    );
    expect(unitsMessages.unitWriteOffConfirm(["AB123", "CD456"])).toBe(
      "Se darán de baja 2 relojes AB123, CD456: saldrán del inventario y quedarán en su historial.",
    );
    expect(unitsMessages.unitSerializeReserved(1)).toMatch(/^Hay 1 unidad apartada /);
    expect(unitsMessages.unitSerializeReserved(2)).toMatch(/^Hay 2 unidades apartadas /);
    expect(unitsMessages.unitSerialCount(1, 2)).toBe(
      "Se necesita un número de serie por unidad: 1 unidad, 2 números.",
    );
    expect(unitsMessages.unitSerialCount(2, 1)).toBe(
      "Se necesita un número de serie por unidad: 2 unidades, 1 número.",
    );
    expect(unitsMessages.unitSerialsMissing("Casio", 1)).toBe("Falta asignar el número de serie de Casio.");
    expect(unitsMessages.unitWarrantyLeft(1)).toBe("Queda 1 día de garantía");
    expect(unitsMessages.unitPaperLine("AB123", null)).toBe("Serie AB123");
  });
});
