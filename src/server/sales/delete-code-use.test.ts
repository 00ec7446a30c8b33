import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { discountCodes } from "../discount-codes/schema";
import { products } from "../products/schema";

/** Deleting a sale gives its discount code's use back, as cancelling it does (decision 0047). */
describe.each(DB_KINDS)("a deleted sale's discount code on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.account("admin");
  });
  afterAll(() => t.close());

  const usesOf = async (code: string) =>
    (await t.ctx.database.db.select().from(discountCodes).where(eq(discountCodes.code, code)))[0]!.usageCount;

  async function saleWithCode(code: string): Promise<string> {
    const [product] = await t.ctx.database.db
      .insert(products)
      .values({ name: "Reloj de prueba", quantity: 5, salePrice: 100_000, isPublic: true })
      .returning({ id: products.id });
    const res = await t.request("POST", "/api/sales", {
      as: admin,
      body: {
        customer: { kind: "new", name: "Cliente Mostrador", phone: "9999-1234" },
        items: [{ productId: product!.id, quantity: 1 }],
        shipping: { mode: "pickup" },
        discountCode: code,
      },
    });
    expect(res.status).toBe(200);
    return res.json.id;
  }

  it("an open sale deleted gives the use back; a cancelled one (already given back) does not twice", async () => {
    await t.ctx.database.db.insert(discountCodes).values({ code: "TRES", percentage: 10, usageLimit: 3 });
    const open = await saleWithCode("TRES");
    expect(await usesOf("TRES")).toBe(1);
    const body = { reason: "Venta duplicada por error" };
    expect((await t.request("POST", `/api/sales/${open}/deletion`, { as: admin, body })).status).toBe(200);
    expect(await usesOf("TRES")).toBe(0);

    const cancelled = await saleWithCode("TRES");
    const sale = (await t.request("GET", `/api/sales/${cancelled}`, { as: admin })).json;
    const cancel = await t.request("PATCH", `/api/sales/${cancelled}`, {
      as: admin,
      body: { version: sale.version, status: "Cancelado" },
    });
    expect(cancel.status).toBe(200);
    expect(await usesOf("TRES")).toBe(0);
    expect((await t.request("POST", `/api/sales/${cancelled}/deletion`, { as: admin, body })).status).toBe(
      200,
    );
    expect(await usesOf("TRES")).toBe(0);
  });
});
