import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCity, addProduct, addSettings, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { picture, uploadVia } from "../../../tests/support/test-upload";
import { msg } from "../../domain/kernel/messages";
import { inventoryMovements } from "../inventory/schema";
import { products } from "./schema";

const watch = {
  name: "Orient Bambino",
  description: "Clásico de vestir.",
  brand: "Orient",
  model: "RA-AC0M02",
  specs: { movement: "Automático", caseSize: "40.5 mm", strap: " " },
  salePrice: 650_000,
  promoPrice: null,
  originalPublicPrice: 720_000,
  wholesalePrice: 480_000,
  unitCost: 350_000,
  lowStockThreshold: 2,
  isPublic: true,
};

describe.each(DB_KINDS)("product editor on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  let client: TestUser;
  let wholesaler: TestUser;
  let superadmin: TestUser;
  let cityId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(t.ctx.database.db, { defaultCommissionBasisPoints: 500 });
    cityId = await addCity(t.ctx.database.db);
    admin = await t.account("admin");
    seller = await t.account("seller");
    client = await t.account("client");
    wholesaler = await t.account("wholesaler");
    superadmin = await t.account("superadmin");
  });
  afterAll(() => t.close());

  it("creates a watch whose opening stock is an 'ingreso' movement", async () => {
    const res = await t.request("POST", "/api/products", { as: admin, body: { ...watch, initialStock: 7 } });
    expect(res.status).toBe(200);
    const db = t.ctx.database.db;
    const [row] = await db.select().from(products).where(eq(products.id, res.json.id));
    expect(row).toMatchObject({
      quantity: 7,
      wholesalePrice: 480_000,
      unitCost: 350_000,
      model: "RA-AC0M02",
    });
    expect(row!.specs).toEqual({ movement: "Automático", caseSize: "40.5 mm" });
    const moves = await db
      .select()
      .from(inventoryMovements)
      .where(eq(inventoryMovements.productId, res.json.id));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ type: "ingreso", quantityChange: 7, stockBefore: 0, stockAfter: 7 });
    expect(moves[0]!.userId).toBe(admin.id);
  });

  it("writes no movement without opening stock and refuses bad prices on their field", async () => {
    const res = await t.request("POST", "/api/products", { as: admin, body: { ...watch, initialStock: 0 } });
    expect(res.status).toBe(200);
    const moves = await t.ctx.database.db
      .select()
      .from(inventoryMovements)
      .where(eq(inventoryMovements.productId, res.json.id));
    expect(moves).toHaveLength(0);
    const bad = await t.request("POST", "/api/products", {
      as: admin,
      body: { ...watch, promoPrice: 700_000, initialStock: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ field: "promoPrice", message: msg.productPromoNotBelowSale });
    const noName = await t.request("POST", "/api/products", {
      as: admin,
      body: { ...watch, name: "  ", initialStock: 0 },
    });
    expect(noName.json.error).toMatchObject({ field: "name", message: msg.productNameRequired });
  });

  it("edits a product; the catalogue shows the new price; a seller may read but not write", async () => {
    const { json } = await t.request("POST", "/api/products", {
      as: admin,
      body: { ...watch, initialStock: 3 },
    });
    const edit = await t.request("PUT", `/api/products/${json.id}`, {
      as: admin,
      body: { ...watch, salePrice: 600_000 },
    });
    expect(edit.status).toBe(200);
    const page = await t.request("GET", `/api/catalog/${json.id}`);
    expect(page.json.salePrice).toBe(600_000);
    expect(page.json.specs).toEqual({ movement: "Automático", caseSize: "40.5 mm" });
    expect((await t.request("GET", `/api/products/${json.id}`, { as: seller })).status).toBe(200);
    expect((await t.request("PUT", `/api/products/${json.id}`, { as: seller, body: watch })).status).toBe(
      403,
    );
    expect((await t.request("DELETE", `/api/products/${json.id}`, { as: seller })).status).toBe(403);
  });

  it("unit cost never reaches a visitor, client or wholesaler; wholesale price only staff and wholesalers", async () => {
    const { json } = await t.request("POST", "/api/products", {
      as: admin,
      body: { ...watch, initialStock: 3 },
    });
    const quoteBody = { items: [{ productId: json.id, quantity: 1 }], cityId };
    for (const who of [null, client, wholesaler]) {
      const as = who ?? undefined;
      const answers = [
        await t.request("GET", "/api/catalog?pageSize=48", { as }),
        await t.request("GET", `/api/catalog/${json.id}`, { as }),
        await t.request("GET", `/api/products/${json.id}`, { as }),
        await t.request("POST", "/api/checkout/quote", { as, body: quoteBody }),
      ];
      for (const a of answers) {
        const text = JSON.stringify(a.json);
        expect(text).not.toContain("unitCost");
        expect(text).not.toContain("350000");
        if (who !== wholesaler) {
          expect(text).not.toContain("wholesalePrice");
          expect(text).not.toContain("480000");
        }
      }
      expect(answers[2]!.status).toBe(who ? 403 : 401);
    }
    const forWholesaler = await t.request("GET", `/api/catalog/${json.id}`, { as: wholesaler });
    expect(forWholesaler.json.wholesalePrice).toBe(480_000);
    const forStaff = await t.request("GET", `/api/products/${json.id}`, { as: seller });
    expect(forStaff.json).toMatchObject({ unitCost: 350_000, wholesalePrice: 480_000 });
  });

  it("a wholesaler is quoted and charged the wholesale price; a visitor the public price", async () => {
    const { json } = await t.request("POST", "/api/products", {
      as: admin,
      body: { ...watch, initialStock: 5 },
    });
    const items = [{ productId: json.id, quantity: 2 }];
    const visitor = await t.request("POST", "/api/checkout/quote", { body: { items, cityId } });
    expect(visitor.json.lines[0].price).toBe(650_000);
    const whole = await t.request("POST", "/api/checkout/quote", { as: wholesaler, body: { items, cityId } });
    expect(whole.json.lines[0]).toMatchObject({ price: 480_000, wholesalePrice: 480_000 });
    // The promotion discount is counted against the sale price.
    expect(whole.json.promoItemsDiscount).toBe(2 * (650_000 - 480_000));
  });

  it("Registrar Venta defaults a wholesaler customer's lines to the wholesale price", async () => {
    const { json } = await t.request("POST", "/api/products", {
      as: admin,
      body: { ...watch, initialStock: 5 },
    });
    const sale = await saleViaApi(t, seller, [{ productId: json.id, quantity: 1 }], {
      customer: { kind: "user", userId: wholesaler.id },
    });
    expect(sale.status).toBe(200);
    const read = await t.request("GET", `/api/sales/${sale.json.id}`, { as: admin });
    expect(read.json.items[0].price).toBe(480_000);
    const retail = await saleViaApi(t, seller, [{ productId: json.id, quantity: 1 }]);
    const readRetail = await t.request("GET", `/api/sales/${retail.json.id}`, { as: admin });
    expect(readRetail.json.items[0].price).toBe(650_000);
  });

  it("refuses to delete a product in an open sale; archives it otherwise and keeps past lines", async () => {
    const db = t.ctx.database.db;
    const held = await addProduct(db, { brand: "Casio", description: "", quantity: 5, salePrice: 50_000 });
    const sale = await saleViaApi(t, admin, [{ productId: held, quantity: 1 }]);
    expect(sale.status).toBe(200);
    const refused = await t.request("DELETE", `/api/products/${held}`, { as: admin });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(
      msg.productInOpenSale(`#${sale.json.id.slice(0, 6).toUpperCase()}`),
    );

    const free = await addProduct(db, { brand: "Casio", description: "", quantity: 5, salePrice: 50_000 });
    const done = await t.request("DELETE", `/api/products/${free}`, { as: superadmin });
    expect(done.status).toBe(200);
    expect((await t.request("GET", `/api/catalog/${free}`)).status).toBe(404);
    const list = await t.request("GET", "/api/catalog?pageSize=48", { as: admin });
    expect(list.json.items.map((i: { id: string }) => i.id)).not.toContain(free);
    expect((await t.request("PUT", `/api/products/${free}`, { as: admin, body: watch })).status).toBe(404);
    const again = await t.request("GET", `/api/sales/${sale.json.id}`, { as: admin });
    expect(again.json.items[0].productId).toBe(held);
  });

  it("uploads JPEG, PNG and WebP pictures, orders them, picks the main one and deletes one", async () => {
    const { json } = await t.request("POST", "/api/products", {
      as: admin,
      body: { ...watch, initialStock: 1 },
    });
    const a = await uploadVia(t, admin, json.id, await picture("png", "#111111"));
    expect(a.status).toBe(200);
    const b = await uploadVia(t, admin, json.id, await picture("jpeg", "#eeeeee"), "b.jpg", "image/jpeg");
    const c = await uploadVia(t, admin, json.id, await picture("webp"), "c.webp", "image/webp");
    expect(c.status).toBe(200);
    const ids = c.json.pictures.map((p: { id: string }) => p.id);
    expect(ids).toHaveLength(3);
    expect(b.json.pictures[1].srcSet).toContain(".webp 320w");

    const order = await t.request("PUT", `/api/products/${json.id}/pictures/order`, {
      as: admin,
      body: { ids: [ids[2], ids[0], ids[1]] },
    });
    expect(order.json.pictures.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[0], ids[1]]);
    const page = await t.request("GET", `/api/catalog/${json.id}`);
    expect(page.json.image.src).toBe(order.json.pictures[0].src);
    const media = await t.request("GET", order.json.pictures[0].src);
    expect(media.status).toBe(200);

    const wrong = await t.request("PUT", `/api/products/${json.id}/pictures/order`, {
      as: admin,
      body: { ids: [ids[0]] },
    });
    expect(wrong.status).toBe(400);

    const gone = await t.request("DELETE", `/api/products/${json.id}/pictures/${ids[2]}`, { as: admin });
    expect(gone.json.pictures.map((p: { id: string }) => p.id)).toEqual([ids[0], ids[1]]);
    expect(gone.json.pictures.map((p: { position: number }) => p.position)).toEqual([0, 1]);
    expect((await t.request("GET", order.json.pictures[0].src)).status).toBe(404);
  });

  it("refuses an upload that is not an image: a renamed text file, an SVG, an empty request", async () => {
    const { json } = await t.request("POST", "/api/products", {
      as: admin,
      body: { ...watch, initialStock: 0 },
    });
    const text = await uploadVia(
      t,
      admin,
      json.id,
      Buffer.from("hola, no soy una foto"),
      "foto.jpg",
      "image/jpeg",
    );
    expect(text.status).toBe(400);
    expect(text.json.error.message).toBe(msg.pictureNotImage);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100"/></svg>',
    );
    const svgRes = await uploadVia(t, admin, json.id, svg, "foto.png", "image/png");
    expect(svgRes.status).toBe(400);
    const real = await uploadVia(t, admin, json.id, await picture("png"), "x.png");
    expect(real.status).toBe(200);
    const asSeller = await uploadVia(t, seller, json.id, await picture());
    expect(asSeller.status).toBe(403);
    const anon = await uploadVia(t, null, json.id, await picture());
    expect(anon.status).toBe(401);
    const detail = await t.request("GET", `/api/products/${json.id}`, { as: admin });
    expect(detail.json.pictures).toHaveLength(1);
  });
});
