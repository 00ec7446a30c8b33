import { describe, expect, it } from "vitest";
import { orderMessages } from "./messages-orders";
import {
  cancellationReasons,
  canEditOrder,
  requestCancellation,
  showsDeliveredCheckbox,
  showsRefundField,
  showsShippingFields,
  validateDeletionReason,
} from "./order-dialog";
import { SALE_STATUSES } from "./sale";
import { anActor, aPayment, aSale } from "./test-fixtures";

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

describe("deleting a sale (docs/decisions/0252)", () => {
  it("needs a reason of at most 500 characters", () => {
    expect(validateDeletionReason("  Venta duplicada ")).toEqual({ ok: true, value: "Venta duplicada" });
    const empty = validateDeletionReason("   ");
    expect(empty.ok ? null : empty.error.message).toBe("Por favor, indica el motivo de la eliminación.");
    const long = validateDeletionReason("x".repeat(501));
    expect(long.ok ? null : long.error.message).toBe("El motivo no puede tener más de 500 caracteres.");
  });
  it("texts", () => {
    expect(orderMessages.saleDeleted("ABC")).toBe("Venta #ABC eliminada con éxito.");
    expect(orderMessages.saleDeleteFailure("x")).toBe("Error al eliminar venta: x");
    expect(orderMessages.deleteSaleTitle("ABC")).toBe("Eliminar la venta #ABC");
    expect(orderMessages.failureDetail("Error: El pago total")).toBe("El pago total");
    expect(orderMessages.failureDetail("Sin prefijo")).toBe("Sin prefijo");
  });
});

describe("a seller's request to cancel a sale", () => {
  it("adds 'Anulación Solicitada' with the reason and changes nothing else", () => {
    const sale = aSale({ status: "Abonado", payments: [aPayment(10_000)], amountPaid: 10_000 });
    const change = requestCancellation(sale, "  Cliente equivocado ", anActor);
    expect(change.ok && change.value.sale).toBe(sale);
    expect(change.ok && change.value.history).toEqual([
      expect.objectContaining({ event: "Anulación Solicitada", details: "Cliente equivocado" }),
    ]);
  });
  it("needs a reason of at most 500 characters, and a sale not cancelled already", () => {
    const message = (r: ReturnType<typeof requestCancellation>) => (r.ok ? null : r.error.message);
    expect(message(requestCancellation(aSale(), "  ", anActor))).toBe(
      "Por favor, indica por qué se debe anular la venta.",
    );
    expect(message(requestCancellation(aSale(), "x".repeat(501), anActor))).toBe(
      "El motivo no puede tener más de 500 caracteres.",
    );
    expect(message(requestCancellation(aSale({ status: "Cancelado" }), "duplicada", anActor))).toBe(
      "Esta venta ya está cancelada.",
    );
  });
});
