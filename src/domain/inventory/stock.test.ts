import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SALE_STATUSES } from "../sales/sale";
import { frozen } from "../sales/test-fixtures";
import {
  adjustStock,
  increaseStock,
  OPEN_SALE_STATUSES,
  type ProductStock,
  reserveStock,
  statusChangeMovesStock,
  stockBucket,
  stockForStatusChange,
} from "./stock";

const watch = (quantity = 10, inProgressStock = 0, totalSold = 0): ProductStock => ({
  productId: "p1",
  quantity,
  inProgressStock,
  totalSold,
});
const line = (quantity: number, productId = "p1") => ({ productId, productName: "Casio Vintage", quantity });
const SALE = "abcdef123456";

describe("creating a sale reserves its units (docs/product/states.md)", () => {
  it("moves each item's quantity from quantity to inProgressStock with a 'venta-progreso' movement", () => {
    const result = reserveStock([line(3)], frozen([watch(10)]), { saleId: SALE, notes: "Venta ABCDEF" });
    expect(result).toEqual({
      ok: true,
      value: {
        products: [{ productId: "p1", quantity: 7, inProgressStock: 3, totalSold: 0 }],
        movements: [
          {
            productId: "p1",
            type: "venta-progreso",
            quantityChange: -3,
            stockBefore: 10,
            stockAfter: 7,
            notes: "Venta ABCDEF",
            relatedSaleId: SALE,
          },
        ],
      },
    });
  });
  it("counts two lines of the same product together against the stock", () => {
    const result = reserveStock([line(3), line(3)], [watch(5)], { saleId: SALE, notes: "" });
    expect(result).toEqual({
      ok: false,
      error: {
        code: "insufficient_stock",
        message: 'Stock insuficiente para "Casio Vintage". Disponibles: 2.',
      },
    });
  });
  it("requires every product to exist", () => {
    const result = reserveStock([line(1, "gone")], [watch()], { saleId: SALE, notes: "" });
    expect(result).toEqual({
      ok: false,
      error: { code: "product_unavailable", message: 'El producto "Casio Vintage" ya no existe.' },
    });
  });
});

describe("stock effects of status changes (docs/product/states.md, decision 0004)", () => {
  it("puts a sale's units in inProgressStock while open, totalSold when Completado, quantity when Cancelado", () => {
    expect(SALE_STATUSES.map(stockBucket)).toEqual([
      "inProgressStock",
      "inProgressStock",
      "inProgressStock",
      "totalSold",
      "quantity",
    ]);
  });
  it("calls open the statuses whose units stay reserved", () => {
    expect(OPEN_SALE_STATUSES).toEqual(["Pendiente", "Abonado", "Enviado"]);
  });
  it("changes nothing between open statuses", () => {
    expect(stockForStatusChange([line(2)], "Pendiente", "Enviado", [watch(5, 2)], SALE)).toEqual({
      ok: true,
      value: { products: [], movements: [] },
    });
  });
  it("→ Completado lowers inProgressStock and raises totalSold, without a movement", () => {
    const result = stockForStatusChange([line(2)], "Abonado", "Completado", frozen([watch(5, 2)]), SALE);
    expect(result).toEqual({
      ok: true,
      value: {
        products: [{ productId: "p1", quantity: 5, inProgressStock: 0, totalSold: 2 }],
        movements: [],
      },
    });
  });
  it("→ Completado never takes inProgressStock below 0 nor invents sold units", () => {
    const result = stockForStatusChange([line(3)], "Pendiente", "Completado", [watch(5, 1)], SALE);
    expect(result.ok && result.value.products).toEqual([
      { productId: "p1", quantity: 5, inProgressStock: 0, totalSold: 1 },
    ]);
    const none = stockForStatusChange([line(3)], "Pendiente", "Completado", [watch(5, 0)], SALE);
    expect(none.ok && none.value).toEqual({ products: [], movements: [] });
  });
  it("→ Cancelado lowers inProgressStock and returns the units to stock with a movement", () => {
    const result = stockForStatusChange([line(2)], "Enviado", "Cancelado", [watch(5, 2)], SALE);
    expect(result.ok && result.value).toEqual({
      products: [{ productId: "p1", quantity: 7, inProgressStock: 0, totalSold: 0 }],
      movements: [
        {
          productId: "p1",
          type: "cancelación",
          quantityChange: 2,
          stockBefore: 5,
          stockAfter: 7,
          notes: "Venta ABCDEF: Enviado → Cancelado",
          relatedSaleId: SALE,
        },
      ],
    });
  });
  it("Completado → Cancelado takes the units back from totalSold (a return)", () => {
    const result = stockForStatusChange([line(2)], "Completado", "Cancelado", [watch(5, 0, 2)], SALE);
    expect(result.ok && result.value.products).toEqual([
      { productId: "p1", quantity: 7, inProgressStock: 0, totalSold: 0 },
    ]);
  });
  it("Completado → Abonado puts the units back in progress", () => {
    const result = stockForStatusChange([line(2)], "Completado", "Abonado", [watch(5, 0, 2)], SALE);
    expect(result.ok && result.value.products).toEqual([
      { productId: "p1", quantity: 5, inProgressStock: 2, totalSold: 0 },
    ]);
  });
  it("reactivating a Cancelado sale reserves its units again, and needs them in stock", () => {
    const result = stockForStatusChange([line(2)], "Cancelado", "Pendiente", [watch(5)], SALE);
    expect(result.ok && result.value.products).toEqual([
      { productId: "p1", quantity: 3, inProgressStock: 2, totalSold: 0 },
    ]);
    expect(result.ok && result.value.movements[0]?.quantityChange).toBe(-2);
    const sold = stockForStatusChange([line(2)], "Cancelado", "Completado", [watch(2)], SALE);
    expect(sold.ok && sold.value.products).toEqual([
      { productId: "p1", quantity: 0, inProgressStock: 0, totalSold: 2 },
    ]);
    expect(stockForStatusChange([line(2)], "Cancelado", "Abonado", [watch(1)], SALE)).toEqual({
      ok: false,
      error: {
        code: "insufficient_stock",
        message: 'Stock insuficiente para "Casio Vintage". Disponibles: 1.',
      },
    });
  });
  it("skips products deleted since the sale", () => {
    const result = stockForStatusChange([line(2, "gone")], "Pendiente", "Cancelado", [watch()], SALE);
    expect(result.ok && result.value).toEqual({ products: [], movements: [] });
  });
  it("conserves quantity + inProgressStock + totalSold and keeps both stock figures ≥ 0 for any status sequence", () => {
    const status = fc.constantFrom(...SALE_STATUSES);
    const sale = fc.record({ p1: fc.integer({ min: 1, max: 5 }), p2: fc.integer({ min: 1, max: 5 }) });
    fc.assert(
      fc.property(
        fc.array(sale, { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(2), status)),
        (sales, moves) => {
          let products: ProductStock[] = [
            { productId: "p1", quantity: 8, inProgressStock: 0, totalSold: 0 },
            { productId: "p2", quantity: 8, inProgressStock: 0, totalSold: 0 },
          ];
          const merge = (changed: ProductStock[]) => {
            products = products.map((p) => changed.find((c) => c.productId === p.productId) ?? p);
          };
          const open = sales.flatMap((s, i) => {
            const lines = [line(s.p1, "p1"), line(s.p2, "p2")];
            const created = reserveStock(lines, products, { saleId: `sale-${i}`, notes: "" });
            if (!created.ok) return [];
            merge(created.value.products);
            return [{ lines, status: "Pendiente" as (typeof SALE_STATUSES)[number], id: `sale-${i}` }];
          });
          for (const [which, to] of moves) {
            const s = open[which % Math.max(1, open.length)];
            if (!s) continue;
            const changed = stockForStatusChange(s.lines, s.status, to, products, s.id);
            if (!changed.ok) continue;
            merge(changed.value.products);
            s.status = to;
            for (const p of products) {
              expect(p.quantity + p.inProgressStock + p.totalSold).toBe(8);
              expect(p.quantity).toBeGreaterThanOrEqual(0);
              expect(p.inProgressStock).toBeGreaterThanOrEqual(0);
              expect(p.totalSold).toBeGreaterThanOrEqual(0);
            }
          }
          // Every open sale's units are exactly where its status says.
          for (const id of ["p1", "p2"] as const) {
            const p = products.find((x) => x.productId === id) as ProductStock;
            const held = (bucket: string) =>
              open
                .filter((s) => stockBucket(s.status) === bucket)
                .reduce((n, s) => n + (s.lines.find((l) => l.productId === id)?.quantity ?? 0), 0);
            expect(p.inProgressStock).toBe(held("inProgressStock"));
            expect(p.totalSold).toBe(held("totalSold"));
          }
        },
      ),
    );
  });
});

