import { describe, expect, it } from "vitest";
import {
  deletePayment,
  editPayment,
  paymentTypeLabel,
  registerPayment,
  setAmountPaidManually,
  typeOfReceivedPayment,
} from "./payments";
import { anActor, aPayment, aSale, frozen, unwrap } from "./test-fixtures";
import { balanceDue } from "./totals";

const pay = (amount: number, type: "partial" | "full" = "partial") => ({
  amount,
  date: "2025-03-01",
  type,
  paymentId: "pay-1",
});
function refusal(result: { ok: boolean; error?: { message: string } }): string | undefined {
  expect(result.ok).toBe(false);
  return result.error?.message;
}

describe("payment type labels (docs/product/states.md)", () => {
  it("partial is 'Abono al Crédito' and full is 'Pago Completo'", () => {
    expect(paymentTypeLabel("partial")).toBe("Abono al Crédito");
    expect(paymentTypeLabel("full")).toBe("Pago Completo");
  });
});

describe("register payment (docs/product/states.md, validation.md)", () => {
  it("refuses an amount of zero or less, or not in whole centavos", () => {
    expect(refusal(registerPayment(aSale(), pay(0), anActor))).toBe(
      "El monto del pago debe ser mayor que cero.",
    );
    expect(refusal(registerPayment(aSale(), pay(-5), anActor))).toBe(
      "El monto del pago debe ser mayor que cero.",
    );
    expect(refusal(registerPayment(aSale(), pay(1.5), anActor))).toBe(
      "El monto del pago debe ser mayor que cero.",
    );
  });
  it("requires a date", () => {
    const result = registerPayment(aSale(), { ...pay(100), date: "  " }, anActor);
    expect(refusal(result)).toBe("Por favor, selecciona una fecha.");
  });
  it("refuses a payment beyond the order total, with 0.01 of tolerance", () => {
    const paid = aSale({ amountPaid: 15000, status: "Abonado", payments: [aPayment(15000, "old")] });
    const result = registerPayment(paid, pay(100002), anActor);
    expect(refusal(result)).toBe(
      "Error: El pago total no puede exceder el total de la orden de L.\u00a01,150.00.",
    );
    // Within the tolerance it is accepted; the paid total never exceeds what is owed.
    const within = unwrap(registerPayment(paid, pay(100001), anActor));
    expect(within.sale).toMatchObject({ amountPaid: 115000, status: "Completado" });
  });
  it("measures the limit after the extra discount", () => {
    const sale = aSale({ extraDiscount: { amount: 15000, reason: "Cliente frecuente" } });
    expect(refusal(registerPayment(sale, pay(115000), anActor))).toBe(
      "Error: El pago total no puede exceder el total de la orden de L.\u00a01,000.00.",
    );
  });
  it("refuses payments on a Cancelado sale", () => {
    expect(refusal(registerPayment(aSale({ status: "Cancelado" }), pay(100), anActor))).toBe(
      "No se pueden modificar los pagos de una venta cancelada.",
    );
  });
  it("a partial payment leaves the sale Abonado while the balance is above 0.01", () => {
    const change = unwrap(
      registerPayment(frozen(aSale({ paymentHistoryInvalidated: true })), pay(40000), anActor),
    );
    expect(change.sale.status).toBe("Abonado");
    expect(change.sale.amountPaid).toBe(40000);
    expect(change.sale.paymentHistoryInvalidated).toBe(false);
    expect(change.sale.payments).toEqual([
      {
        paymentId: "pay-1",
        amount: 40000,
        date: "2025-03-01",
        recordedBy: "Ana Admin",
        type: "partial",
        method: "efectivo",
        modifiedAt: null,
      },
    ]);
    expect(change.history).toEqual([
      {
        event: "Pago Registrado",
        user: "Ana Admin",
        timestamp: "2025-03-01T15:00:00.000Z",
        details: "Abono al Crédito de L.\u00a0400.00 (1 mar 2025).",
      },
    ]);
  });
  it("a partial payment completes the sale when the balance is 0.01 or less", () => {
    expect(unwrap(registerPayment(aSale(), pay(114999), anActor)).sale.status).toBe("Completado");
  });
  it("a full payment turns a leftover above 0.01 into extra discount 'Ajuste por pago completo'", () => {
    const paid = aSale({ amountPaid: 15000, status: "Abonado", payments: [aPayment(15000, "old")] });
    const change = unwrap(registerPayment(paid, pay(90000, "full"), anActor));
    expect(change.sale.status).toBe("Completado");
    expect(change.sale.extraDiscount).toEqual({ amount: 10000, reason: "Ajuste por pago completo" });
    expect(balanceDue(change.sale)).toBe(0);
    expect(change.history[0]?.details).toBe(
      "Pago Completo de L.\u00a0900.00 (1 mar 2025). Ajuste por pago completo: L.\u00a0100.00.",
    );
  });
  it("a full payment leaving 0.01 or less needs no adjustment", () => {
    const change = unwrap(registerPayment(aSale(), pay(114999, "full"), anActor));
    expect(change.sale.extraDiscount).toEqual({ amount: 0, reason: "" });
    expect(change.sale.status).toBe("Completado");
  });
});

