import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcedWrite } from "../../../tests/support/announced-write";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { STAFF_IDLE_MS, STAFF_SESSION_MAX_MS } from "../../domain/auth/session-policy";
import { sessions } from "./schema";

const ago = (ms: number) => new Date(Date.now() - ms);

describe.each(DB_KINDS)("staff session lifetime on %s (docs/decisions/0044)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** The session rows of a user, newest first. */
  const sessionsOf = (userId: string) =>
    t.ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId));
  const age = async (userId: string, values: { createdAt?: Date; updatedAt?: Date }) => {
    await announcedWrite(t, () =>
      t.ctx.database.db.update(sessions).set(values).where(eq(sessions.userId, userId)),
    );
  };
  const me = async (cookie: string) => (await t.request("GET", "/api/me", { as: cookie })).json.user;

  it("a staff session ends 12 hours after sign-in, even while in use", async () => {
    const admin = await t.account("admin");
    expect((await me(admin.cookie))?.id).toBe(admin.id);
    await age(admin.id, { createdAt: ago(STAFF_SESSION_MAX_MS + 1000), updatedAt: new Date() });
    expect(await me(admin.cookie)).toBeNull();
    expect((await t.request("GET", "/api/sales", { as: admin })).status).toBe(401);
    expect(await sessionsOf(admin.id)).toHaveLength(0);
  });

  it("a staff session ends after an hour without activity; activity keeps it", async () => {
    const seller = await t.account("seller");
    await age(seller.id, { updatedAt: ago(STAFF_IDLE_MS - 120_000) });
    const activity = await t.request("POST", "/api/session/activity", { as: seller });
    expect(activity.status).toBe(200);
    const [row] = await sessionsOf(seller.id);
    expect(Date.now() - row!.updatedAt.getTime()).toBeLessThan(60_000);

    await age(seller.id, { updatedAt: ago(STAFF_IDLE_MS + 1000) });
    expect(await me(seller.cookie)).toBeNull();
    expect(await sessionsOf(seller.id)).toHaveLength(0);
  });

  it("reading is not activity: only changes and the back office's activity signal stamp it", async () => {
    const admin = await t.account("admin");
    const stamp = ago(10 * 60_000);
    await age(admin.id, { updatedAt: stamp });
    expect((await t.request("GET", "/api/sales", { as: admin })).status).toBe(200);
    const [row] = await sessionsOf(admin.id);
    expect(row!.updatedAt.getTime()).toBe(stamp.getTime());
  });

  it("a client's session is not cut by the staff limits", async () => {
    const client = await t.account("client");
    await age(client.id, { createdAt: ago(STAFF_SESSION_MAX_MS * 2), updatedAt: ago(STAFF_IDLE_MS * 5) });
    expect((await me(client.cookie))?.id).toBe(client.id);
  });
});
