import { describe, expect, it } from "vitest";
import { msg } from "../kernel/messages";
import {
  ADJUSTMENT_REASONS,
  adjustStock,
  crossesLowStock,
  DEFAULT_LOW_STOCK_THRESHOLD,
  INVENTORY_MOVEMENT_TYPES,
  isLowStock,
  lowStockThreshold,
  type ProductStock,
  planStockTake,
  type StockTakeLine,
  stockForStatusChange,
  stockTakeDifferences,
  validateCount,
} from "./stock";

const watch = (quantity: number, productId = "p1", inProgressStock = 0): ProductStock => ({
  productId,
  quantity,
  inProgressStock,
  totalSold: 0,
});
const lineOf = (expected: number, counted: number | null, productId = "p1"): StockTakeLine => ({
  productId,
  productName: `Reloj ${productId}`,
  expectedQuantity: expected,
  countedQuantity: counted,
});

describe("movement types and reasons (decision 0075)", () => {
  it("lists the seven types and the six reasons", () => {
    expect(INVENTORY_MOVEMENT_TYPES).toEqual([
      "ajuste manual",
      "ingreso",
      "venta-progreso",
      "cancelación",
      "liberación",
      "taller",
      "devolución",
    ]);
    expect(ADJUSTMENT_REASONS).toEqual([
      "conteo",
      "dañado",
      "extraviado",
      "devolución",
      "corrección",
      "otro",
    ]);
  });

  it("a cancelled sale gives its units back as 'cancelación', a released card order as 'liberación'", () => {
    const lines = [{ productId: "p1", productName: "Casio", quantity: 2 }];
    const cancelled = stockForStatusChange(lines, "Pendiente", "Cancelado", [watch(5, "p1", 2)], "s1");
    const released = stockForStatusChange(lines, "Pendiente", "Cancelado", [watch(5, "p1", 2)], "s1", {
      release: true,
    });
    const reactivated = stockForStatusChange(lines, "Cancelado", "Pendiente", [watch(5)], "s1");
    expect(cancelled.ok && cancelled.value.movements[0]?.type).toBe("cancelación");
    expect(released.ok && released.value.movements[0]?.type).toBe("liberación");
    expect(reactivated.ok && reactivated.value.movements[0]?.type).toBe("venta-progreso");
  });

  it("a manual adjustment carries its reason; without one it has none", () => {
    const withReason = adjustStock(watch(5), 3, "Caja mojada", "dañado");
    expect(withReason.ok && withReason.value?.movement).toMatchObject({
      reason: "dañado",
      quantityChange: -2,
    });
    const without = adjustStock(watch(5), 6);
    expect(without.ok && without.value?.movement.reason).toBeUndefined();
  });
});

describe("low stock (decision 0077)", () => {
  it("the product's threshold wins, then the store's, then 3; never negative", () => {
    expect(lowStockThreshold(5, 2)).toBe(5);
    expect(lowStockThreshold(null, 2)).toBe(2);
    expect(lowStockThreshold(undefined, undefined)).toBe(DEFAULT_LOW_STOCK_THRESHOLD);
    expect(lowStockThreshold(-4, null)).toBe(0);
    expect(lowStockThreshold(2.7, null)).toBe(2);
  });

  it("low means at or under the threshold", () => {
    expect(isLowStock(3, 3)).toBe(true);
    expect(isLowStock(4, 3)).toBe(false);
  });

  it("alerts once per crossing: from above to at-or-under only", () => {
    expect(crossesLowStock(4, 3, 3)).toBe(true);
    expect(crossesLowStock(10, 0, 3)).toBe(true);
    expect(crossesLowStock(3, 2, 3)).toBe(false);
    expect(crossesLowStock(2, 5, 3)).toBe(false);
    expect(crossesLowStock(5, 4, 3)).toBe(false);
  });
});