describe("a payment's method (docs/decisions/0252)", () => {
  it("register: efectivo unless another is chosen; edit: kept unless another is chosen", () => {
    expect(unwrap(registerPayment(aSale(), pay(100), anActor)).sale.payments[0]?.method).toBe("efectivo");
    const transfer = unwrap(registerPayment(aSale(), { ...pay(100), method: "transferencia" }, anActor)).sale;
    expect(transfer.payments[0]?.method).toBe("transferencia");
    const kept = unwrap(editPayment(transfer, 0, { amount: 200, date: "2025-03-02" }, anActor)).sale;
    expect(kept.payments[0]?.method).toBe("transferencia");
    const changed = unwrap(
      editPayment(transfer, 0, { amount: 200, date: "2025-03-02", method: "tarjeta" }, anActor),
    ).sale;
    expect(changed.payments[0]?.method).toBe("tarjeta");
  });
});

describe("a payment nobody typed (a transfer the bank confirmed)", () => {
  it("is Pago Completo when it covers what is still owed, within the tolerance, else an abono", () => {
    expect(typeOfReceivedPayment(aSale(), 115000)).toBe("full");
    expect(typeOfReceivedPayment(aSale(), 114999)).toBe("full");
    expect(typeOfReceivedPayment(aSale(), 114998)).toBe("partial");
    expect(typeOfReceivedPayment(aSale({ payments: [aPayment(15000)], amountPaid: 15000 }), 100000)).toBe(
      "full",
    );
    expect(typeOfReceivedPayment(aSale({ payments: [aPayment(15000)], amountPaid: 15000 }), 90000)).toBe(
      "partial",
    );
  });
});

