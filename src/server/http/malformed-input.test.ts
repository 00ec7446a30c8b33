import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCity, addProduct, addSettings, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { products } from "../products/schema";

/**
 * Malformed requests answer 400 with a Spanish message and change nothing; none reaches the
 * database as a value it cannot hold (int4 money, NUL in text, impossible timestamps) → no 500.
 */
describe.each(DB_KINDS)("malformed input never becomes a 500 on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  const BIG = 3_000_000_000; // above PostgreSQL's integer
  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(t.ctx.database.db, { defaultCommissionBasisPoints: 500 });
    admin = await t.account("admin");
  });
  afterAll(() => t.close());

  const refused = (res: { status: number; json: { error?: { message?: string } } }, label: string) => {
    expect(res.status, `${label}: ${JSON.stringify(res.json)}`).toBe(400);
    expect(res.json.error?.message, label).toMatch(/[a-záéíóúñ]/i);
  };

  it("storefront: huge price filters and NUL bytes (visitors)", async () => {
    refused(await t.request("GET", `/api/catalog?minPrice=${BIG}`), "minPrice");
    refused(await t.request("GET", "/api/catalog?maxPrice=99999999999999"), "maxPrice");
    refused(await t.request("GET", "/api/catalog/%00abc"), "NUL in product id");
    refused(await t.request("GET", "/api/catalog?q=%00"), "NUL in search");
    const city = await addCity(t.ctx.database.db);
    const p = await addProduct(t.ctx.database.db, {
      brand: "Casio",
      description: "",
      quantity: 5,
      salePrice: 50_000,
    });
    refused(
      await t.request("POST", "/api/checkout", {
        body: {
          items: [{ productId: p, quantity: 1 }],
          contact: { name: "Ana\u0000", email: "ana@prueba.hn", phone: "99998888" },
          shipping: { cityId: city, department: "FM", municipality: "DC", address: "Col. Palmira" },
          paymentMethod: "transfer",
        },
      }),
      "NUL in checkout name",
    );
  });

  it("order dialog: impossible dates and amounts that overflow the stored total", async () => {
    const p = await addProduct(t.ctx.database.db, {
      brand: "Casio",
      description: "",
      quantity: 5,
      salePrice: 50_000,
    });
    const created = await saleViaApi(t, admin, [{ productId: p, quantity: 2 }]);
    const id = created.json.id as string;
    const url = `/api/sales/${id}`;
    refused(
      await t.request("POST", `${url}/payments`, {
        as: admin,
        body: { amount: 5_000, date: "no es fecha", type: "partial" },
      }),
      "payment date",
    );
    await t.request("POST", `${url}/payments`, {
      as: admin,
      body: { amount: 5_000, date: "2025-06-10", type: "partial" },
    });
    const sale = (await t.request("GET", url, { as: admin })).json;
    const paymentId = sale.payments[0].paymentId as string;
    refused(
      await t.request("PUT", `${url}/payments/${paymentId}`, {
        as: admin,
        body: { amount: 5_000, date: "x" },
      }),
      "edit payment date",
    );
    refused(
      await t.request("PATCH", url, { as: admin, body: { shippedAt: "0000-01-01T00:00:00Z" } }),
      "year 0",
    );
    refused(
      await t.request("POST", `${url}/extra-costs`, {
        as: admin,
        body: { description: "Flete", amount: BIG },
      }),
      "extra cost above int4",
    );
    // Each cost fits, their sum would not.
    for (let i = 0; i < 3; i++) {
      const res = await t.request("POST", `${url}/extra-costs`, {
        as: admin,
        body: { description: `Flete ${i}`, amount: 1_000_000_000 },
      });
      if (i < 2) expect(res.status, `cost ${i}`).toBe(200);
      else refused(res, "total above int4");
    }
    const after = (await t.request("GET", url, { as: admin })).json;
    expect(after.extraCosts).toHaveLength(2);
    expect(after.payments).toHaveLength(1);
    expect(after.shippedAt).toBeNull();
  });

  it("registrar venta: impossible dates and totals are refused, nothing is written", async () => {
    const p = await addProduct(t.ctx.database.db, {
      brand: "Casio",
      description: "",
      quantity: 20_000,
      salePrice: 50_000,
    });
    const before = (await t.request("GET", "/api/sales", { as: admin })).json.count;
    refused(
      await saleViaApi(t, admin, [{ productId: p, quantity: 1 }], {
        firstPayment: { amount: 100, date: "basura", type: "partial" },
      }),
      "first payment date",
    );
    refused(
      await saleViaApi(t, admin, [{ productId: p, quantity: 1 }], { saleDate: "0000-01-01T00:00:00Z" }),
      "sale date year 0",
    );
    refused(
      await saleViaApi(t, admin, [{ productId: p, quantity: 1 }], {
        extraDiscount: { amount: BIG, reason: "x" },
      }),
      "extra discount above int4",
    );
    refused(
      await saleViaApi(t, admin, [{ productId: p, quantity: 10_000, price: 100_000_000 }]),
      "subtotal above int4",
    );
    expect((await t.request("GET", "/api/sales", { as: admin })).json.count).toBe(before);
    const [row] = await t.ctx.database.db.select().from(products).where(eq(products.id, p));
    expect(row?.quantity).toBe(20_000);
  });

  it("bodies that are not storable or not JSON: deep nesting, lone surrogates, broken JSON", async () => {
    const post = (url: string, payload: string) =>
      t.app.inject({
        method: "POST",
        url,
        headers: {
          host: "localhost:3000",
          origin: "http://localhost:3000",
          cookie: admin.cookie,
          "content-type": "application/json",
        },
        payload,
      });
    const nested = `${"[".repeat(100)}${"]".repeat(100)}`;
    for (const url of ["/api/sales", "/api/checkout", "/api/checkout/quote"]) {
      const deep = await post(url, `{"items":${nested}}`);
      expect(deep.statusCode, url).toBe(400);
      expect(deep.json().error.message, url).toBe(msg.bodyTooDeep);
      const broken = await post(url, '{"items": [');
      expect(broken.statusCode, url).toBe(400);
      expect(broken.json().error.message, url).toBe(msg.bodyMalformed);
      const surrogate = await post(url, '{"items":[],"note":"\\udc00"}');
      expect(surrogate.statusCode, url).toBe(400);
      expect(surrogate.json().error.message, url).toBe(msg.textInvalid);
    }
  });
});
