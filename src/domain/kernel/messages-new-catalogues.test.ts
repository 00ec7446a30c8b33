import { describe, expect, it } from "vitest";
import { cashDrawerMessages } from "../cash-drawer/messages-cash-drawer";
import * as mail from "../mail/messages-mail";
import { cameraMsg } from "../products/messages-camera";
import { counterMessages } from "../products/messages-counter";
import { printMsg } from "../receipts/messages-printing";
import { creditMsg } from "../sales/messages-credit";
import { limitMsg } from "./messages-limits";

/**
 * The catalogues of the counter, the cash drawer, the customer credit, the per-account limits and email: every
 * text is Spanish prose (not empty, no "undefined"), and every text with values shows each value
 * it is given, so a template that drops its amount or order number fails here.
 */
const catalogues: Record<string, Record<string, unknown>> = {
  cashDrawerMessages,
  counterMessages,
  cameraMsg,
  creditMsg,
  limitMsg,
  printMsg,
  ...Object.fromEntries(Object.entries(mail).filter(([, v]) => typeof v === "object" && v !== null)),
} as Record<string, Record<string, unknown>>;

describe("message catalogues of the counter, credit, limits and email", () => {
  for (const [name, catalogue] of Object.entries(catalogues)) {
    it(`${name}: every text is written and shows the values it is given`, () => {
      expect(Object.keys(catalogue).length).toBeGreaterThan(0);
      // A group of texts (one per kind of entry, say) is walked like the catalogue itself.
      const walk = (texts: Record<string, unknown>, prefix: string) => {
        for (const [key, value] of Object.entries(texts)) {
          const name = `${prefix}${key}`;
          if (typeof value === "function") {
            const markers = Array.from({ length: value.length }, (_, i) => `‹${key}-${i}›`);
            const text = (value as (...args: string[]) => string)(...markers);
            for (const marker of markers) expect(text, name).toContain(marker);
            expect(text, name).not.toMatch(/undefined|NaN|\[object/);
          } else if (typeof value === "object" && value !== null) {
            walk(value as Record<string, unknown>, `${name}.`);
          } else {
            expect(typeof value, name).toBe("string");
            expect((value as string).trim().length, name).toBeGreaterThan(1);
          }
        }
      };
      walk(catalogue, "");
    });
  }

  it("one link sent reads in the singular, several name their count", () => {
    expect(mail.staffMailMsg.linkQueued(1)).toBe("Enlace enviado por correo.");
    expect(mail.staffMailMsg.linkQueued(4)).toBe("Enlaces enviados por correo: 4.");
    expect(mail.staffMailMsg.linkQueued(0)).toMatch(/^No se envió ningún enlace/);
    expect(mail.staffMailMsg.bulkPreview(0)).toMatch(/^Ninguna cuenta/);
    expect(mail.staffMailMsg.bulkPreview(1)).toMatch(/^1 cuenta «Sin contraseña» recibirá/);
    expect(mail.staffMailMsg.bulkPreview(3)).toMatch(/^3 cuentas «Sin contraseña» recibirán/);
    expect(mail.staffMailMsg.bulkConfirm(1)).toBe("Enviar 1 enlace");
    expect(mail.staffMailMsg.bulkConfirm(3)).toBe("Enviar 3 enlaces");
  });

  it("one product chosen for labels reads in the singular, several name their count", () => {
    expect(printMsg.labelsIntro(1)).toBe("1 producto elegido.");
    expect(printMsg.labelsIntro(3)).toBe("3 productos elegidos.");
  });
});