describe("edit payment (docs/product/states.md, validation.md)", () => {
  it("the limit is the balance plus the payment's own amount, after money refunded on a cancellation", () => {
    // L. 1,150.00 owed, paid in full, refunded when cancelled, the sale reopened: L. 1,150.00 is
    // owed again, so the payment may be corrected up to L. 2,300.00 (it records the money twice
    // received), not only to the payable.
    const reopened = aSale({
      payments: [aPayment(115000)],
      refunds: [{ amount: 115000, date: "2025-02-02", recordedBy: "Ana Admin" }],
      amountPaid: 0,
      status: "Pendiente",
    });
    expect(balanceDue(reopened)).toBe(115000);
    const edited = unwrap(editPayment(reopened, 0, { amount: 230000, date: "2025-02-03" }, anActor));
    expect(edited.sale).toMatchObject({ amountPaid: 115000, status: "Completado" });
    expect(refusal(editPayment(reopened, 0, { amount: 230101, date: "2025-02-03" }, anActor))).toBe(
      "El monto no puede exceder el límite a pagar. Máximo: L.\u00a02,300.00",
    );
  });
  const open = aSale({ status: "Abonado", amountPaid: 40000, payments: [aPayment(40000)] });
  it("needs a payment that exists, by id or by index", () => {
    const missing = "El pago indicado no existe.";
    expect(refusal(editPayment(open, "nope", { amount: 1, date: "2025-03-01" }, anActor))).toBe(missing);
    expect(refusal(editPayment(open, 3, { amount: 1, date: "2025-03-01" }, anActor))).toBe(missing);
    expect(refusal(editPayment(open, -1, { amount: 1, date: "2025-03-01" }, anActor))).toBe(missing);
    expect(editPayment(open, 0, { amount: 1, date: "2025-03-01" }, anActor).ok).toBe(true);
  });
  it("needs a valid number above zero and a date", () => {
    expect(refusal(editPayment(open, "pay-1", { amount: 0, date: "2025-03-01" }, anActor))).toBe(
      "El monto debe ser un número válido y mayor que cero.",
    );
    expect(refusal(editPayment(open, "pay-1", { amount: Number.NaN, date: "2025-03-01" }, anActor))).toBe(
      "El monto debe ser un número válido y mayor que cero.",
    );
    expect(refusal(editPayment(open, "pay-1", { amount: 100, date: "" }, anActor))).toBe(
      "Por favor, selecciona una fecha.",
    );
  });
  it("refuses edits on a Cancelado sale", () => {
    expect(
      refusal(editPayment({ ...open, status: "Cancelado" }, "pay-1", { amount: 1, date: "x" }, anActor)),
    ).toBe("No se pueden modificar los pagos de una venta cancelada.");
  });
  it("may not exceed the balance plus the payment's own amount (tolerance 0.01)", () => {
    expect(refusal(editPayment(open, "pay-1", { amount: 115002, date: "2025-03-01" }, anActor))).toBe(
      "El monto no puede exceder el límite a pagar. Máximo: L.\u00a01,150.00",
    );
  });
  it("on other sales recomputes the amount paid and the status by the balance", () => {
    const change = unwrap(editPayment(frozen(open), "pay-1", { amount: 60000, date: "2025-03-02" }, anActor));
    expect(change.sale.amountPaid).toBe(60000);
    expect(change.sale.status).toBe("Abonado");
    expect(change.sale.payments[0]).toMatchObject({
      amount: 60000,
      date: "2025-03-02",
      modifiedAt: anActor.now,
    });
    expect(change.history[0]).toMatchObject({
      event: "Pago Modificado",
      details: "Pago de L.\u00a0400.00 (1 feb 2025) modificado a L.\u00a0600.00 (2 mar 2025).",
    });
    const settled = unwrap(
      editPayment({ ...open, status: "Enviado" }, "pay-1", { amount: 115000, date: "d" }, anActor),
    );
    expect(settled.sale.status).toBe("Completado");
  });
  it("changes only the payment it names", () => {
    const two = { ...open, amountPaid: 50000, payments: [aPayment(40000), aPayment(10000, "pay-2")] };
    const change = unwrap(editPayment(frozen(two), "pay-2", { amount: 20000, date: "d" }, anActor));
    expect(change.sale.payments[0]).toEqual(aPayment(40000));
    expect(change.sale.amountPaid).toBe(60000);
  });
  it("trims an overpayment to total − extra discount", () => {
    const change = unwrap(editPayment(open, "pay-1", { amount: 115001, date: "d" }, anActor));
    expect(change.sale.amountPaid).toBe(115000);
  });
  it("after a manual amountPaid, recalculates the paid total from the payments and resets the flag", () => {
    // Manual L.\u00a030.00, one payment L.\u00a010.00 edited to L.\u00a020.00 → L.\u00a020.00, not L.\u00a040.00:
    // editing clears the manual flag (docs/product/states.md).
    const manual = {
      ...open,
      amountPaid: 3000,
      payments: [aPayment(1000)],
      paymentHistoryInvalidated: true,
    };
    const change = unwrap(editPayment(manual, "pay-1", { amount: 2000, date: "d" }, anActor));
    expect(change.sale.amountPaid).toBe(2000);
    expect(change.sale.status).toBe("Abonado");
    expect(change.sale.paymentHistoryInvalidated).toBe(false);
  });
  it("measures the limit from the payments, not from a manual figure", () => {
    const manual = { ...open, amountPaid: 0, payments: [aPayment(1000)], paymentHistoryInvalidated: true };
    expect(refusal(editPayment(manual, "pay-1", { amount: 115002, date: "d" }, anActor))).toBe(
      "El monto no puede exceder el límite a pagar. Máximo: L.\u00a01,150.00",
    );
  });
  describe("on a Completado sale", () => {
    const done = aSale({
      status: "Completado",
      amountPaid: 100000,
      payments: [aPayment(100000)],
      extraDiscount: { amount: 15000, reason: "Ajuste por pago completo" },
    });
    it("a higher amount reduces the extra discount and the sale stays Completado", () => {
      const change = unwrap(editPayment(frozen(done), "pay-1", { amount: 110000, date: "d" }, anActor));
      expect(change.sale.extraDiscount).toEqual({ amount: 5000, reason: "Ajuste por pago completo" });
      expect(change.sale.amountPaid).toBe(110000);
      expect(change.sale.status).toBe("Completado");
    });
    it("the increase is capped at the payment plus the discount", () => {
      expect(
        unwrap(editPayment(done, "pay-1", { amount: 115000, date: "d" }, anActor)).sale.extraDiscount.amount,
      ).toBe(0);
      expect(refusal(editPayment(done, "pay-1", { amount: 115002, date: "d" }, anActor))).toBe(
        "El monto no puede exceder el límite a pagar. Máximo: L.\u00a01,150.00",
      );
    });
    it("a lower amount increases the extra discount", () => {
      const change = unwrap(editPayment(done, "pay-1", { amount: 90000, date: "d" }, anActor));
      expect(change.sale.extraDiscount.amount).toBe(25000);
      expect(change.sale.status).toBe("Completado");
    });
    it("a discount born from an edit is named 'Ajuste por pago completo'; an existing reason stays", () => {
      const exact = aSale({ status: "Completado", amountPaid: 115000, payments: [aPayment(115000)] });
      const grown = unwrap(editPayment(exact, "pay-1", { amount: 100000, date: "d" }, anActor));
      expect(grown.sale.extraDiscount).toEqual({ amount: 15000, reason: "Ajuste por pago completo" });
      const named = { ...done, extraDiscount: { amount: 15000, reason: "Cliente frecuente" } };
      const kept = unwrap(editPayment(named, "pay-1", { amount: 90000, date: "d" }, anActor));
      expect(kept.sale.extraDiscount.reason).toBe("Cliente frecuente");
    });
  });
});

