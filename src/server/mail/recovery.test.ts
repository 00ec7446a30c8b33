import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCity } from "../../../tests/support/factory";
import { startTestSmtp, type TestSmtp } from "../../../tests/support/smtp";
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { outboxEmails } from "./schema";

/** "¿Olvidó su contraseña?" end to end: the email is read back from a real SMTP server. */
describe.each(DB_KINDS)("account recovery by email (%s)", (kind) => {
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

  const ask = (email: string) => t.request("POST", "/api/auth/request-password-reset", { body: { email } });
  const tokenOf = (text: string) => {
    const link = /(http\S+restablecer-contrasena\?token=(\S+))/.exec(text);
    expect(link?.[1]?.startsWith(`${ORIGIN}/restablecer-contrasena?token=`)).toBe(true);
    return decodeURIComponent(link![2]!);
  };

  it("answers the same whether or not the account exists, and mails only an existing one", async () => {
    const user = await t.account("client", { name: "Ana\r\nBcc: espia@malo.hn" });
    const known = await ask(user.email);
    const unknown = await ask("nadie@prueba.hn");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    await smtp.waitFor(1);
    await new Promise((r) => setTimeout(r, 200));
    const resets = smtp.messages.filter((m) => m.subject?.startsWith("Elija una contraseña"));
    expect(resets.map((m) => m.envelopeTo)).toEqual([[user.email]]);
    expect(resets[0]!.headers.has("bcc")).toBe(false);
  });

  it("the link sets a new password once, ends every session, and a notice follows", async () => {
    smtp.messages.length = 0;
    const user = await t.account("client");
    const otherSession = await t.signIn(user.email, "clave-segura-1");
    await ask(user.email);
    await smtp.waitFor(1);
    const token = tokenOf(smtp.messages[0]!.text!);
    // The stored identifier is a hash: the token itself is nowhere in the database.
    const rows = await t.ctx.database.db.execute<{ identifier: string }>(
      // biome-ignore lint/suspicious/noExplicitAny: raw read of better-auth's table
      "select identifier from verification" as any,
    );
    expect(rows.rows.some((r) => r.identifier.includes(token))).toBe(false);

    const short = await t.request("POST", "/api/auth/reset-password", {
      body: { token, newPassword: "abc" },
    });
    expect(short.status).toBe(400);
    expect(short.json.error.message).toBe("La contraseña debe tener al menos 6 caracteres.");
    const done = await t.request("POST", "/api/auth/reset-password", {
      body: { token, newPassword: "nueva-clave-7" },
    });
    expect(done.status).toBe(200);
    const again = await t.request("POST", "/api/auth/reset-password", {
      body: { token, newPassword: "otra-clave-8" },
    });
    expect(again.status).toBe(400);
    await expect(t.signIn(user.email, "clave-segura-1")).rejects.toThrow();
    await t.signIn(user.email, "nueva-clave-7");
    expect((await t.request("GET", "/api/me", { as: otherSession })).json.user).toBeNull();
    expect((await t.request("GET", "/api/me", { as: user })).json.user).toBeNull();
    await smtp.waitFor(2);
    expect(smtp.messages[1]!.subject).toMatch(/contraseña .* cambió/);
  });

  it("a registration gets a welcome email", async () => {
    await addCity(t.ctx.database.db, "Tegucigalpa");
    const email = `nuevo-${Date.now()}@prueba.hn`;
    const body = {
      name: "Luis <b>Mejía</b>",
      email,
      password: "clave-segura-1",
      phone: "9999-1111",
      city: "Tegucigalpa",
    };
    expect((await t.request("POST", "/api/auth/sign-up/email", { body })).status).toBe(200);
    const rows = await t.ctx.database.db.select().from(outboxEmails);
    const welcome = rows.find((r) => r.template === "welcome" && r.toAddress === email);
    expect(welcome?.html).toContain("Luis &lt;b&gt;Mejía&lt;/b&gt;");
  });

  it("asking for links is limited per email and per address", async () => {
    const limited = await startTestApp(kind, { AUTH_RATE_LIMIT: "true", RESET_LIMIT_PER_EMAIL: "2" });
    try {
      const post = (email: string) =>
        limited.request("POST", "/api/auth/request-password-reset", { body: { email } });
      expect((await post("ana@prueba.hn")).status).toBe(200);
      expect((await post("ANA@prueba.hn")).status).toBe(200);
      const third = await post("ana@prueba.hn");
      expect(third.status).toBe(429);
      expect((await post("otra@prueba.hn")).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
