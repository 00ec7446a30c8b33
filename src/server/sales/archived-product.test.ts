import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, saleViaApi, stockOf } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";

/** A deleted (archived) watch cannot be sold, even by a request that names it directly. */
describe.each(DB_KINDS)("selling a deleted watch on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.account("admin");
  });
  afterAll(() => t.close());

  it("Registrar Venta refuses it as missing and changes no stock", async () => {
    const id = await addProduct(t.ctx.database.db, { name: "Seiko Presage", quantity: 4, salePrice: 90_000 });
    const deleted = await t.request("DELETE", `/api/products/${id}`, { as: admin });
    expect(deleted.status).toBe(200);
    const res = await saleViaApi(t, admin, [{ productId: id, quantity: 1 }]);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.json.error.message).toBe(msg.productUnavailable("Seiko Presage"));
    expect(await stockOf(t.ctx.database.db, id)).toMatchObject({ quantity: 4, inProgressStock: 0 });
  });
});
