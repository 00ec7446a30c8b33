import { describe, expect, it } from "vitest";
import { addExtraCost, deleteExtraCost, editExtraCost } from "./extra-costs";
import { anActor, aPayment, aSale, frozen } from "./test-fixtures";

const withCost = aSale({
  extraCosts: [{ description: "Grabado", amount: 5000 }],
  extraCostsTotal: 5000,
  total: 120000,
});
const message = (r: { ok: boolean; error?: { message: string } }) => r.error?.message;

describe("extra costs (docs/product/states.md, validation.md)", () => {
  it("adding one raises the total by its amount and records 'Costo Extra Agregado'", () => {
    const result = addExtraCost(frozen(aSale()), { description: "  Caja de regalo ", amount: 2500 }, anActor);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.sale.extraCosts).toEqual([{ description: "Caja de regalo", amount: 2500 }]);
    expect(result.value.sale.extraCostsTotal).toBe(2500);
    expect(result.value.sale.total).toBe(117500);
    expect(result.value.history[0]).toMatchObject({
      event: "Costo Extra Agregado",
      details: "Caja de regalo: L.\u00a025.00.",
    });
  });
  it("is saved only when both the description and the amount are filled", () => {
    const incomplete = "Ingrese la descripción y el monto del costo extra.";
    expect(message(addExtraCost(aSale(), { description: " ", amount: 100 }, anActor))).toBe(incomplete);
    expect(message(addExtraCost(aSale(), { description: "Caja", amount: 0 }, anActor))).toBe(incomplete);
    expect(message(addExtraCost(aSale(), { description: "Caja", amount: 1.5 }, anActor))).toBe(incomplete);
    expect(message(editExtraCost(withCost, 0, { description: "", amount: 100 }, anActor))).toBe(incomplete);
  });
  it("a new cost reopens a Completado order that now owes money", () => {
    const done = aSale({ status: "Completado", amountPaid: 115000, payments: [aPayment(115000)] });
    const result = addExtraCost(done, { description: "Envío express", amount: 3000 }, anActor);
    expect(result.ok && result.value.sale.status).toBe("Abonado");
  });
  it("editing one changes the total by the difference and records 'Costo Extra Modificado'", () => {
    const two = { ...withCost, extraCosts: [...withCost.extraCosts, { description: "Caja", amount: 1000 }] };
    const result = editExtraCost(frozen(two), 0, { description: "Grabado doble", amount: 8000 }, anActor);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.sale.extraCosts[1]).toEqual({ description: "Caja", amount: 1000 });
    expect(result.value.sale.total).toBe(124000);
    expect(result.value.history[0]).toMatchObject({
      event: "Costo Extra Modificado",
      details: "Grabado: L.\u00a050.00 → Grabado doble: L.\u00a080.00.",
    });
  });
  it("deleting one lowers the total by its amount and records 'Costo Extra Eliminado'", () => {
    const result = deleteExtraCost(frozen(withCost), 0, anActor);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.sale.extraCosts).toEqual([]);
    expect(result.value.sale.total).toBe(115000);
    expect(result.value.history[0]).toMatchObject({
      event: "Costo Extra Eliminado",
      details: "Grabado: L.\u00a050.00.",
    });
  });
  it("edits and deletes need a valid index in the list", () => {
    const missing = "El costo extra indicado no existe.";
    expect(message(editExtraCost(withCost, 1, { description: "x", amount: 1 }, anActor))).toBe(missing);
    expect(message(deleteExtraCost(withCost, -1, anActor))).toBe(missing);
  });
});