describe("stock-take (decision 0076)", () => {
  it("a count is a whole number of units, 0 or more", () => {
    expect(validateCount(0)).toEqual({ ok: true, value: 0 });
    expect(validateCount(-1)).toEqual({
      ok: false,
      error: { code: "stock_take_count", message: msg.stockTakeCountInvalid },
    });
    expect(validateCount(1.5).ok).toBe(false);
  });

  it("differences are the counted lines that differ from the snapshot", () => {
    const diffs = stockTakeDifferences([lineOf(5, 4, "a"), lineOf(5, 5, "b"), lineOf(5, null, "c")]);
    expect(diffs).toEqual([{ ...lineOf(5, 4, "a"), difference: -1 }]);
  });

  it("applies each difference as an 'ajuste manual' with reason 'conteo'", () => {
    const plan = planStockTake(
      [lineOf(5, 3, "a"), lineOf(2, 2, "b"), lineOf(7, null, "c")],
      [watch(5, "a"), watch(2, "b"), watch(9, "c")],
      "Conteo físico X",
    );
    expect(plan).toEqual({
      ok: true,
      effect: {
        products: [watch(3, "a")],
        movements: [
          {
            productId: "a",
            type: "ajuste manual",
            quantityChange: -2,
            stockBefore: 5,
            stockAfter: 3,
            notes: "Conteo físico X",
            relatedSaleId: null,
            reason: "conteo",
          },
        ],
      },
    });
  });

  it("refuses, naming them, when counted products' stock moved, vanished or had a movement", () => {
    const plan = planStockTake(
      [lineOf(5, 3, "a"), lineOf(2, 2, "b"), lineOf(4, 4, "c"), lineOf(1, 0, "d"), lineOf(6, null, "e")],
      [watch(4, "a"), watch(2, "b"), watch(4, "c"), watch(0, "e")],
      "",
      new Set(["c"]),
    );
    expect(plan).toEqual({
      ok: false,
      error: {
        code: "stock_moved",
        message: msg.stockTakeMoved(["Reloj a", "Reloj c", "Reloj d"]),
        products: ["Reloj a", "Reloj c", "Reloj d"],
      },
    });
  });

  it("without a set of moved products, only the figures decide", () => {
    expect(planStockTake([lineOf(1, 1)], [watch(1)], "")).toEqual({
      ok: true,
      effect: { products: [], movements: [] },
    });
  });
});

describe("inventory texts", () => {
  it("reads naturally in the singular and plural", () => {
    expect(msg.inventoryCount(1)).toBe("1 producto");
    expect(msg.inventoryCount(3)).toBe("3 productos");
    expect(msg.stockTakeDifferences(0)).toBe("Sin diferencias");
    expect(msg.stockTakeDifferences(1)).toBe("1 diferencia");
    expect(msg.stockTakeDifferences(2)).toBe("2 diferencias");
    expect(msg.stockTakeApplied(1)).toBe("Conteo aplicado: 1 ajuste registrado.");
    expect(msg.stockTakeApplied(2)).toBe("Conteo aplicado: 2 ajustes registrados.");
    expect(msg.lowStockBody("Casio", 0, 3)).toBe("Casio se agotó (umbral 3).");
    expect(msg.lowStockBody("Casio", 2, 3)).toBe("Quedan 2 unidades de Casio (umbral 3).");
  });

  it("fills every template", () => {
    expect(msg.thresholdHint(3)).toBe("Umbral: 3");
    expect(msg.stockPreview(5, 8)).toBe("Stock actual 5 → quedará en 8");
    expect(msg.stockAdded(2, "Casio")).toBe("Se agregaron 2 unidades a Casio.");
    expect(msg.stockAdjusted("Casio", 4)).toBe("Stock de Casio ajustado a 4.");
    expect(msg.stockOperationFailure("x")).toBe("Error al actualizar el stock: x");
    expect(msg.ledgerOf("Casio")).toBe("Movimientos de Casio");
    expect(msg.ledgerCurrentStock(4)).toBe("Stock actual: 4");
    expect(msg.stockTakeProgress(1, 2)).toBe("1 de 2 contados");
    expect(msg.stockTakeApplyConfirm(2)).toContain("2 ajustes manuales");
    expect(msg.stockTakeApplyConfirm(1)).toContain("1 ajuste manual con");
    expect(msg.stockTakeOpenedBy("Ana", "hoy")).toBe("Iniciado por Ana el hoy");
    expect(msg.stockTakeNote("AB")).toBe("Conteo físico AB");
    expect(msg.lowStockTitle("Casio")).toBe("Stock bajo: Casio");
    expect(msg.stockTakeCountLabel("Casio")).toBe("Cantidad contada de Casio");
    expect(msg.stockTakeSelected(1)).toBe("1 producto elegido");
    expect(msg.stockTakeSelected(2)).toBe("2 productos elegidos");
  });
});
