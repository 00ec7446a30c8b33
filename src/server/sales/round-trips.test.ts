import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, saleViaApi } from "../../../tests/support/factory";
import { listed, namesOf, statementRecorder, tripsOf } from "../../../tests/support/statements";
import { startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";

/**
 * Register sale and register payment are the busiest writes at the counter; their time goes
 * to PostgreSQL round trips (bench/README.md, `npm run bench sales`). These pin how many
 * statements one request sends, so a new query on this path is a decision, not an accident,
 * and which of them go as prepared statements (db/prepared.ts). Counted at node-postgres's
 * Client.query, so this runs on PostgreSQL only.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("statements per request on PostgreSQL", () => {
  let t: TestApp;
  let admin: TestUser;
  const recorder = statementRecorder();
  const counted = recorder.record;

  beforeAll(async () => {
    t = await startTestApp("postgres");
    await addSettings(t.ctx.database.db, { defaultCommissionBasisPoints: 600 });
    admin = await t.account("admin");
    recorder.install();
  });
  afterAll(async () => {
    recorder.uninstall();
    await t.close();
  });

  it("a one-watch sale to a new customer and then an abono on it", async () => {
    const product = await addProduct(t.ctx.database.db, { quantity: 100 });
    // A first sale warms what is read once per process.
    expect((await saleViaApi(t, admin, [{ productId: product, quantity: 1 }])).status).toBe(200);

    const sale = await counted(() =>
      saleViaApi(t, admin, [{ productId: product, quantity: 1, price: 100_000 }]),
    );
    expect(sale.result.status).toBe(200);
    // The session and its user are kept from the first sale (auth/session-lookup.ts,
    // docs/decisions/0255), and so is the settings document (settings/service.ts,
    // docs/decisions/0260): no statement. Then, sent together (db/pipeline.ts,
    // docs/decisions/0254): begin and the products locked; then together again: the stock and its movement
    // in one statement (inventory/stock-writer.ts), the new customer, the sale, its items and its
    // history in one (insert-sale.ts), the live events in one (db/before-commit.ts), commit.
    expect(sale.statements.length, listed(sale.statements)).toBe(6);
    expect(tripsOf(sale.statements), listed(sale.statements)).toBe(2);
    expect(namesOf(sale.statements)).toEqual(["products_lock:1"]);

    const payment = await counted(() =>
      t.request("POST", `/api/sales/${sale.result.json.id}/payments`, {
        as: admin,
        body: { amount: 40_000, date: "2025-06-01", type: "partial" },
      }),
    );
    expect(payment.result.status).toBe(200);
    expect(payment.result.json.sale.amountPaid).toBe(40_000);
    // The kept session and settings; together: begin, the sale row locked, and the sale read
    // with its items, payments, extra costs and refunds in one statement begun once the lock is
    // held; then together: the payment and the history entry written in CTEs of the sale's
    // UPDATE, which answers the payments and history (write-sale.ts), the live event, commit. No
    // product is locked (Pendiente → Abonado moves no unit).
    expect(payment.statements.length, listed(payment.statements)).toBe(6);
    expect(tripsOf(payment.statements), listed(payment.statements)).toBe(2);
    expect(namesOf(payment.statements)).toEqual(["sale_lock", "sale_read:items,payments,extraCosts,refunds"]);
  });

  it("an abono whose receipt is queued in the outbox (the customer has an email)", async () => {
    const product = await addProduct(t.ctx.database.db, { quantity: 100 });
    const sale = await saleViaApi(t, admin, [{ productId: product, quantity: 1, price: 100_000 }], {
      customer: { kind: "new", name: "Cliente Correo", phone: "9999-1234", email: "cliente@prueba.hn" },
    });
    expect(sale.status).toBe(200);
    const payment = await counted(() =>
      t.request("POST", `/api/sales/${sale.json.id}/payments`, {
        as: admin,
        body: { amount: 40_000, date: "2025-06-01", type: "partial" },
      }),
    );
    expect(payment.result.status).toBe(200);
    // The six of a plain abono (the kept settings give the receipt switch and the mail brand),
    // plus the outbox row, which goes with the commit: still two round trips.
    expect(payment.statements.length, listed(payment.statements)).toBe(7);
    expect(tripsOf(payment.statements), listed(payment.statements)).toBe(2);
  });
});
