import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { notifyUser } from "./service";

describe.each(DB_KINDS)("user notifications on %s (docs/product/roles.md, operations.md)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("signed-out visitors get 401", async () => {
    expect((await t.request("GET", "/api/notifications")).status).toBe(401);
    expect((await t.request("POST", "/api/notifications/read-all", { body: {} })).status).toBe(401);
  });

  it("each user reads and marks only their own notifications, newest first", async () => {
    const ana = await t.account("client");
    const beto = await t.account("wholesaler");
    const db = t.ctx.database.db;
    const first = await notifyUser(db, ana.id, {
      title: "Primera",
      body: "uno",
      type: "purchase",
      link: "/client/purchases/x",
    });
    await new Promise((r) => setTimeout(r, 5));
    const second = await notifyUser(db, ana.id, { title: "Segunda", body: "dos", type: "other" });
    const betos = await notifyUser(db, beto.id, { title: "De Beto", body: "tres", type: "message" });

    const list = await t.request("GET", "/api/notifications?limit=7", { as: ana });
    expect(list.json.items.map((n: { id: string }) => n.id)).toEqual([second, first]);
    expect(list.json.unread).toBe(2);

    expect((await t.request("POST", `/api/notifications/${betos}/read`, { as: ana, body: {} })).status).toBe(
      404,
    );
    expect((await t.request("POST", `/api/notifications/${first}/read`, { as: ana, body: {} })).status).toBe(
      200,
    );
    expect((await t.request("GET", "/api/notifications", { as: ana })).json.unread).toBe(1);

    await t.request("POST", "/api/notifications/read-all", { as: ana, body: {} });
    expect((await t.request("GET", "/api/notifications", { as: ana })).json.unread).toBe(0);
    expect((await t.request("GET", "/api/notifications", { as: beto })).json.unread).toBe(1);
  });
});
