import { describe, expect, it } from "vitest";
import type { Result } from "../kernel/result";
import { shopDay } from "../kernel/shop-calendar";
import { CREDIT_METHOD, isStaffPaymentMethod, paymentMethodLabel } from "../reports/reports";
import { recordLateCardPayment, refundCredit, transferCredit } from "./credit";
import { addExtraCost, deleteExtraCost, editExtraCost } from "./extra-costs";
import { updateExtraDiscount, updateOrder } from "./order-update";
import { deletePayment, editPayment, registerPayment } from "./payments";
import type { SaleMoney } from "./sale";
import { availableToReturn, creditBalance, moneyStanding, showsCredit } from "./sale-ledger";
import { anActor, aPayment, aSale, frozen, unwrap } from "./test-fixtures";

const message = <T>(result: Result<T>) => (result.ok ? "accepted" : result.error.message);
/** L. 1,150.00 fully paid with L. 1,150.00. */
const paid = (overrides: Partial<SaleMoney> = {}) =>
  aSale({ status: "Completado", amountPaid: 115000, payments: [aPayment(115000)], ...overrides });
const withCost = () =>
  paid({
    extraCosts: [{ description: "Grabado", amount: 5000 }],
    extraCostsTotal: 5000,
    total: 120000,
    amountPaid: 120000,
    payments: [aPayment(120000)],
  });
const orderNumber = (id: string) => id.toUpperCase();

describe("the amount paid follows the records after every write that changes what is owed", () => {
  it("a payment 0.01 over the total counts once the total grows", () => {
    const over = unwrap(
      registerPayment(
        aSale(),
        { amount: 115001, date: "2025-03-01", type: "partial", paymentId: "p" },
        anActor,
      ),
    ).sale;
    expect(over.amountPaid).toBe(115000);
    expect(creditBalance(over)).toBe(1);
    const grown = unwrap(addExtraCost(over, { description: "Caja", amount: 2000 }, anActor)).sale;
    expect(grown.amountPaid).toBe(115001);
    expect(creditBalance(grown)).toBe(0);
    expect(grown.status).toBe("Abonado");
  });
  it("deleting an extra cost on a paid sale turns the excess into Saldo a favor", () => {
    const next = unwrap(deleteExtraCost(frozen(withCost()), 0, anActor)).sale;
    expect(next.amountPaid).toBe(115000);
    expect(creditBalance(next)).toBe(5000);
    expect(moneyStanding(next)).toEqual({ balance: 0, credit: 5000, keptOnCancel: 0 });
  });
  it("lowering an extra cost below the extra discount is refused: what is owed never goes below 0", () => {
    const discounted = aSale({
      ...withCost(),
      amountPaid: 0,
      payments: [],
      status: "Pendiente",
      extraDiscount: { amount: 118000, reason: "x" },
    });
    expect(message(editExtraCost(discounted, 0, { description: "Grabado", amount: 1000 }, anActor))).toBe(
      "El total no puede quedar por debajo del descuento extra de L.\u00a01,180.00. Reduzca primero el descuento extra.",
    );
  });
  it("raising the extra discount of an overpaid sale moves the excess into credit; lowering it takes it back", () => {
    const over = aSale({ amountPaid: 115000, payments: [aPayment(115001)], status: "Completado" });
    expect(creditBalance(over)).toBe(1);
    const lowered = unwrap(updateExtraDiscount(over, { amount: 0, reason: "" }, anActor));
    expect(lowered.notices).toEqual(["No hay cambios que guardar en el descuento."]);
    const open = aSale({
      amountPaid: 50000,
      payments: [aPayment(50000)],
      status: "Abonado",
      extraDiscount: { amount: 10000, reason: "x" },
    });
    const none = unwrap(updateExtraDiscount(open, { amount: 0, reason: "x" }, anActor)).sale;
    expect(none.amountPaid).toBe(50000);
  });
  it("the extra discount never exceeds the total, tolerance or not", () => {
    expect(message(updateExtraDiscount(aSale(), { amount: 115001, reason: "x" }, anActor))).toBe(
      "El descuento no puede exceder el saldo de la orden. Máximo: L.\u00a01,150.00",
    );
  });
  it("leaving Cancelado re-reads the paid total from the records", () => {
    const cancelled = aSale({ status: "Cancelado", amountPaid: 115000, payments: [aPayment(115001)] });
    expect(unwrap(updateOrder(cancelled, { status: "Pendiente" }, anActor)).sale.amountPaid).toBe(115000);
  });
});

