import { describe, expect, it } from "vitest";
import { clampCommission } from "./commission";
import { updateExtraDiscount, updateOrder, validateRefund } from "./order-update";
import { anActor, aPayment, aSale, frozen } from "./test-fixtures";

const message = (r: { ok: boolean; error?: { message: string } }) => r.error?.message;
function value<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("commission (docs/product/validation.md, constants.md)", () => {
  it("is clamped between 0 and 100 %, in whole basis points", () => {
    expect(clampCommission(-500)).toBe(0);
    expect(clampCommission(15_000)).toBe(10_000);
    expect(clampCommission(1_250)).toBe(1_250);
    expect(clampCommission(750.4)).toBe(750);
    expect(clampCommission(Number.NaN)).toBe(0);
  });
});

describe("refund (docs/product/validation.md)", () => {
  it("may not exceed the amount paid", () => {
    expect(message(validateRefund(20000, 10000))).toBe(
      "El monto a devolver (L.\u00a0200.00) no puede ser mayor que el monto pagado (L.\u00a0100.00).",
    );
    expect(message(validateRefund(-1, 10000))).toBe(
      "El monto a devolver debe ser un número mayor o igual a cero.",
    );
    // Exactly the amount paid: the 0.01 tolerance is for balances, not refunds.
    expect(validateRefund(10000, 10000)).toEqual({ ok: true, value: 10000 });
    expect(message(validateRefund(10001, 10000))).toBe(
      "El monto a devolver (L.\u00a0100.01) no puede ser mayor que el monto pagado (L.\u00a0100.00).",
    );
  });
});

describe("order dialog save (docs/product/states.md)", () => {
  it("refuses Completado while the balance is above 0.01, with the exact message", () => {
    expect(message(updateOrder(aSale({ amountPaid: 100000 }), { status: "Completado" }, anActor))).toBe(
      'No se puede marcar como "Completado". El saldo pendiente es de L.\u00a0150.00. Registre el pago restante o ajuste con un descuento extra.',
    );
  });
  it("accepts Completado once the balance is 0.01 or less", () => {
    const change = value(
      updateOrder(frozen(aSale({ amountPaid: 114999 })), { status: "Completado" }, anActor),
    );
    expect(change.sale.status).toBe("Completado");
    expect(change.history).toEqual([
      {
        event: "Actualización de Venta",
        user: "Ana Admin",
        timestamp: anActor.now,
        details: "Estado: Pendiente → Completado.",
      },
    ]);
  });
  it("cancelling with a refund lowers amountPaid and records the refund", () => {
    const sale = aSale({ status: "Abonado", amountPaid: 30000, payments: [aPayment(30000)] });
    const change = value(
      updateOrder(
        frozen(sale),
        { status: "Cancelado", refundAmount: 10000, cancellationReason: "Cliente desistió" },
        anActor,
      ),
    );
    expect(change.sale).toMatchObject({
      status: "Cancelado",
      amountPaid: 20000,
      refundedAmount: 10000,
      cancellationReason: "Cliente desistió",
      refunds: [{ amount: 10000, date: anActor.now, recordedBy: "Ana Admin" }],
    });
    expect(change.history[0]?.details).toBe(
      "Estado: Abonado → Cancelado. Reembolso: L.\u00a0100.00. Motivo de cancelación: Cliente desistió.",
    );
  });
  it("a refund never takes amountPaid below 0 and later refunds accumulate", () => {
    const cancelled = aSale({
      status: "Cancelado",
      amountPaid: 5000,
      payments: [aPayment(15000)],
      refunds: [{ amount: 10000, date: "2025-02-02T00:00:00.000Z", recordedBy: "Ana Admin" }],
      refundedAmount: 10000,
      cancellationReason: "x",
    });
    const change = value(updateOrder(cancelled, { refundAmount: 5000 }, anActor));
    expect(change.sale).toMatchObject({ amountPaid: 0, refundedAmount: 15000, cancellationReason: "x" });
    expect(change.sale.refunds).toHaveLength(2);
    // A manual figure (the history does not explain it) only loses the refund.
    const manual = { ...cancelled, paymentHistoryInvalidated: true, amountPaid: 7000, refunds: undefined };
    expect(value(updateOrder(manual, { refundAmount: 5000 }, anActor)).sale).toMatchObject({
      amountPaid: 2000,
      refunds: [{ amount: 5000, date: anActor.now, recordedBy: "Ana Admin" }],
    });
  });
  it("refuses a refund larger than the amount paid", () => {
    const sale = aSale({ amountPaid: 10000, payments: [aPayment(10000)] });
    expect(message(updateOrder(sale, { status: "Cancelado", refundAmount: 20000 }, anActor))).toBe(
      "El monto a devolver (L.\u00a0200.00) no puede ser mayor que el monto pagado (L.\u00a0100.00).",
    );
  });
  it("cancelling without a refund keeps the amount paid", () => {
    const change = value(
      updateOrder(
        aSale({ amountPaid: 10000, payments: [aPayment(10000)] }),
        { status: "Cancelado" },
        anActor,
      ),
    );
    expect(change.sale).toMatchObject({ amountPaid: 10000, refundedAmount: 0, cancellationReason: null });
  });
  it("leaving Cancelado resets refundedAmount and the reason", () => {
    const cancelled = aSale({
      status: "Cancelado",
      refundedAmount: 5000,
      cancellationReason: "Pedido Devuelto",
    });
    const change = value(updateOrder(cancelled, { status: "Pendiente", refundAmount: 999 }, anActor));
    expect(change.sale).toMatchObject({ status: "Pendiente", refundedAmount: 0, cancellationReason: null });
  });
  it("saving Enviado without a shipping date sets shippedAt, and keeps an existing one", () => {
    expect(value(updateOrder(aSale(), { status: "Enviado" }, anActor)).sale.shippedAt).toBe(anActor.now);
    const shipped = aSale({ status: "Enviado", shippedAt: "2025-01-01" });
    expect(value(updateOrder(shipped, { status: "Enviado" }, anActor)).sale.shippedAt).toBe("2025-01-01");
  });
  it("marking delivered without a delivery date sets deliveredAt; unmarking clears it", () => {
    const done = aSale({ status: "Completado", amountPaid: 115000 });
    const delivered = value(updateOrder(done, { isDelivered: true }, anActor));
    expect(delivered.sale).toMatchObject({ isDelivered: true, deliveredAt: anActor.now });
    expect(delivered.history[0]?.details).toBe("Marcado como entregado.");
    const dated = { ...done, deliveredAt: "2025-02-02" };
    expect(value(updateOrder(dated, { isDelivered: true }, anActor)).sale.deliveredAt).toBe("2025-02-02");
    const undone = value(updateOrder(delivered.sale, { isDelivered: false }, anActor));
    expect(undone.sale).toMatchObject({ isDelivered: false, deliveredAt: null });
    expect(undone.history[0]?.details).toBe("Desmarcado como entregado.");
  });
  it("clamps the commission and records a change", () => {
    const change = value(updateOrder(aSale(), { commissionBasisPoints: 14_000 }, anActor));
    expect(change.sale.commission).toEqual({ basisPoints: 10_000 });
    expect(change.history[0]?.details).toBe("Comisión: 0% → 100%.");
    const decimal = value(updateOrder(aSale(), { commissionBasisPoints: 750 }, anActor));
    expect(decimal.sale.commission).toEqual({ basisPoints: 750 });
    expect(decimal.history[0]?.details).toBe("Comisión: 0% → 7.5%.");
  });
  it("records nothing when nothing changes", () => {
    const sale = aSale({ commission: { basisPoints: 500 } });
    const change = value(
      updateOrder(sale, { status: "Pendiente", isDelivered: false, commissionBasisPoints: 500 }, anActor),
    );
    expect(change.history).toEqual([]);
    expect(change.sale).toEqual(sale);
  });
});

