import http from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { announcedWrite } from "../../../tests/support/announced-write";
import { addCity } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { users } from "./schema";

describe.each(DB_KINDS)("auth and roles on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // Registration only takes an active shipping city.
    await addCity(t.ctx.database.db, "Tegucigalpa");
  });
  afterAll(() => t.close());

  it("self-registration always creates a client, even when the body asks for admin", async () => {
    const res = await t.request("POST", "/api/auth/sign-up/email", {
      body: {
        name: "María José López",
        email: "maria@prueba.hn",
        password: "secreto1",
        phone: "9876-5432",
        city: "Tegucigalpa",
        firstName: "María",
        lastName: "José López",
        role: "admin",
      },
    });
    expect(res.status).toBe(200);
    const cookie = String(res.headers["set-cookie"]).split(";")[0]!;
    const me = await t.request("GET", "/api/me", { as: cookie });
    expect(me.json.user).toMatchObject({
      email: "maria@prueba.hn",
      role: "client",
      firstName: "María",
      city: "Tegucigalpa",
      phone: "9876-5432",
    });
  });

  it("a wrong password is refused with 401 and no session", async () => {
    const res = await t.request("POST", "/api/auth/sign-in/email", {
      body: { email: "maria@prueba.hn", password: "incorrecta" },
    });
    expect(res.status).toBe(401);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("/api/me answers null when signed out", async () => {
    expect((await t.request("GET", "/api/me")).json).toEqual({ user: null });
  });

  it("a request without the session cookie is signed out without asking better-auth", async () => {
    const member = await t.account("client");
    const getSession = vi.spyOn(t.ctx.auth.api, "getSession");
    try {
      expect((await t.request("GET", "/api/me")).json).toEqual({ user: null });
      expect((await t.request("GET", "/api/me", { as: "order_owner=abc; theme=dark" })).json).toEqual({
        user: null,
      });
      // A live session is read in one statement (session-lookup.ts); better-auth is asked only
      // when something must be written (session-lookup.test.ts).
      expect((await t.request("GET", "/api/me", { as: member })).json.user.id).toBe(member.id);
      // A forged token fails its signature and is refused without a query.
      const forged = "better-auth.session_token=forged.token";
      expect((await t.request("GET", "/api/me", { as: forged })).json).toEqual({ user: null });
      expect(getSession).not.toHaveBeenCalled();
    } finally {
      getSession.mockRestore();
    }
  });

  it("a signed-in user whose user record is gone is signed out", async () => {
    const gone = await t.account("client");
    expect((await t.request("GET", "/api/me", { as: gone })).json.user.id).toBe(gone.id);
    await announcedWrite(t, () => t.ctx.database.db.delete(users).where(eq(users.id, gone.id)));
    expect((await t.request("GET", "/api/me", { as: gone })).json.user).toBeNull();
    expect((await t.request("GET", "/api/notifications", { as: gone })).status).toBe(401);
  });

  it("the admin plugin's own endpoints are closed to browsers", async () => {
    const admin = await t.account("admin");
    const res = await t.request("POST", "/api/auth/admin/set-role", {
      as: admin,
      body: { userId: admin.id, role: "superadmin" },
    });
    expect(res.status).toBe(404);
    const [row] = await t.ctx.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, admin.id));
    expect(row?.role).toBe("admin");
  });

  it("the admin plugin stays closed whatever the path spelling (dot segments, encoding, case), on a real socket", async () => {
    // app.inject normalises the URL; a real client sends it raw, and better-auth normalises it itself.
    const admin = await t.account("admin");
    const victim = await t.account("client");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as { port: number };
    const send = (method: string, path: string, body?: unknown) =>
      new Promise<number>((resolve, reject) => {
        const data = body === undefined ? undefined : JSON.stringify(body);
        const req = http.request(
          {
            host: "127.0.0.1",
            port,
            method,
            path,
            headers: {
              cookie: admin.cookie,
              origin: `http://127.0.0.1:${port}`,
              ...(data
                ? { "content-type": "application/json", "content-length": Buffer.byteLength(data) }
                : {}),
            },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", reject);
        req.end(data);
      });
    const spellings = [
      "/api/auth/./admin/set-role",
      "/api/auth/x/../admin/set-role",
      "/api/auth/x/%2e%2e/admin/set-role",
      "/api/auth/%2E/admin/set-role",
      "/api/auth/%61dmin/set-role",
      "/api/auth/ADMIN/set-role",
    ];
    for (const path of spellings) {
      expect(await send("POST", path, { userId: admin.id, role: "superadmin" }), path).toBe(404);
    }
    expect(await send("GET", "/api/auth/./admin/list-users")).toBe(404);
    expect(await send("POST", "/api/auth/./admin/remove-user", { userId: victim.id })).toBe(404);
    const rows = await t.ctx.database.db.select({ id: users.id, role: users.role }).from(users);
    expect(rows.find((r) => r.id === admin.id)?.role).toBe("admin");
    expect(rows.some((r) => r.id === victim.id)).toBe(true);
    // The ordinary auth endpoints still answer on the same socket.
    expect(await send("GET", "/api/auth/get-session")).toBe(200);
  });

  it("better-auth's own origin check is on in tests too: a cross-origin POST with the session cookie is refused", async () => {
    const u = await t.account("client");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: {
        origin: "https://evil.example",
        host: "localhost:3000",
        cookie: u.cookie,
        "content-type": "application/json",
      },
      payload: "{}",
    });
    expect(res.statusCode).toBe(403);
    expect((await t.request("GET", "/api/me", { as: u })).json.user?.id).toBe(u.id);
  });

  it("change password re-verifies the current one", async () => {
    const u = await t.account("client", { password: "original1" });
    const wrong = await t.request("POST", "/api/auth/change-password", {
      as: u,
      body: { currentPassword: "nope-nope", newPassword: "nueva123" },
    });
    expect(wrong.status).toBe(400);
    const ok = await t.request("POST", "/api/auth/change-password", {
      as: u,
      body: { currentPassword: "original1", newPassword: "nueva123", revokeOtherSessions: true },
    });
    expect(ok.status).toBe(200);
    await expect(t.signIn(u.email, "nueva123")).resolves.toContain("=");
  });
});

