import { describe, expect, it } from "vitest";
import {
  cancellationReasons,
  canEditOrder,
  showsDeliveredCheckbox,
  showsRefundField,
  showsShippingFields,
} from "./order-dialog";
import { SALE_STATUSES } from "./sale";

describe("order dialog visibility (docs/product/states.md, roles.md)", () => {
  it("only admin and superadmin may edit; everyone else reads", () => {
    expect(canEditOrder("admin")).toBe(true);
    expect(canEditOrder("superadmin")).toBe(true);
    for (const role of ["seller", "client", "wholesaler", null, undefined] as const)
      expect(canEditOrder(role)).toBe(false);
  });
  it("'Marcar como Entregado' appears when the status is Completado", () => {
    expect(SALE_STATUSES.filter(showsDeliveredCheckbox)).toEqual(["Completado"]);
  });
  it("carrier, tracking number and tracking URL appear when Enviado or Completado", () => {
    expect(SALE_STATUSES.filter(showsShippingFields)).toEqual(["Enviado", "Completado"]);
  });
  it("the refund field appears when cancelling an order that holds money", () => {
    expect(showsRefundField("Cancelado", 100)).toBe(true);
    expect(showsRefundField("Cancelado", 0)).toBe(false);
    expect(showsRefundField("Abonado", 100)).toBe(false);
  });
  it("offers cancellation reasons by the previous state", () => {
    expect(cancellationReasons("Enviado", false)).toEqual(["Pedido Extraviado", "No llegó a Tiempo"]);
    expect(cancellationReasons("Completado", false)).toEqual(["Pedido Devuelto", "Pedido con Desperfectos"]);
    expect(cancellationReasons("Abonado", true)).toEqual(["Pedido Devuelto", "Pedido con Desperfectos"]);
    expect(cancellationReasons("Pendiente", false)).toEqual([]);
  });
});