describe("stock increase (docs/product/validation.md)", () => {
  it("adds a positive integer and records an 'ingreso'", () => {
    const result = increaseStock(frozen(watch(4)), 6, "Pedido proveedor");
    expect(result).toEqual({
      ok: true,
      value: {
        product: { productId: "p1", quantity: 10, inProgressStock: 0, totalSold: 0 },
        movement: {
          productId: "p1",
          type: "ingreso",
          quantityChange: 6,
          stockBefore: 4,
          stockAfter: 10,
          notes: "Pedido proveedor",
          relatedSaleId: null,
        },
      },
    });
  });
  it("refuses zero, negative and fractional amounts with the exact message", () => {
    for (const amount of [0, -2, 1.5]) {
      const result = increaseStock(watch(), amount);
      expect(result.ok || result.error.message).toBe("La cantidad a agregar debe ser un número positivo.");
    }
  });
});

describe("manual stock adjustment (docs/product/validation.md)", () => {
  it("sets an absolute stock and records an 'ajuste manual' with before and after", () => {
    const result = adjustStock(watch(10), 7);
    expect(result.ok && result.value?.movement).toEqual({
      productId: "p1",
      type: "ajuste manual",
      quantityChange: -3,
      stockBefore: 10,
      stockAfter: 7,
      notes: "",
      relatedSaleId: null,
    });
  });
  it("does nothing when the stock is unchanged", () => {
    expect(adjustStock(watch(10), 10)).toEqual({ ok: true, value: null });
  });
  it("refuses negative or fractional stock", () => {
    for (const quantity of [-1, 2.5]) {
      const result = adjustStock(watch(), quantity);
      expect(result.ok || result.error.message).toBe(
        "El stock debe ser un número entero mayor o igual a cero.",
      );
    }
  });
});

describe("a status change that moves no unit needs no product read (the abono's skipped lock)", () => {
  it("statusChangeMovesStock says true exactly when stockForStatusChange moves something", () => {
    for (const from of SALE_STATUSES)
      for (const to of SALE_STATUSES) {
        const effect = stockForStatusChange([line(1)], from, to, [watch(5, 5, 5)], SALE);
        const moves = !effect.ok || effect.value.products.length > 0;
        expect(statusChangeMovesStock(from, to), `${from} → ${to}`).toBe(moves);
      }
  });
});