describe("Saldo a favor: refund it", () => {
  const over = () => unwrap(deleteExtraCost(withCost(), 0, anActor)).sale;
  it("records a dated reembolso and its history entry; the credit goes down by it", () => {
    const change = unwrap(refundCredit(frozen(over()), 2000, anActor));
    expect(change.sale.refunds).toEqual([
      { amount: 2000, date: anActor.now, recordedBy: "Ana Admin", kind: "reembolso", method: "efectivo" },
    ]);
    expect(creditBalance(change.sale)).toBe(3000);
    // Another method and day: the record keeps both; the day's start when it is not today.
    const wired = unwrap(
      refundCredit(over(), 2000, anActor, { method: "transferencia", date: "2024-01-05" }),
    );
    expect(wired.sale.refunds?.at(-1)).toMatchObject({ method: "transferencia", date: "2024-01-05" });
    expect(refundCredit(over(), 2000, anActor, { method: "efectivo", date: " " })).toMatchObject({
      ok: false,
    });
    // Today's day is recorded at the moment of the refund, so the day's list keeps its order.
    const today = unwrap(
      refundCredit(over(), 2000, anActor, { method: "efectivo", date: shopDay(anActor.now) }),
    );
    expect(today.sale.refunds?.at(-1)?.date).toBe(anActor.now);
    expect(change.sale.amountPaid).toBe(115000);
    expect(change.history[0]).toMatchObject({
      event: "Reembolso Registrado",
      details: "Reembolso de L.\u00a020.00. Saldo a favor restante: L.\u00a030.00.",
    });
  });
  it("refuses more than the credit, nothing, or a sale without credit", () => {
    expect(message(refundCredit(over(), 5001, anActor))).toBe(
      "El monto no puede exceder lo disponible de L.\u00a050.00.",
    );
    expect(message(refundCredit(over(), 0, anActor))).toBe("El monto debe ser mayor que cero.");
    expect(message(refundCredit(paid(), 100, anActor))).toBe(
      "Esta orden no tiene saldo a favor ni pagos por devolver.",
    );
  });
  it("a credit is shown only above the 0.01 tolerance", () => {
    expect(showsCredit(1)).toBe(false);
    expect(showsCredit(2)).toBe(true);
  });
});

describe("a cancelled sale: what was paid and not refunded", () => {
  const cancelled = () => aSale({ status: "Cancelado", amountPaid: 60000, payments: [aPayment(60000)] });
  it("owes nothing, and shows what the shop kept (its default) apart from the balance", () => {
    expect(moneyStanding(cancelled())).toEqual({ balance: 0, credit: 0, keptOnCancel: 60000 });
  });
  it("an admin may refund all of it; refundedAmount counts it for this cancellation", () => {
    const change = unwrap(refundCredit(cancelled(), 60000, anActor));
    expect(change.sale).toMatchObject({ amountPaid: 0, refundedAmount: 60000 });
    expect(moneyStanding(change.sale).keptOnCancel).toBe(0);
  });
  it("a hand-set paid total loses what is refunded, never below 0, and keeps its flag", () => {
    const manual = aSale({
      status: "Cancelado",
      amountPaid: 30000,
      payments: [aPayment(60000)],
      paymentHistoryInvalidated: true,
    });
    expect(availableToReturn(manual)).toBe(30000);
    expect(creditBalance(manual)).toBe(0);
    const change = unwrap(refundCredit(manual, 30000, anActor));
    expect(change.sale).toMatchObject({ amountPaid: 0, paymentHistoryInvalidated: true });
  });
  it("the cancel dialog's refund may include the credit", () => {
    const over = aSale({ status: "Abonado", amountPaid: 115000, payments: [aPayment(115500)] });
    const change = unwrap(updateOrder(over, { status: "Cancelado", refundAmount: 115500 }, anActor));
    expect(change.sale.amountPaid).toBe(0);
    expect(creditBalance(change.sale)).toBe(0);
  });
});

