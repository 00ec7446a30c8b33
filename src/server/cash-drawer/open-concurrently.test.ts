import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addRegister } from "../../../tests/support/factory";
import { DB_KINDS, ORIGIN, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import { bootstrap, type Running } from "../bootstrap";
import { loadConfig } from "../config";
import { atCounter, insertEntries } from "../journal";
import { counterOf } from "./counter-hook";

/**
 * Two server instances on one PostgreSQL, six people opening the same register at the same
 * moment: exactly one session opens, the others hear it is already open (409), whichever
 * instance they asked — the partial unique index decides, not either instance's memory. And a
 * close never misses a payment that is still tying itself to the session.
 */
describe.skipIf(!DB_KINDS.includes("postgres"))("opening one register from two instances at once", () => {
  let a: TestApp;
  let b: Running;
  let admin: TestUser;
  const sellers: TestUser[] = [];

  beforeAll(async () => {
    a = await startTestApp("postgres");
    admin = await a.account("admin");
    for (let i = 0; i < 6; i++) sellers.push(await a.account("seller"));
    b = await bootstrap(
      loadConfig({
        NODE_ENV: "test",
        DATA_DIR: a.ctx.config.dataDir,
        BASE_URL: ORIGIN,
        LOG_LEVEL: "warn",
        SEED_DEMO: "false",
        DATABASE_URL: a.ctx.database.url!,
      }),
      { inMemory: true },
    );
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("one opens, the rest are refused, on either instance", async () => {
    const registerId = await addRegister(a, admin, "Mostrador");
    const answers = await Promise.all(
      sellers.map((seller, i) =>
        (i % 2 ? b.app : a.app).inject({
          method: "POST",
          url: "/api/cash-drawer/sessions",
          headers: {
            origin: ORIGIN,
            host: "localhost:3000",
            cookie: seller.cookie,
            "content-type": "application/json",
          },
          payload: JSON.stringify({ registerId, float: 100_000 }),
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((r) => r.statusCode === 409))
      expect(refused.json().error.message).toBe(m.alreadyOpen);
    const listed = await a.request("GET", "/api/cash-registers", { as: admin });
    const opened = answers.find((r) => r.statusCode === 200)!.json();
    expect(listed.json.registers[0].session).toMatchObject({ id: opened.id, status: "open" });
  });

  it("a close waits for a payment still tying itself to the session, and counts it", async () => {
    const registerId = await addRegister(a, admin, "Segunda tienda");
    const seller = sellers[0]!;
    const opened = await a.request("POST", "/api/cash-drawer/sessions", {
      as: seller,
      body: { registerId, float: 0 },
    });
    expect(opened.status).toBe(200);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let tied!: () => void;
    const written = new Promise<void>((resolve) => {
      tied = resolve;
    });
    // A payment's transaction: its entry written (the session locked FOR SHARE), not committed yet.
    const payment = a.ctx.database.db.transaction(async (tx) => {
      await atCounter(counterOf(registerId), () =>
        insertEntries(
          tx,
          { type: "sale", id: "venta-en-curso", customerId: null, customerUserId: null },
          [
            {
              kind: "received",
              amount: 12_500,
              method: "efectivo",
              date: new Date().toISOString(),
              paymentId: "pago-en-curso",
              paymentType: "partial",
              recordedBy: "Prueba",
              modifiedAt: null,
              toSubjectId: null,
            },
          ],
          { name: "Prueba", userId: null, operation: "Pago Registrado" },
        ),
      );
      tied();
      await held;
    });
    await written;
    const close = b.app.inject({
      method: "POST",
      url: `/api/cash-drawer/sessions/${opened.json.id}/close`,
      headers: {
        origin: ORIGIN,
        host: "localhost:3000",
        cookie: seller.cookie,
        "content-type": "application/json",
      },
      payload: JSON.stringify({ counts: [{ denomination: 500, quantity: 25 }] }),
    });
    const first = await Promise.race([
      close.then(() => "close"),
      new Promise((r) => setTimeout(() => r("waiting"), 300)),
    ]);
    expect(first).toBe("waiting");
    release();
    await payment;
    const closed = (await close).json();
    expect(closed.session.closing).toMatchObject({ expected: 12_500, counted: 12_500, difference: 0 });
  });
});
