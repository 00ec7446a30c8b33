import { describe, expect, it } from "vitest";
import { cashDrawerMessages } from "./messages-cash-drawer";

/** Every text written and showing its values: the shared catalogue test (kernel/messages-new-catalogues). */
describe("the texts of the cash drawer", () => {
  it("one open session reads in the singular, several name their count", () => {
    expect(cashDrawerMessages.controlOffWithOpen(1)).toBe(
      "Cierre la caja abierta antes de desactivar el control de caja.",
    );
    expect(cashDrawerMessages.controlOffWithOpen(2)).toBe(
      "Cierre las 2 cajas abiertas antes de desactivar el control de caja.",
    );
  });
});
