import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtp, type TestSmtp } from "../../../tests/support/smtp";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { NO_PASSWORD } from "../auth/legacy-scrypt";
import { accounts, outboxEmails } from "../composition/schema";

/** Equipo's invitations and staff-sent links, read back from a real SMTP server (decision 0040's rules). */
describe.each(DB_KINDS)("invitations and password links (%s)", (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp(kind, { SMTP_URL: smtp.url, MAIL_POLL_MS: "20" });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  const linkTo = async (address: string) => {
    const until = Date.now() + 10_000;
    for (;;) {
      const m = smtp.messages.find((x) => x.envelopeTo.includes(address));
      if (m) return decodeURIComponent(/restablecer-contrasena\?token=([^&\s]+)/.exec(m.text!)![1]!);
      if (Date.now() > until) throw new Error(`no email to ${address}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  it("an admin invites a seller, who sets a password through the 72-hour link and is a seller", async () => {
    const admin = await t.account("admin");
    const res = await t.request("POST", "/api/team/invite", {
      as: admin,
      body: { name: "Carlos Mejía", email: "carlos@prueba.hn", role: "seller" },
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Invitación enviada a Carlos Mejía. El enlace vale 72 horas.");
    const token = await linkTo("carlos@prueba.hn");
    // The link says it is an invitation, so the page it opens welcomes the new member.
    const invitation = smtp.messages.find((x) => x.envelopeTo.includes("carlos@prueba.hn"));
    expect(invitation?.text).toMatch(/restablecer-contrasena\?token=[^&\s]+&invitacion=1/);
    // The invitation's token lasts 72 hours (better-auth's own reset links, one).
    const latest = await t.ctx.database.db.execute<{ expires_at: string | Date }>(
      sql`select max(expires_at) as expires_at from verification where value = (select id from "user" where email = 'carlos@prueba.hn')`,
    );
    const hours = (new Date(latest.rows[0]!.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const set = await t.request("POST", "/api/auth/reset-password", {
      body: { token, newPassword: "clave-vendedor-1" },
    });
    expect(set.status).toBe(200);
    const cookie = await t.signIn("carlos@prueba.hn", "clave-vendedor-1");
    expect((await t.request("GET", "/api/me", { as: cookie })).json.user.role).toBe("seller");
  });

  it("only a superadmin invites an admin or sends an admin a link; nobody sends their own", async () => {
    const admin = await t.account("admin");
    const other = await t.account("admin");
    const superadmin = await t.account("superadmin");
    const refused = await t.request("POST", "/api/team/invite", {
      as: admin,
      body: { name: "Otra Admin", email: "otra@prueba.hn", role: "admin" },
    });
    expect(refused.status).toBe(403);
    const toAdmin = await t.request("POST", "/api/team/password-links", {
      as: admin,
      body: { uids: [other.id] },
    });
    expect(toAdmin.status).toBe(403);
    const own = await t.request("POST", "/api/team/password-links", {
      as: admin,
      body: { uids: [admin.id] },
    });
    expect(own.status).toBe(403);
    const bySuper = await t.request("POST", "/api/team/password-links", {
      as: superadmin,
      body: { uids: [other.id] },
    });
    expect(bySuper.status).toBe(200);
    await linkTo(other.email);
  });

  it("an admin sends a client a link; the client chooses a new password with it", async () => {
    const admin = await t.account("admin");
    const client = await t.account("client");
    const res = await t.request("POST", "/api/team/password-links", {
      as: admin,
      body: { uids: [client.id] },
    });
    expect(res.json.message).toBe("Enlace enviado por correo.");
    const token = await linkTo(client.email);
    expect(
      (await t.request("POST", "/api/auth/reset-password", { body: { token, newPassword: "otra-clave-2" } }))
        .status,
    ).toBe(200);
    await t.signIn(client.email, "otra-clave-2");
  });

  it("the bulk send reaches every imported account without a password the caller may reset, once", async () => {
    const db = t.ctx.database.db;
    const admin = await t.account("admin");
    const superadmin = await t.account("superadmin");
    const imported = async (role: "client" | "wholesaler" | "admin") => {
      const a = await t.account(role);
      await db
        .update(accounts)
        .set({ password: `${NO_PASSWORD}x` })
        .where(eq(accounts.userId, a.id));
      return a;
    };
    // Earlier tests' accounts all have passwords: only these are "Sin contraseña".
    const client = await imported("client");
    const wholesaler = await imported("wholesaler");
    const importedAdmin = await imported("admin");
    const preview = async (as: typeof admin) =>
      (await t.request("GET", "/api/team/password-links/imported", { as })).json.count;
    expect(await preview(admin)).toBe(2);
    expect(await preview(superadmin)).toBe(3);

    const send = () => t.request("POST", "/api/team/password-links", { as: admin, body: { imported: true } });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const links = async () =>
      (await db.select().from(outboxEmails)).filter((r) => r.idempotencyKey.startsWith("reset-imported:"));
    // Two sends at once: one email per account, never two.
    expect((await links()).map((r) => r.toAddress).sort()).toEqual([client.email, wholesaler.email].sort());
    expect([first.json.message, second.json.message].sort()).toEqual(
      ["Enlaces enviados por correo: 2.", "No se envió ningún enlace: ninguna cuenta lo esperaba."].sort(),
    );
    expect(await preview(admin)).toBe(0);
    const again = await send();
    expect(again.json.message).toBe("No se envió ningún enlace: ninguna cuenta lo esperaba.");
    expect(await links()).toHaveLength(2);
    // The superadmin's preview now counts only the imported admin.
    expect(await preview(superadmin)).toBe(1);

    // An hour later the links have lapsed: the accounts still without a password get new ones.
    await db.update(outboxEmails).set({ createdAt: sql`now() - interval '61 minutes'` });
    expect(await preview(admin)).toBe(2);
    const token = await linkTo(client.email);
    expect(
      (await t.request("POST", "/api/auth/reset-password", { body: { token, newPassword: "clave-nueva-9" } }))
        .status,
    ).toBe(200);
    // The client chose a password: only the wholesaler is left.
    expect(await preview(admin)).toBe(1);
    expect(importedAdmin.role).toBe("admin");
  });

  it("an empty or unknown list is a Spanish refusal and sends nothing", async () => {
    const admin = await t.account("admin");
    const empty = await t.request("POST", "/api/team/password-links", { as: admin, body: { uids: [] } });
    expect(empty.status).toBe(400);
    expect(empty.json.error.message).toBe("No existe un usuario con esos datos.");
    const unknown = await t.request("POST", "/api/team/password-links", {
      as: admin,
      body: { uids: ["no-existe"] },
    });
    expect(unknown.status).toBe(404);
  });
});

/** Each staff member's link sends and invitations are counted on the shared limiter. */
describe.each(DB_KINDS)("staff link limit (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { STAFF_LINK_LIMIT_PER_MINUTE: "2" });
  });
  afterAll(() => t.close());

  it("the third send in a minute is refused in Spanish; another admin is not", async () => {
    const admin = await t.account("admin");
    const other = await t.account("admin");
    const client = await t.account("client");
    const send = (as: typeof admin) =>
      t.request("POST", "/api/team/password-links", { as, body: { uids: [client.id] } });
    expect((await send(admin)).status).toBe(200);
    const invite = await t.request("POST", "/api/team/invite", {
      as: admin,
      body: { name: "Rosa Díaz", email: "rosa@prueba.hn", role: "seller" },
    });
    expect(invite.status).toBe(200);
    const third = await send(admin);
    expect(third.status).toBe(429);
    expect(third.json.error.message).toMatch(/^Demasiados/);
    expect((await send(other)).status).toBe(200);
  });
});