describe("extra discount (docs/product/states.md, validation.md)", () => {
  const done = aSale({
    status: "Completado",
    amountPaid: 100000,
    payments: [aPayment(100000)],
    extraDiscount: { amount: 15000, reason: "Ajuste" },
  });
  it("unchanged → 'No hay cambios que guardar en el descuento.'", () => {
    const change = value(updateExtraDiscount(done, { amount: 15000, reason: " Ajuste " }, anActor));
    expect(change).toEqual({
      sale: done,
      history: [],
      notices: ["No hay cambios que guardar en el descuento."],
    });
  });
  it("lowering it on a Completado order moves it to Abonado", () => {
    const change = value(updateExtraDiscount(frozen(done), { amount: 5000, reason: "Ajuste" }, anActor));
    expect(change.sale.status).toBe("Abonado");
    expect(change.history[0]).toMatchObject({
      event: "Actualización de Venta",
      details: "Descuento extra: L.\u00a0150.00 → L.\u00a050.00 (Ajuste).",
    });
  });
  it("a Completado order with nothing paid reopens as Pendiente; one still settled stays Completado", () => {
    const gift = aSale({ status: "Completado", extraDiscount: { amount: 115000, reason: "Regalo" } });
    expect(value(updateExtraDiscount(gift, { amount: 100000, reason: "Regalo" }, anActor)).sale.status).toBe(
      "Pendiente",
    );
    const paid = aSale({
      status: "Completado",
      amountPaid: 114999,
      payments: [aPayment(115000)],
      extraDiscount: { amount: 1, reason: "x" },
    });
    expect(value(updateExtraDiscount(paid, { amount: 0, reason: "x" }, anActor)).sale.status).toBe(
      "Completado",
    );
  });
  it("a new reason alone is a change; raising it keeps an open order's status", () => {
    const open = aSale({ status: "Abonado", amountPaid: 1000 });
    const change = value(updateExtraDiscount(open, { amount: 0, reason: "Nota" }, anActor));
    expect(change.sale.extraDiscount).toEqual({ amount: 0, reason: "Nota" });
    expect(value(updateExtraDiscount(open, { amount: 9000, reason: "" }, anActor)).sale.status).toBe(
      "Abonado",
    );
  });
  it("has minimum 0 in whole centavos and never exceeds what remains to pay", () => {
    expect(message(updateExtraDiscount(done, { amount: -1, reason: "" }, anActor))).toBe(
      "El descuento debe ser un número mayor o igual a cero.",
    );
    expect(message(updateExtraDiscount(done, { amount: 0.5, reason: "" }, anActor))).toBe(
      "El descuento debe ser un número mayor o igual a cero.",
    );
    expect(message(updateExtraDiscount(done, { amount: 15002, reason: "" }, anActor))).toBe(
      "El descuento no puede exceder el saldo de la orden. Máximo: L.\u00a0150.00",
    );
    expect(updateExtraDiscount(done, { amount: 15001, reason: "" }, anActor).ok).toBe(true);
  });
});
