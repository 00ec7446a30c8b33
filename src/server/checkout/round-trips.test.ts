import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCity, addProduct, checkoutBody } from "../../../tests/support/factory";
import { listed, namesOf, statementRecorder, tripsOf } from "../../../tests/support/statements";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { payOnSandbox } from "../../../tests/support/test-payments";

/**
 * A card checkout end to end as a guest's phone makes it (`npm run bench checkout`): quote, place
 * the order, pay on the sandbox page (its callback turns the order into a sale), read the result.
 * These pin the statements each step sends and which go prepared (db/prepared.ts), as the sale
 * path's own test does. PostgreSQL only.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("statements per checkout step on PostgreSQL", () => {
  let t: TestApp;
  const recorder = statementRecorder();

  beforeAll(async () => {
    t = await startTestApp("postgres");
    recorder.install();
  });
  afterAll(async () => {
    recorder.uninstall();
    await t.close();
  });

  it("quote, order, payment and result", async () => {
    const db = t.ctx.database.db;
    const city = await addCity(db);
    const product = await addProduct(db, { quantity: 100 });
    const items = [{ productId: product, quantity: 1 }];
    const checkout = async (email: string) => {
      const quote = await recorder.record(() =>
        t.request("POST", "/api/checkout/quote", { body: { items, cityId: city } }),
      );
      expect(quote.result.status).toBe(200);
      const placed = await recorder.record(() =>
        t.request("POST", "/api/checkout", {
          body: checkoutBody(city, items, { contact: { name: "Ana Martínez", email, phone: "9988-7766" } }),
        }),
      );
      expect(placed.result.status).toBe(200);
      const { orderId, redirectUrl } = placed.result.json;
      const paid = await recorder.record(() => payOnSandbox(t, redirectUrl));
      expect(paid.result.status).toBe(200);
      const owner = String(placed.result.headers["set-cookie"]).split(";")[0]!;
      const shown = await recorder.record(() =>
        t.request("GET", `/api/orders/${orderId}/result`, { as: owner }),
      );
      expect(shown.result.json.state).toBe("paid");
      return { quote, placed, paid, shown };
    };
    // The first checkout warms what is read once per process.
    await checkout("ana1@correo.hn");
    const { quote, placed, paid, shown } = await checkout("ana2@correo.hn");

    // The products with their thumbnails in one statement; the city.
    expect(quote.statements.length, listed(quote.statements)).toBe(2);
    expect(namesOf(quote.statements)).toEqual(["cart_products:1"]);
    // The settings document is kept until its live event (docs/decisions/0260): never read here.
    expect(placed.statements.length, listed(placed.statements)).toBe(8);
    expect(paid.statements.length, listed(paid.statements)).toBe(11);
    expect(namesOf(paid.statements)).toEqual(expect.arrayContaining(["card_order_lock", "products_lock:1"]));
    expect(shown.statements.length, listed(shown.statements)).toBe(2);
    // Round trips (docs/decisions/0254): statements sent without waiting share one. The order: the
    // request limit; begin with the products' lock and the city; the stock, the card
    // order and the live events with the commit. The payment: the limit; begin with
    // the gateway's event and the order's lock; the products' lock (its ids are the order's); the
    // stock, the sale, the order marked paid, the confirmation email and the events with the commit.
    expect(
      [quote, placed, paid, shown].map((step) => tripsOf(step.statements)),
      [placed, paid].map((step) => listed(step.statements)).join("\n\n"),
    ).toEqual([2, 3, 4, 2]);
  });
});
