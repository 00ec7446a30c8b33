import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { isStoreEan13, storeEan13 } from "../../domain/products/product-codes";
import { products } from "./schema";

/** The maker's reference and the barcode: canonical forms, uniqueness, the store's EAN-13, search and scan lookup. */

const watch = {
  name: "Seiko Prospex Turtle",
  description: "",
  brand: "Seiko",
  model: "Prospex",
  specs: {},
  salePrice: 1_200_000,
  promoPrice: null,
  originalPublicPrice: null,
  wholesalePrice: null,
  unitCost: null,
  lowStockThreshold: null,
  isPublic: true,
  initialStock: 3,
};

describe.each(DB_KINDS)("product reference and barcode on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  let turtle: string;
  const count = async () => (await t.ctx.database.db.select({ id: products.id }).from(products)).length;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.account("admin");
    seller = await t.account("seller");
    const res = await t.request("POST", "/api/products", {
      as: admin,
      body: { ...watch, reference: "  srpd55   k1 ", barcode: " 036000291452 " },
    });
    expect(res.status).toBe(200);
    turtle = res.json.id;
  });
  afterAll(() => t.close());

  it("stores the canonical forms: upper-case reference, a UPC-A as its 0-prefixed EAN-13", async () => {
    const res = await t.request("GET", `/api/products/${turtle}`, { as: seller });
    expect(res.json).toMatchObject({ reference: "SRPD55 K1", barcode: "0036000291452", model: "Prospex" });
  });

  it("refuses a reference or a barcode another product has, on its field, and writes nothing", async () => {
    const before = await count();
    const sameRef = await t.request("POST", "/api/products", {
      as: admin,
      body: { ...watch, name: "Otro", reference: "SRPD55 k1" },
    });
    expect(sameRef.status).toBe(409);
    expect(sameRef.json.error).toMatchObject({ field: "reference", message: msg.referenceTaken });
    // The EAN-13 spelling of the UPC-A already stored is the same code.
    const sameCode = await t.request("POST", "/api/products", {
      as: admin,
      body: { ...watch, name: "Otro", barcode: "0036000291452" },
    });
    expect(sameCode.status).toBe(409);
    expect(sameCode.json.error).toMatchObject({ field: "barcode", message: msg.barcodeTaken });
    expect(await count()).toBe(before);
  });

  it("refuses a wrong check digit in Spanish on the barcode field", async () => {
    const res = await t.request("POST", "/api/products", {
      as: admin,
      body: { ...watch, name: "Otro", barcode: "4006381333932" },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain(msg.barcodeCheckDigitInvalid);
  });

  it("lets a product keep its own codes when edited, and refuses taking another's", async () => {
    const { initialStock: _, ...edit } = watch;
    const keep = await t.request("PUT", `/api/products/${turtle}`, {
      as: admin,
      body: { ...edit, reference: "SRPD55  k1 ", barcode: "036000291452" },
    });
    expect(keep.status).toBe(200);
    const other = await addProduct(t.ctx.database.db, { name: "Casio F-91W", reference: "F-91W-1" });
    const take = await t.request("PUT", `/api/products/${other}`, {
      as: admin,
      body: { ...edit, name: "Casio F-91W", reference: "srpd55 k1" },
    });
    expect(take.status).toBe(409);
    expect(take.json.error.field).toBe("reference");
  });

  it("the database itself refuses a second product with the same code", async () => {
    const db = t.ctx.database.db;
    await expect(
      addProduct(db, { barcode: "4006381333931" }).then(() => addProduct(db, { barcode: "4006381333931" })),
    ).rejects.toThrow();
    await expect(
      addProduct(db, { reference: "DUP-1" }).then(() => addProduct(db, { reference: "DUP-1" })),
    ).rejects.toThrow();
    // Many products without a code are fine (NULLs are not equal).
    await addProduct(db);
    await addProduct(db);
  });

  it("gives a product without a barcode the store's next own EAN-13, skipping a hand-typed one", async () => {
    const db = t.ctx.database.db;
    const a = await addProduct(db, { name: "Sin código A" });
    const first = await t.request("POST", `/api/products/${a}/store-barcode`, { as: admin });
    expect(first.status).toBe(200);
    expect(isStoreEan13(first.json.barcode)).toBe(true);
    const n = Number(first.json.barcode.slice(1, 12));
    // Someone typed the next number into another product by hand.
    await addProduct(db, { name: "A mano", barcode: storeEan13(n + 1) });
    const b = await addProduct(db, { name: "Sin código B" });
    const second = await t.request("POST", `/api/products/${b}/store-barcode`, { as: admin });
    expect(second.json.barcode).toBe(storeEan13(n + 2));
    const again = await t.request("POST", `/api/products/${a}/store-barcode`, { as: admin });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(msg.storeBarcodeAlreadySet);
    const bySeller = await t.request("POST", `/api/products/${b}/store-barcode`, { as: seller });
    expect(bySeller.status).toBe(403);
  });

  it("finds the product by part of its reference or its whole barcode in Registrar Venta and Inventario", async () => {
    const pos = (q: string) =>
      t.request("GET", `/api/sales/pos-products?q=${encodeURIComponent(q)}`, { as: seller });
    expect((await pos("srpd55")).json.map((p: { id: string }) => p.id)).toEqual([turtle]);
    expect((await pos("036000291452")).json[0]).toMatchObject({ id: turtle, reference: "SRPD55 K1" });
    const inventory = (q: string) =>
      t.request("GET", `/api/inventory?q=${encodeURIComponent(q)}`, { as: seller });
    expect((await inventory("55 k1")).json.items.map((p: { id: string }) => p.id)).toEqual([turtle]);
    expect((await inventory("0036000291452")).json.items.map((p: { id: string }) => p.id)).toEqual([turtle]);
  });

  it("the storefront finds a watch by its reference but not by its barcode", async () => {
    const byRef = await t.request("GET", "/api/catalog?q=srpd55");
    expect(byRef.json.items.map((p: { id: string }) => p.id)).toEqual([turtle]);
    const byCode = await t.request("GET", "/api/catalog?q=036000291452");
    expect(byCode.json.items).toEqual([]);
  });

  it("a scanned code finds its product by whole barcode or reference; an unknown one says so", async () => {
    const scan = (code: string) =>
      t.request("GET", `/api/sales/pos-products/by-code?code=${encodeURIComponent(code)}`, { as: seller });
    expect((await scan("036000291452")).json.id).toBe(turtle);
    expect((await scan("0036000291452")).json.id).toBe(turtle);
    expect((await scan("srpd55 k1")).json.id).toBe(turtle);
    const partial = await scan("SRPD55");
    expect(partial.status).toBe(404);
    const unknown = await scan("7501234567893");
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe(msg.scanCodeNotFound("7501234567893"));
    expect(unknown.json.error.message).toBe("Código no encontrado: 7501234567893");
  });

  it("Conteo físico counts one more unit per scan, and refuses an unknown code or a product outside the count", async () => {
    const db = t.ctx.database.db;
    const outside = await addProduct(db, { name: "Fuera del conteo", reference: "OUT-1" });
    const start = await t.request("POST", "/api/inventory/stock-take", {
      as: admin,
      body: { productIds: [turtle] },
    });
    expect(start.status).toBe(200);
    const takeId = start.json.id;
    const scan = (code: string) =>
      t.request("POST", `/api/inventory/stock-take/${takeId}/scan`, { as: admin, body: { code } });
    const answers = await Promise.all([scan("036000291452"), scan("036000291452"), scan("SRPD55 K1")]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const take = await t.request("GET", "/api/inventory/stock-take", { as: admin });
    expect(take.json.stockTake.lines[0]).toMatchObject({ productId: turtle, countedQuantity: 3 });
    const unknown = await scan("nada-123");
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe(msg.scanCodeNotFound("nada-123"));
    const notCounted = await scan("out-1");
    expect(notCounted.status).toBe(404);
    expect(notCounted.json.error.message).toBe(msg.scanNotInStockTake("Fuera del conteo"));
    expect(outside).toBeTruthy();
    await t.request("POST", `/api/inventory/stock-take/${takeId}/discard`, { as: admin });
  });
});
