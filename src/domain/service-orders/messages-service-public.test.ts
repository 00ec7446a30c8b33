import { describe, expect, it } from "vitest";
import { servicePublicTexts as t } from "./messages-service-public";
import { ESTIMATE_STATUSES } from "./states";

type Texts = Record<string, unknown>;

describe("the texts the customer reads about a watch in service", () => {
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
    walk(t, "");
  });

  it("each estimate status has its title and its text", () => {
    for (const status of ESTIMATE_STATUSES) {
      expect(t.statusTitles[status].length).toBeGreaterThan(1);
      expect(t.statusTexts[status].length).toBeGreaterThan(1);
    }
  });

  it("the templates read as the customer and the report see them", () => {
    expect(t.estimateNumber(2)).toBe("Presupuesto 2");
    expect(t.partLine(2, "Pila CR2032")).toBe("2 × Pila CR2032");
    expect(t.confirmApproveBody("L. 350.00")).toMatch(
      /^Autoriza a la tienda a reparar su reloj por L\. 350\.00\./,
    );
    expect(t.receivedOn("3 nov 2026")).toBe("Recibido el 3 nov 2026");
    expect(t.sentOn("3 nov 2026")).toBe("Enviado el 3 nov 2026");
    expect(t.answeredOn("4 nov 2026")).toBe("Respondido el 4 nov 2026");
    expect(t.reportWarrantyCost("L. 0.00")).toBe("Costo para la tienda: L. 0.00");
  });

  it("days agree in number and keep their decimal", () => {
    expect(t.reportDays(1)).toBe("1 día");
    expect(t.reportDays(0)).toBe("0 días");
    expect(t.reportDays(3.5)).toBe("3.5 días");
    expect(t.reportDays(1200)).toBe("1,200 días");
  });
});
