import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { announcedWrite } from "../../../tests/support/announced-write";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { assertSessionLookupHolds } from "./auth";
import { sessions, users } from "./schema";
import { verifiedValue } from "./session-lookup";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("verifiedValue (better-call's signed cookie)", () => {
  const sign = (value: string, secret: string) =>
    `${value}.${createHmac("sha256", secret).update(value).digest("base64")}`;

  it("gives the value back only under the right secret and an untouched signature", () => {
    expect(verifiedValue(sign("token-1", "s3cret"), "s3cret")).toBe("token-1");
    expect(verifiedValue(sign("token-1", "s3cret"), "other")).toBeNull();
    expect(verifiedValue(sign("token-1", "s3cret").replace("token-1", "token-2"), "s3cret")).toBeNull();
    expect(verifiedValue("token-1", "s3cret")).toBeNull();
    expect(verifiedValue(".abc", "s3cret")).toBeNull();
    expect(verifiedValue(`${sign("token-1", "s3cret")}x`, "s3cret")).toBeNull();
  });
});

describe("the session options the fast path assumes", () => {
  it("refuses a cookie cache, secondary storage and deferred or disabled refresh", () => {
    expect(() => assertSessionLookupHolds({ session: { expiresIn: 1 } })).not.toThrow();
    expect(() => assertSessionLookupHolds({ session: { cookieCache: { enabled: true } } })).toThrow();
    const storage = {
      get: async () => null,
      set: async () => {},
      delete: async () => {},
      getAndDelete: async () => null,
      increment: async () => 1,
    };
    expect(() => assertSessionLookupHolds({ secondaryStorage: storage })).toThrow();
    expect(() => assertSessionLookupHolds({ session: { deferSessionRefresh: true } })).toThrow();
    expect(() => assertSessionLookupHolds({ session: { disableSessionRefresh: true } })).toThrow();
  });
});

/**
 * The one-statement session read must answer what better-auth's getSession answers, and leave
 * to better-auth every case where better-auth writes (docs/decisions/0224).
 */
describe.each(DB_KINDS)("session lookup on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const sessionOf = async (user: TestUser) =>
    (await t.ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]!;
  const me = async (user: TestUser | string) => (await t.request("GET", "/api/me", { as: user })).json.user;

  it("a live session is the user better-auth would name, without asking it", async () => {
    const client = await t.account("client");
    const byBetterAuth = await t.ctx.auth.api.getSession({ headers: new Headers({ cookie: client.cookie }) });
    const getSession = vi.spyOn(t.ctx.auth.api, "getSession");
    try {
      const user = await me(client);
      expect(user).toMatchObject({
        id: byBetterAuth!.user.id,
        email: byBetterAuth!.user.email,
        role: "client",
      });
      expect(getSession).not.toHaveBeenCalled();
    } finally {
      getSession.mockRestore();
    }
  });

  it("an expired session is signed out and deleted by better-auth", async () => {
    const client = await t.account("client");
    await announcedWrite(t, () =>
      t.ctx.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, client.id)),
    );
    const getSession = vi.spyOn(t.ctx.auth.api, "getSession");
    try {
      expect(await me(client)).toBeNull();
      expect(getSession).toHaveBeenCalledTimes(1);
    } finally {
      getSession.mockRestore();
    }
    expect(await t.ctx.database.db.select().from(sessions).where(eq(sessions.userId, client.id))).toEqual([]);
  });

  it("a session due for its daily refresh is refreshed by better-auth and stays signed in", async () => {
    const client = await t.account("client");
    const before = await sessionOf(client);
    // Issued 29 days ago with a 30-day life: its last refresh is more than a day old.
    const dueExpiry = new Date(Date.now() + DAY_MS - 60_000);
    await announcedWrite(t, () =>
      t.ctx.database.db.update(sessions).set({ expiresAt: dueExpiry }).where(eq(sessions.id, before.id)),
    );
    expect((await me(client))?.id).toBe(client.id);
    const after = await sessionOf(client);
    expect(after.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it("a 'don't remember me' session goes through better-auth and is still the user", async () => {
    const client = await t.account("client");
    const secret = (await t.ctx.auth.$context).secret;
    const value = "true";
    const signed = encodeURIComponent(
      `${value}.${createHmac("sha256", secret).update(value).digest("base64")}`,
    );
    const getSession = vi.spyOn(t.ctx.auth.api, "getSession");
    try {
      expect((await me(`${client.cookie}; better-auth.dont_remember=${signed}`))?.id).toBe(client.id);
      expect(getSession).toHaveBeenCalledTimes(1);
    } finally {
      getSession.mockRestore();
    }
  });

  it("a tampered signature, another user's token unsigned, or a banned user are signed out", async () => {
    const client = await t.account("client");
    const tampered = client.cookie.replace(/session_token=([^.;]+)\.([^;]+)/, "session_token=$1.AAAA$2");
    expect(await me(tampered)).toBeNull();
    const token = (await sessionOf(client)).token;
    expect(await me(`better-auth.session_token=${token}`)).toBeNull();
    expect((await me(client))?.id).toBe(client.id);
    await announcedWrite(t, () =>
      t.ctx.database.db.update(users).set({ banned: true }).where(eq(users.id, client.id)),
    );
    expect(await me(client)).toBeNull();
  });
});
