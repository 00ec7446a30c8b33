import { describe, expect, it } from "vitest";
import { SALE_STATUSES } from "../sales/sale";
import {
  assignableUnit,
  missingSerials,
  serializedCount,
  serialsNeededFor,
  type UnitRef,
  unitCountViolations,
  unitEventFor,
  unitStatusForSale,
} from "./units";

describe("a unit follows its sale", () => {
  it("is reserved while the sale is open, sold once Completado and back in stock when cancelled", () => {
    expect(Object.fromEntries(SALE_STATUSES.map((s) => [s, unitStatusForSale(s)]))).toEqual({
      Pendiente: "reservada",
      Abonado: "reservada",
      Enviado: "reservada",
      Completado: "vendida",
      Cancelado: "en stock",
    });
  });

  it("records each move as an event of its history", () => {
    expect(unitEventFor("vendida")).toBe("vendida");
    expect(unitEventFor("reservada")).toBe("reservada");
    expect(unitEventFor("en stock")).toBe("devuelta a stock");
    expect(unitEventFor("dada de baja")).toBe("dada de baja");
  });
});

describe("assigning a unit to a sale line", () => {
  const line = { productId: "p1", productName: "Seiko 5", quantity: 2, assigned: 1 };
  const unit: UnitRef = { serial: "SN1", productId: "p1", status: "en stock", saleId: null };

  it("takes a unit of the line's product that is in stock while the line lacks serials", () => {
    expect(assignableUnit(unit, "SN1", line)).toEqual({ ok: true, value: unit });
  });

  it("refuses an unknown serial, another product's unit, a unit not in stock and a full line", () => {
    expect(assignableUnit(undefined, "SN9", line)).toMatchObject({
      ok: false,
      error: { code: "unit_not_found" },
    });
    expect(assignableUnit({ ...unit, productId: "p2" }, "SN1", line)).toMatchObject({
      ok: false,
      error: { code: "unit_other_product", message: expect.stringContaining("Seiko 5") },
    });
    expect(assignableUnit({ ...unit, status: "vendida" }, "SN1", line)).toMatchObject({
      ok: false,
      error: { code: "unit_not_in_stock" },
    });
    expect(assignableUnit(unit, "SN1", { ...line, assigned: 2 })).toMatchObject({
      ok: false,
      error: { code: "unit_too_many" },
    });
  });
});

describe("serials still to name", () => {
  const lines = [
    { productId: "p1", productName: "Seiko 5", quantity: 2, assigned: 2 },
    { productId: "p2", productName: "Casio G-Shock", quantity: 3, assigned: 1 },
  ];

  it("lists the lines that lack serials", () => {
    expect(missingSerials(lines)).toEqual([{ productName: "Casio G-Shock", missing: 2 }]);
  });

  it("refuses Enviado and Completado until every serialized watch is named, and nothing else", () => {
    expect(serialsNeededFor("Completado", lines)).toMatchObject({
      ok: false,
      error: { code: "serials_missing", message: "Falta asignar 2 números de serie de Casio G-Shock." },
    });
    expect(serialsNeededFor("Enviado", [{ ...lines[1]!, assigned: 2 }])).toMatchObject({
      ok: false,
      error: { message: "Falta asignar el número de serie de Casio G-Shock." },
    });
    expect(serialsNeededFor("Completado", [lines[0]!])).toEqual({ ok: true, value: null });
    expect(serialsNeededFor("Abonado", lines)).toEqual({ ok: true, value: null });
    expect(serialsNeededFor("Cancelado", lines)).toEqual({ ok: true, value: null });
  });
});

describe("a serialized product's stock is its units", () => {
  it("holds when the units in stock are the available ones plus those owed to sales", () => {
    expect(
      unitCountViolations([{ productId: "p1", name: "Seiko 5", quantity: 3, inStock: 4, owed: 1 }]),
    ).toEqual([]);
  });

  it("names the product whose units disagree with its stock", () => {
    expect(
      unitCountViolations([{ productId: "p1", name: "Seiko 5", quantity: 3, inStock: 2, owed: 0 }]),
    ).toEqual([
      {
        kind: "product",
        id: "p1",
        rule: "Seiko 5: 2 relojes en stock por número de serie, pero el stock disponible es 3 y hay 0 por asignar en ventas",
      },
    ]);
  });
});

describe("a stock-take of watches by serial", () => {
  it("keeps what was scanned: the watches in stock not scanned are written off", () => {
    expect(serializedCount({ name: "Seiko 5", expected: 3 }, 1)).toEqual({ ok: true, value: 2 });
    expect(serializedCount({ name: "Seiko 5", expected: 3 }, 3)).toEqual({ ok: true, value: 0 });
  });

  it("refuses when more are missing than are available (web orders wait for the rest)", () => {
    expect(serializedCount({ name: "Seiko 5", expected: 1 }, 2)).toMatchObject({
      ok: false,
      error: { code: "stock_take_missing", message: expect.stringContaining("Faltan 2 relojes de Seiko 5") },
    });
  });
});
