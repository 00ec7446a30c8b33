import { describe, expect, it } from "vitest";
import { checkOrderUnits, codeUseOnStatusChange, MAX_UNITS_PER_ANONYMOUS_ORDER } from "./order-limits";

describe("units per anonymous order", () => {
  const units = (n: number) => [{ quantity: n - 1 }, { quantity: 1 }];
  it("a guest may order up to the cap, not one more; an account is not capped", () => {
    expect(MAX_UNITS_PER_ANONYMOUS_ORDER).toBe(5);
    expect(checkOrderUnits(units(5), false).ok).toBe(true);
    const refused = checkOrderUnits(units(6), false);
    expect(refused.ok || refused.error).toEqual({
      code: "anonymous_order_units",
      message:
        "Un pedido sin cuenta admite hasta 5 unidades. Inicie sesión o contáctenos para pedidos mayores.",
    });
    expect(checkOrderUnits(units(50), true).ok).toBe(true);
  });
});

describe("a discount-code use follows the order's status", () => {
  it("cancelling gives it back, reactivating takes it again, other changes keep it", () => {
    expect(codeUseOnStatusChange("Pendiente", "Cancelado")).toBe(-1);
    expect(codeUseOnStatusChange("Abonado", "Cancelado")).toBe(-1);
    expect(codeUseOnStatusChange("Cancelado", "Pendiente")).toBe(1);
    expect(codeUseOnStatusChange("Cancelado", "Cancelado")).toBe(0);
    expect(codeUseOnStatusChange("Pendiente", "Abonado")).toBe(0);
  });
});
