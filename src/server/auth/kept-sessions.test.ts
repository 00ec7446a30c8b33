import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcedWrite } from "../../../tests/support/announced-write";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import type { Subscriber } from "../live/bus";
import { sessions, users } from "./schema";

/**
 * Sessions are kept in memory between requests (docs/decisions/0255): these hold that every way a
 * session or an account can change reaches the next request — at once for a change made through
 * this instance, once announced for a change made anywhere else.
 */
describe.each(DB_KINDS)("kept sessions on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const me = async (as: string) => (await t.request("GET", "/api/me", { as })).json.user;

  /**
   * Runs `run` while this instance hears no sessions' announcement (it would arrive within
   * milliseconds and hide whether the instance's own change was enough).
   */
  async function unannounced<T>(run: () => Promise<T>): Promise<T> {
    const bus = t.ctx.bus as unknown as { subscribers: Set<Subscriber> };
    const heard = bus.subscribers;
    bus.subscribers = new Set(
      [...heard].map(
        (subscriber): Subscriber =>
          (message) => {
            if (message.topic !== "sessions") subscriber(message);
          },
      ),
    );
    try {
      return await run();
    } finally {
      bus.subscribers = heard;
    }
  }

  it("a signed-out cookie is refused on the very next request", async () => {
    const client = await t.account("client");
    expect((await me(client.cookie))?.id).toBe(client.id);
    expect((await me(client.cookie))?.id).toBe(client.id);
    await unannounced(async () => {
      const out = await t.request("POST", "/api/auth/sign-out", { as: client, body: {} });
      expect(out.status).toBe(200);
      expect(await me(client.cookie)).toBeNull();
      expect((await t.request("GET", "/api/notifications", { as: client })).status).toBe(401);
    });
  });

  it("an account an admin disables is refused on its very next request", async () => {
    const admin = await t.account("admin");
    const seller = await t.account("seller");
    expect((await t.request("GET", "/api/sales", { as: seller })).status).toBe(200);
    await unannounced(async () => {
      const res = await t.request("POST", `/api/accounts/${seller.id}/disabled`, {
        as: admin,
        body: { disabled: true },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect((await t.request("GET", "/api/sales", { as: seller })).status).toBe(401);
    });
  });

  it("a role changed in the database by another writer is the role once announced", async () => {
    const seller = await t.account("seller");
    expect((await me(seller.cookie))?.role).toBe("seller");
    await announcedWrite(t, () =>
      t.ctx.database.db.update(users).set({ role: "client" }).where(eq(users.id, seller.id)),
    );
    expect((await me(seller.cookie))?.role).toBe("client");
    expect((await t.request("GET", "/api/sales", { as: seller })).status).toBe(403);
  });

  it("a session deleted by another writer is signed out once announced", async () => {
    const client = await t.account("client");
    expect((await me(client.cookie))?.id).toBe(client.id);
    await announcedWrite(t, () => t.ctx.database.db.delete(sessions).where(eq(sessions.userId, client.id)));
    expect(await me(client.cookie)).toBeNull();
  });

  it("a session is read from the database again after the connection that hears announcements drops", async () => {
    const client = await t.account("client");
    expect((await me(client.cookie))?.id).toBe(client.id);
    // While not listening, an announcement could be missed: nothing kept may be used.
    const bus = t.ctx.bus as unknown as { setListening(listening: boolean): void };
    bus.setListening(false);
    try {
      await t.ctx.database.db.delete(sessions).where(eq(sessions.userId, client.id));
      expect(await me(client.cookie)).toBeNull();
    } finally {
      bus.setListening(true);
    }
  });
});