describe("delete payment (docs/product/states.md)", () => {
  const done = aSale({
    status: "Completado",
    amountPaid: 115000,
    payments: [aPayment(15000, "a"), aPayment(100000, "b")],
  });
  it("a Completado sale becomes Abonado while something is still paid", () => {
    const change = unwrap(deletePayment(frozen(done), "b", anActor));
    expect(change.sale.status).toBe("Abonado");
    expect(change.sale.amountPaid).toBe(15000);
    expect(change.sale.payments.map((p) => p.paymentId)).toEqual(["a"]);
    expect(change.history[0]).toMatchObject({
      event: "Pago Eliminado",
      details: "Abono al Crédito de L.\u00a01,000.00 (1 feb 2025) eliminado.",
    });
  });
  it("becomes Pendiente when nothing is paid, and never goes below 0", () => {
    const only = aSale({ status: "Abonado", amountPaid: 5000, payments: [aPayment(15000)] });
    const change = unwrap(deletePayment(only, 0, anActor));
    expect(change.sale.amountPaid).toBe(0);
    expect(change.sale.status).toBe("Pendiente");
  });
  it("needs a payment that exists and a sale that is not Cancelado", () => {
    expect(refusal(deletePayment(done, "zz", anActor))).toBe("El pago indicado no existe.");
    expect(refusal(deletePayment({ ...done, status: "Cancelado" }, "a", anActor))).toBe(
      "No se pueden modificar los pagos de una venta cancelada.",
    );
  });
});

describe("set amountPaid by hand (docs/product/states.md)", () => {
  it("marks the payment history as invalidated and sets the status by the balance", () => {
    const change = unwrap(setAmountPaidManually(frozen(aSale()), 50000, anActor));
    expect(change.sale).toMatchObject({
      amountPaid: 50000,
      paymentHistoryInvalidated: true,
      status: "Abonado",
    });
    expect(change.history[0]).toMatchObject({
      event: "Actualización de Venta",
      details: "Monto pagado ajustado manualmente de L.\u00a00.00 a L.\u00a0500.00.",
    });
  });
  it("keeps a Cancelado sale Cancelado", () => {
    const change = unwrap(
      setAmountPaidManually(aSale({ status: "Cancelado", amountPaid: 9000 }), 0, anActor),
    );
    expect(change.sale.status).toBe("Cancelado");
  });
  it("refuses negative or fractional amounts and amounts beyond what is owed", () => {
    expect(refusal(setAmountPaidManually(aSale(), -1, anActor))).toBe(
      "El monto pagado debe ser un número mayor o igual a cero.",
    );
    expect(refusal(setAmountPaidManually(aSale(), 0.5, anActor))).toBe(
      "El monto pagado debe ser un número mayor o igual a cero.",
    );
    expect(refusal(setAmountPaidManually(aSale(), 115002, anActor))).toBe(
      "Error: El pago total no puede exceder el total de la orden de L.\u00a01,150.00.",
    );
  });
});

describe("payments with a manual amountPaid or stored timestamps", () => {
  it("deleting a payment keeps the manual flag and only takes the payment off the manual figure", () => {
    const manual = aSale({
      status: "Abonado",
      amountPaid: 3000,
      payments: [aPayment(1000)],
      paymentHistoryInvalidated: true,
    });
    const change = unwrap(deletePayment(manual, "pay-1", anActor));
    expect(change.sale).toMatchObject({
      amountPaid: 2000,
      paymentHistoryInvalidated: true,
      status: "Abonado",
    });
  });
  it("history details show a stored payment date as the shop's day, never a raw timestamp", () => {
    // 03:07 UTC on 19 Nov is still 18 Nov in Tegucigalpa.
    const stored = { ...aPayment(1000), date: "2026-11-19T03:07:56.358Z" };
    const sale = aSale({ status: "Abonado", amountPaid: 1000, payments: [stored] });
    const change = unwrap(editPayment(sale, "pay-1", { amount: 2000, date: "2026-11-20" }, anActor));
    expect(change.history[0]?.details).toBe(
      "Pago de L.\u00a010.00 (18 nov 2026) modificado a L.\u00a020.00 (20 nov 2026).",
    );
  });
});
