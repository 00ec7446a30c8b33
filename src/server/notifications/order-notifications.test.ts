import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCity, addProduct, addSettings, checkoutBody } from "../../../tests/support/factory";
import { eventually, listenOnPort, openStream } from "../../../tests/support/sse";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";

/**
 * The notifications that matter (decision 0087): each is written by the server in the
 * transaction of the change it announces, so a change that fails or is refused announces nothing,
 * and a notification that cannot be written takes its change down with it.
 */
describe.each(DB_KINDS)("notifications of what changed on %s", (kind) => {
  let t: TestApp;
  let port: number;
  let admin: TestUser;
  let boss: TestUser;
  let client: TestUser;
  let productId: string;
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    t = await startTestApp(kind);
    port = await listenOnPort(t.app);
    await addSettings(db(), { defaultCommissionBasisPoints: 500 });
    admin = await t.account("admin");
    boss = await t.account("superadmin");
    client = await t.account("client");
    productId = await addProduct(db(), { brand: "Casio", description: "", quantity: 50, salePrice: 100_000 });
  });
  afterAll(() => t.close());

  const notes = async (as: TestUser) =>
    (await t.request("GET", "/api/notifications?limit=50", { as })).json.items as Array<{
      title: string;
      body: string;
      link: string;
      type: string;
    }>;
  const saleForClient = async () => {
    const res = await t.request("POST", "/api/sales", {
      as: admin,
      body: {
        customer: { kind: "user", userId: client.id },
        items: [{ productId, quantity: 1 }],
        shipping: { mode: "pickup" },
      },
    });
    expect(res.status).toBe(200);
    return res.json as { id: string; orderNumber: string };
  };

  it("a purchase registered for a client, then a payment, a shipment with tracking and the delivery, each reach the client live", async () => {
    const stream = openStream(port, client.cookie);
    await stream.ready;
    const before = (await notes(client)).length;
    const sale = await saleForClient();
    const link = `/client/purchases/${sale.id}`;
    await eventually(() => stream.events.some((e) => e.topic === "notifications"));
    expect((await notes(client))[0]).toMatchObject({ title: "Compra registrada", link, type: "purchase" });

    const pay = await t.request("POST", `/api/sales/${sale.id}/payments`, {
      as: admin,
      body: { amount: 40_000, date: "2025-06-10", type: "partial" },
    });
    expect(pay.status).toBe(200);
    // Both written in the payment's transaction (same instant): compare them as a set.
    const [a, b] = await notes(client);
    expect([a, b].map((n) => n?.title).sort()).toEqual(["Pago registrado", "Su orden cambió de estado"]);
    expect([a, b].every((n) => n?.link === link)).toBe(true);
    expect([a, b].map((n) => n?.body).sort()).toEqual([
      `Registramos un pago de L.\u00a0400.00 en su orden #${sale.orderNumber}. Saldo pendiente: L.\u00a0600.00.`,
      `Su orden #${sale.orderNumber} ahora está: Abonado.`,
    ]);

    const ship = await t.request("PATCH", `/api/sales/${sale.id}`, {
      as: admin,
      body: { status: "Enviado", carrier: "Cargo Expreso", trackingNumber: "CE-123" },
    });
    expect(ship.status).toBe(200);
    expect((await notes(client))[0]).toMatchObject({
      title: "Su orden fue enviada",
      body: `Su orden #${sale.orderNumber} va en camino con Cargo Expreso. Número de guía: CE-123.`,
    });

    const deliver = await t.request("PATCH", `/api/sales/${sale.id}`, {
      as: admin,
      body: { isDelivered: true },
    });
    expect(deliver.status).toBe(200);
    expect((await notes(client))[0]).toMatchObject({ title: "Su orden fue entregada", link });
    expect((await notes(client)).length).toBe(before + 5);
    // The admin who made the changes hears nothing about the client's order.
    expect((await notes(admin)).some((n) => n.link === link)).toBe(false);
    stream.close();
  });

  it("a refused change (too large a payment, a stale screen) notifies nobody", async () => {
    const sale = await saleForClient();
    const count = (await notes(client)).length;
    const tooMuch = await t.request("POST", `/api/sales/${sale.id}/payments`, {
      as: admin,
      body: { amount: 999_999, date: "2025-06-10", type: "partial" },
    });
    expect(tooMuch.status).toBe(400);
    const stale = await t.request("POST", `/api/sales/${sale.id}/payments`, {
      as: admin,
      body: { amount: 1_000, date: "2025-06-10", type: "partial", version: 999 },
    });
    expect(stale.status).toBe(409);
    expect((await notes(client)).length).toBe(count);
  });

  it("a notification that cannot be written takes its change down with it (same transaction)", async () => {
    const sale = await saleForClient();
    const count = (await notes(client)).length;
    await db().execute(sql`create or replace function refuse_payment_note() returns trigger language plpgsql as $$
      begin if new.title = 'Pago registrado' then raise exception 'no notification'; end if; return new; end $$`);
    await db().execute(
      sql`create trigger refuse_payment_note before insert on user_notifications for each row execute function refuse_payment_note()`,
    );
    try {
      const pay = await t.request("POST", `/api/sales/${sale.id}/payments`, {
        as: admin,
        body: { amount: 10_000, date: "2025-06-10", type: "partial" },
      });
      expect(pay.status).toBe(500);
    } finally {
      await db().execute(sql`drop trigger refuse_payment_note on user_notifications`);
    }
    const after = await t.request("GET", `/api/sales/${sale.id}`, { as: admin });
    expect(after.json.payments).toEqual([]);
    expect(after.json.status).toBe("Pendiente");
    expect((await notes(client)).length).toBe(count);
  });

  it("a new web purchase by transfer notifies every admin and superadmin; a refused checkout notifies none", async () => {
    const city = await addCity(db(), "Comayagua", 5_000);
    const count = (await notes(boss)).length;
    const refused = await t.request("POST", "/api/checkout", {
      body: checkoutBody(city, [{ productId, quantity: 999 }], { paymentMethod: "transfer" }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await notes(boss)).length).toBe(count);

    const res = await t.request("POST", "/api/checkout", {
      body: checkoutBody(city, [{ productId, quantity: 1 }], { paymentMethod: "transfer" }),
    });
    expect(res.status).toBe(200);
    for (const who of [admin, boss]) {
      expect((await notes(who))[0]).toMatchObject({
        title: "Nueva compra web",
        body: expect.stringMatching(
          /^Ana Martínez hizo la compra web #\w{6} por L\.\u00a01,050\.00 \(transferencia bancaria\)\.$/,
        ),
        type: "purchase",
        link: "/admin/unregistered",
      });
    }
    expect((await notes(client)).some((n) => n.title === "Nueva compra web")).toBe(false);
  });
});
