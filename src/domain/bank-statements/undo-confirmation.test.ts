import { describe, expect, it } from "vitest";
import { anActor, aPayment, aSale, unwrap } from "../sales/test-fixtures";
import { bankStatementMsg as m } from "./messages-bank-statements";
import { undoBankConfirmation } from "./undo-confirmation";

const paidByBank = () =>
  aSale({
    total: 50_000,
    subtotal: 50_000,
    amountPaid: 50_000,
    status: "Completado",
    payments: [aPayment(50_000, "bank")],
  });
const undone = { paymentId: "bank", reference: "REF 1", amount: 50_000, laterPayment: false };

describe("undoing a bank confirmation (0245)", () => {
  it("takes back the payment a web order's confirmation recorded; the history says both", () => {
    const change = unwrap(undoBankConfirmation(paidByBank(), undone, anActor));
    expect(change.sale).toMatchObject({ amountPaid: 0, payments: [], status: "Pendiente" });
    expect(change.history.map((h) => h.event)).toEqual(["Pago Eliminado", "Confirmación Bancaria Deshecha"]);
    expect(change.history[1]!.details).toContain("REF 1");
  });

  it("an abono's confirmation only verified staff's payment: it stays", () => {
    const sale = paidByBank();
    const change = unwrap(undoBankConfirmation(sale, { ...undone, paymentId: null }, anActor));
    expect(change.sale).toBe(sale);
    expect(change.history.map((h) => h.event)).toEqual(["Confirmación Bancaria Deshecha"]);
  });

  it("refuses once a later payment was built on it, or when the payment is gone", () => {
    const later = undoBankConfirmation(paidByBank(), { ...undone, laterPayment: true }, anActor);
    expect(later).toMatchObject({ ok: false, error: { message: m.undoLaterPayment } });
    expect(undoBankConfirmation(paidByBank(), { ...undone, paymentId: "other" }, anActor).ok).toBe(false);
  });
});
