import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, listenOnPort, openStream } from "../../../tests/support/sse";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { notifyUser } from "../notifications/service";
import { type BusMessage, mayHear, publish } from "./bus";

describe.each(DB_KINDS)("live updates on %s (ARCHITECTURE.md)", (kind) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    port = await listenOnPort(t.app);
  });
  afterAll(() => t.close());

  it("a transaction with thousands of events (an import) sends them all at its commit", async () => {
    const heard = new Set<string>();
    const stop = t.ctx.bus.subscribe((message) => {
      if (message.id?.startsWith("many-")) heard.add(message.id);
    });
    try {
      await t.ctx.database.db.transaction(async (tx) => {
        for (let i = 0; i < 2_000; i++) {
          const message: BusMessage = { topic: "customers", id: `many-${i}`, audience: { roles: ["admin"] } };
          await publish(tx, message);
        }
      });
      // One select list holds at most 1,664 entries: the events go in several statements.
      await eventually(() => heard.size === 2_000);
    } finally {
      stop();
    }
  });

  it("a change made by one session reaches the streams allowed to see it, and only those", async () => {
    const admin = await t.account("admin");
    const seller = await t.account("seller");
    const client = await t.account("client");
    const sellerStream = openStream(port, seller.cookie);
    const clientStream = openStream(port, client.cookie);
    const visitorStream = openStream(port, null);
    await Promise.all([sellerStream.ready, clientStream.ready, visitorStream.ready]);

    // The admin creates a team member over HTTP: staff streams hear 'users'.
    const res = await fetch(`http://127.0.0.1:${port}/api/team/create-member`, {
      method: "POST",
      headers: {
        cookie: admin.cookie,
        origin: `http://127.0.0.1:${port}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        name: "Nuevo Vendedor",
        email: `nuevo-${kind}@prueba.hn`,
        password: "secreto1",
        role: "seller",
      }),
    });
    expect(res.status).toBe(200);
    await eventually(() => sellerStream.events.some((e) => e.topic === "users"));

    // A notification for the client reaches the client only.
    const id = await notifyUser(t.ctx.database.db, client.id, {
      title: "Compra",
      body: "Su compra fue registrada",
      type: "purchase",
      link: "/client/purchases/abc",
    });
    await eventually(() => clientStream.events.some((e) => e.topic === "notifications" && e.id === id));
    await new Promise((r) => setTimeout(r, 200));

    expect(clientStream.events.some((e) => e.topic === "users")).toBe(false);
    expect(sellerStream.events.some((e) => e.topic === "notifications")).toBe(false);
    expect(visitorStream.events).toEqual([]);
    for (const s of [sellerStream, clientStream, visitorStream]) s.close();
  });

  it("an event published in a transaction that rolls back is never delivered", async () => {
    const client = await t.account("client");
    const stream = openStream(port, client.cookie);
    await stream.ready;
    await t.ctx.database.db
      .transaction(async (tx) => {
        await notifyUser(tx, client.id, { title: "x", body: "x", type: "other" });
        throw new Error("rollback");
      })
      .catch(() => {});
    const id = await notifyUser(t.ctx.database.db, client.id, { title: "y", body: "y", type: "other" });
    await eventually(() => stream.events.some((e) => e.id === id));
    expect(stream.events).toHaveLength(1);
    stream.close();
  });

  it("a stream whose user's role changes is closed, so it reconnects with the new identity", async () => {
    const boss = await t.account("superadmin");
    const seller = await t.account("seller");
    const stream = openStream(port, seller.cookie);
    await stream.ready;
    const res = await t.request("POST", "/api/team/grant-superadmin", {
      as: boss,
      body: { email: seller.email },
    });
    expect(res.status).toBe(200);
    await eventually(() => stream.ended());
    stream.close();
  });
});

describe.each(DB_KINDS.filter((k) => k === "postgres"))(
  "live updates survive a lost connection on %s",
  (kind) => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await startTestApp(kind);
      port = await listenOnPort(t.app);
    });
    afterAll(() => t.close());

    it("the server listens again after PostgreSQL drops its LISTEN connection", async () => {
      const client = await t.account("client");
      const stream = openStream(port, client.cookie);
      await stream.ready;
      await t.ctx.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
      );
      await new Promise((r) => setTimeout(r, 1500));
      const id = await notifyUser(t.ctx.database.db, client.id, { title: "x", body: "x", type: "other" });
      await eventually(() => stream.events.some((e) => e.id === id), 8000);
      stream.close();
    });
  },
);

describe("live audience rules", () => {
  const user = (role: "client" | "seller" | "admin", id = "u1") => ({
    id,
    name: "x",
    firstName: "x",
    email: "x",
    phone: null,
    city: null,
    role,
  });
  it("public events reach everyone, including signed-out visitors", () => {
    expect(mayHear({ everyone: true }, null)).toBe(true);
  });
  it("role and user audiences need a signed-in user of that role or id", () => {
    expect(mayHear({ roles: ["admin"] }, null)).toBe(false);
    expect(mayHear({ roles: ["admin"] }, user("seller"))).toBe(false);
    expect(mayHear({ roles: ["admin"] }, user("admin"))).toBe(true);
    expect(mayHear({ userIds: ["u2"] }, user("client"))).toBe(false);
    expect(mayHear({ userIds: ["u1"] }, user("client"))).toBe(true);
  });
  it("an order-owner audience reaches only the browser holding that owner cookie's hash", () => {
    const audience = { userIds: [null], ownerTokenHashes: ["h1"] };
    expect(mayHear(audience, null, ["h1"])).toBe(true);
    expect(mayHear(audience, null, ["h2", "h1"])).toBe(true);
    expect(mayHear(audience, null, ["h2"])).toBe(false);
    expect(mayHear(audience, null, [])).toBe(false);
    expect(mayHear(audience, user("admin"))).toBe(false);
  });
});