describe.each(DB_KINDS)(
  "staff server functions on %s (docs/product/operations.md, docs/decisions/0001)",
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(() => t.close());

    const member = (role: string) => ({
      name: "Ana Pérez",
      email: `ana-${role}-${Math.random().toString(36).slice(2, 8)}@prueba.hn`,
      password: "secreto1",
      role,
    });

    it("createTeamMember: 401 signed out, 403 for client, wholesaler and seller", async () => {
      expect((await t.request("POST", "/api/team/create-member", { body: member("seller") })).status).toBe(
        401,
      );
      for (const role of ["client", "wholesaler", "seller"] as const) {
        const u = await t.account(role);
        expect(
          (await t.request("POST", "/api/team/create-member", { as: u, body: member("seller") })).status,
        ).toBe(403);
      }
    });

    it("createTeamMember: an admin creates a seller but not an admin or a superadmin", async () => {
      const admin = await t.account("admin");
      const ok = await t.request("POST", "/api/team/create-member", { as: admin, body: member("seller") });
      expect(ok.status).toBe(200);
      expect(ok.json.message).toBe(msg.teamMemberCreated("Ana Pérez"));
      for (const role of ["admin", "superadmin"]) {
        const res = await t.request("POST", "/api/team/create-member", { as: admin, body: member(role) });
        expect(res.status).toBe(403);
        expect(res.json.error.message).toBe(msg.onlySuperadminCreatesAdmins);
      }
    });

    it("createTeamMember: a superadmin creates an admin, who can then sign in as admin", async () => {
      const boss = await t.account("superadmin");
      const body = member("admin");
      expect((await t.request("POST", "/api/team/create-member", { as: boss, body })).status).toBe(200);
      const cookie = await t.signIn(body.email, body.password);
      expect((await t.request("GET", "/api/me", { as: cookie })).json.user.role).toBe("admin");
    });

    it("createTeamMember: a taken email and a short password are refused in Spanish", async () => {
      const boss = await t.account("superadmin");
      const taken = await t.request("POST", "/api/team/create-member", {
        as: boss,
        body: { ...member("seller"), email: boss.email },
      });
      expect(taken.status).toBe(409);
      expect(taken.json.error.message).toBe(msg.emailTaken);
      const short = await t.request("POST", "/api/team/create-member", {
        as: boss,
        body: { ...member("seller"), password: "123" },
      });
      expect(short.status).toBe(400);
      expect(short.json.error).toMatchObject({ field: "password", message: msg.passwordTooShort });
    });

    it("resetUserPassword: admins reset a seller's password; only a superadmin resets a superadmin's", async () => {
      const admin = await t.account("admin");
      const seller = await t.account("seller");
      const boss = await t.account("superadmin");
      const other = await t.account("superadmin");
      expect(
        (
          await t.request("POST", "/api/team/reset-password", {
            as: seller,
            body: { uid: admin.id, newPassword: "nueva123" },
          })
        ).status,
      ).toBe(403);
      const ok = await t.request("POST", "/api/team/reset-password", {
        as: admin,
        body: { uid: seller.id, newPassword: "nueva123" },
      });
      expect(ok.json.message).toBe(msg.passwordReset);
      // The seller's existing session ended with the reset; the admin's own did not.
      expect((await t.request("GET", "/api/me", { as: seller })).json.user).toBeNull();
      expect((await t.request("GET", "/api/me", { as: admin })).json.user.id).toBe(admin.id);
      await expect(t.signIn(seller.email, "nueva123")).resolves.toContain("=");
      const refused = await t.request("POST", "/api/team/reset-password", {
        as: admin,
        body: { uid: boss.id, newPassword: "nueva123" },
      });
      expect(refused.status).toBe(403);
      expect(refused.json.error.message).toBe(msg.onlySuperadminResetsAdmins);
      expect(
        (
          await t.request("POST", "/api/team/reset-password", {
            as: boss,
            body: { uid: other.id, newPassword: "nueva123" },
          })
        ).status,
      ).toBe(200);
      const missing = await t.request("POST", "/api/team/reset-password", {
        as: admin,
        body: { uid: "no-existe", newPassword: "nueva123" },
      });
      expect(missing.status).toBe(404);
    });

    it("grantSuperAdminRole: only a superadmin grants it", async () => {
      const admin = await t.account("admin");
      const boss = await t.account("superadmin");
      const target = await t.account("seller");
      expect(
        (await t.request("POST", "/api/team/grant-superadmin", { as: admin, body: { email: target.email } }))
          .status,
      ).toBe(403);
      const ok = await t.request("POST", "/api/team/grant-superadmin", {
        as: boss,
        body: { email: target.email },
      });
      expect(ok.json.message).toBe(msg.superAdminGranted(target.email));
      expect((await t.request("GET", "/api/me", { as: target })).json.user.role).toBe("superadmin");
      expect(
        (
          await t.request("POST", "/api/team/grant-superadmin", {
            as: boss,
            body: { email: "nadie@prueba.hn" },
          })
        ).status,
      ).toBe(404);
    });
  },
);
