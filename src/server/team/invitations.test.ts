import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtp, type TestSmtp } from "../testing/smtp";
import { DB_KINDS, startTestApp, type TestApp } from "../testing/test-app";

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
      if (m) return decodeURIComponent(/restablecer-contrasena\?token=(\S+)/.exec(m.text!)![1]!);
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
});
