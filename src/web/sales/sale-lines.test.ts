import { describe, expect, it } from "vitest";
import type { PosProduct } from "../../contracts/sales/orders-admin";
import {
  addFound,
  hasSerial,
  type Line,
  saleItems,
  withOneMore,
  withoutSerial,
  withSerial,
} from "./sale-lines";

const product = (over: Partial<PosProduct> = {}): PosProduct => ({
  id: "p1",
  name: "Vértice Ejecutivo 40mm",
  brand: "Vértice",
  reference: null,
  barcode: null,
  quantity: 5,
  inProgressStock: 0,
  salePrice: 250_000,
  promoPrice: null,
  wholesalePrice: 200_000,
  isPublic: true,
  serialized: false,
  serial: null,
  ...over,
});
const watch = product({ id: "w1", name: "Cronógrafo Azul", serialized: true, salePrice: 500_000 });

/** Unwraps a change the test expects to succeed. */
function linesOf(change: ReturnType<typeof withSerial>): Line[] {
  if (!change.ok) throw new Error(change.message);
  return change.lines;
}

describe("a line of a product kept by serial number", () => {
  it("starts with the watch named, one unit, at the buyer's price", () => {
    const lines = linesOf(withSerial([], watch, "sn-001", false));
    expect(lines).toEqual([{ product: watch, quantity: 1, price: "5000.00", serials: ["SN-001"] }]);
    const wholesale = linesOf(withSerial([], watch, "SN-001", true));
    expect(wholesale[0]!.price).toBe("2000.00");
  });

  it("takes one more serial on the product's own line: its quantity is the number of serials", () => {
    let lines = linesOf(withSerial([], watch, "SN-001", false));
    lines = withOneMore(lines, product(), false);
    lines = linesOf(withSerial(lines, watch, " sn 002 ", false));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ serials: ["SN-001", "SN002"], quantity: 2 });
    expect(lines[1]).toMatchObject({ product: { id: "p1" }, quantity: 1 });
    expect(lines[1]!.serials).toBeUndefined();
  });

  it("keeps the price staff typed when another watch joins the line", () => {
    const first = linesOf(withSerial([], watch, "SN-001", false));
    const typed = first.map((l) => ({ ...l, price: "4500", edited: true }));
    const lines = linesOf(withSerial(typed, watch, "SN-002", false));
    expect(lines[0]).toMatchObject({ price: "4500", edited: true, quantity: 2 });
  });

  it("refuses the same watch twice, however it was typed, and an empty serial", () => {
    const lines = linesOf(withSerial([], watch, "SN-001", false));
    expect(withSerial(lines, watch, "sn-001", false)).toEqual({
      ok: false,
      message: "El reloj SN-001 ya está en esta venta.",
    });
    // Even named as another product's watch: one watch is one line.
    expect(withSerial(lines, product({ id: "w2", serialized: true }), " sn-001", false).ok).toBe(false);
    expect(withSerial(lines, watch, "   ", false)).toEqual({
      ok: false,
      message: "Escriba o escanee el número de serie.",
    });
    expect(hasSerial(lines, " sn-001")).toBe(true);
    expect(hasSerial(lines, "SN-002")).toBe(false);
  });

  it("sells one less when a watch is taken off, and the line goes with its last watch", () => {
    let lines = linesOf(withSerial([], watch, "SN-001", false));
    lines = linesOf(withSerial(lines, watch, "SN-002", false));
    lines = withOneMore(lines, product(), false);
    lines = withoutSerial(lines, "w1", "SN-001");
    expect(lines[0]).toMatchObject({ serials: ["SN-002"], quantity: 1 });
    // A serial of another product, or one not in the sale, changes nothing.
    expect(withoutSerial(lines, "p1", "SN-002")).toEqual(lines);
    expect(withoutSerial(lines, "w1", "SN-404")).toEqual(lines);
    lines = withoutSerial(lines, "w1", "SN-002");
    expect(lines.map((l) => l.product.id)).toEqual(["p1"]);
  });
});

describe("what a product found by a scan, a code or a pick does", () => {
  it("adds a unit of a product without serials", () => {
    const once = addFound([], product(), false);
    const twice = once.ok ? addFound(once.lines, product(), false) : once;
    expect(twice).toMatchObject({ ok: true, lines: [{ quantity: 2 }] });
  });

  it("adds the watch a serial named, and refuses it twice", () => {
    const found = { ...watch, serial: "SN-001" };
    const added = addFound([], found, false);
    expect(added).toMatchObject({ ok: true, lines: [{ serials: ["SN-001"], quantity: 1 }] });
    expect(added.ok && addFound(added.lines, found, false)).toMatchObject({ ok: false });
  });

  it("asks which watch when a product kept by serial was found by its barcode or name", () => {
    expect(addFound([], watch, false)).toEqual({ ok: false, choose: watch });
  });
});

describe("the request's items", () => {
  it("send each line's serials for a product kept by serial, none for the others", () => {
    let lines = linesOf(withSerial([], watch, "SN-001", false));
    lines = linesOf(withSerial(lines, watch, "SN-002", false));
    lines = withOneMore(lines, product(), false);
    expect(saleItems(lines)).toEqual([
      { productId: "w1", quantity: 2, price: 500_000, serials: ["SN-001", "SN-002"] },
      { productId: "p1", quantity: 1, price: 250_000 },
    ]);
  });

  it("pass a price that is not an amount on as NaN, for the form to refuse", () => {
    const [line] = withOneMore([], product(), false);
    expect(saleItems([{ ...line!, price: "abc" }])[0]!.price).toBeNaN();
  });
});