describe("Saldo a favor: apply it to another open sale of the customer", () => {
  const from = () => ({ ...unwrap(deleteExtraCost(withCost(), 0, anActor)).sale, id: "a" });
  const to = (overrides: Partial<SaleMoney> = {}) => ({
    ...aSale({ total: 8000, subtotal: 8000, shippingCost: 0, ...overrides }),
    id: "b",
  });
  const input = (amount: number) => ({ amount, paymentId: "t1", date: "2025-03-02" });
  it("writes a traspaso on the first sale and a 'saldo a favor' payment on the second, each with history", () => {
    const moved = unwrap(transferCredit(from(), to(), input(5000), anActor, orderNumber));
    expect(moved.from.sale.refunds).toEqual([
      { amount: 5000, date: anActor.now, recordedBy: "Ana Admin", kind: "traspaso", toSaleId: "b" },
    ]);
    expect(creditBalance(moved.from.sale)).toBe(0);
    expect(moved.to.sale.payments[0]).toMatchObject({ amount: 5000, method: CREDIT_METHOD, type: "partial" });
    expect(moved.to.sale).toMatchObject({ amountPaid: 5000, status: "Abonado" });
    expect(moved.from.history[0]?.details).toBe("Saldo a favor de L.\u00a050.00 aplicado a la orden #B.");
    expect(moved.to.history[0]?.details).toBe("Pago de L.\u00a050.00 con saldo a favor de la orden #A.");
  });
  it("settles the target as Pago Completo when it covers the balance", () => {
    const moved = unwrap(
      transferCredit(from(), to({ total: 5000, subtotal: 5000 }), input(5000), anActor, orderNumber),
    );
    expect(moved.to.sale.status).toBe("Completado");
  });
  it("refuses the same sale, a closed or cancelled target, or more than the target owes", () => {
    expect(message(transferCredit(from(), { ...to(), id: "a" }, input(100), anActor, orderNumber))).toBe(
      "Elija otra orden del mismo cliente.",
    );
    expect(
      message(transferCredit(from(), to({ status: "Cancelado" }), input(100), anActor, orderNumber)),
    ).toBe("La orden de destino no tiene saldo pendiente.");
    expect(
      message(transferCredit(from(), to({ total: 3000, subtotal: 3000 }), input(5000), anActor, orderNumber)),
    ).toBe("Error: El pago total no puede exceder el total de la orden de L.\u00a030.00.");
    expect(message(transferCredit(from(), to(), input(6000), anActor, orderNumber))).toBe(
      "El monto no puede exceder lo disponible de L.\u00a050.00.",
    );
  });
  it("the credit payment can be neither edited nor deleted alone", () => {
    const target = unwrap(transferCredit(from(), to(), input(5000), anActor, orderNumber)).to.sale;
    const fixed = "Un pago con saldo a favor no se puede modificar ni eliminar.";
    expect(message(editPayment(target, "t1", { amount: 100, date: "2025-03-02" }, anActor))).toBe(fixed);
    expect(message(deletePayment(target, "t1", anActor))).toBe(fixed);
  });
  it("a payment may not be deleted or lowered below what already left the sale", () => {
    const refunded = unwrap(refundCredit(from(), 5000, anActor)).sale;
    const reopened = { ...refunded, status: "Abonado" as const };
    const refused =
      "Los pagos no pueden quedar por debajo de lo ya reembolsado o aplicado a otra orden (L.\u00a050.00).";
    expect(message(deletePayment(reopened, 0, anActor))).toBe(refused);
    expect(message(editPayment(reopened, 0, { amount: 4000, date: "2025-03-02" }, anActor))).toBe(refused);
  });
  it("the credit method is recorded, never chosen in a form", () => {
    expect(isStaffPaymentMethod(CREDIT_METHOD)).toBe(false);
    expect(isStaffPaymentMethod("tarjeta")).toBe(true);
    expect(paymentMethodLabel(CREDIT_METHOD)).toBe("Saldo a favor");
  });
});

describe("a late card charge", () => {
  const late = (amount = 115000) => ({ amount, date: "2025-03-03", paymentId: "card" });
  it("on a settled sale is a tarjeta payment that becomes Saldo a favor; the sale stays Completado", () => {
    const change = unwrap(recordLateCardPayment(frozen(paid()), late(), anActor));
    expect(change.sale.payments.at(-1)).toMatchObject({ amount: 115000, method: "tarjeta" });
    expect(change.sale).toMatchObject({ status: "Completado", amountPaid: 115000 });
    expect(creditBalance(change.sale)).toBe(115000);
    expect(change.history[0]).toMatchObject({
      event: "Pago Registrado",
      details:
        "Pago con tarjeta de L.\u00a01,150.00 recibido con la orden ya saldada. Saldo a favor: L.\u00a01,150.00.",
    });
  });
  it("on a sale that still owed moves it on like any payment", () => {
    const change = unwrap(recordLateCardPayment(aSale({ status: "Abonado" }), late(120000), anActor));
    expect(change.sale.status).toBe("Completado");
    expect(creditBalance(change.sale)).toBe(5000);
  });
  it("refuses an amount that is not a positive number of centavos", () => {
    expect(message(recordLateCardPayment(paid(), late(0), anActor))).toBe(
      "El monto debe ser mayor que cero.",
    );
  });
});
