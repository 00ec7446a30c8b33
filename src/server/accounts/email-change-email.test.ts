import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSettings } from "../../../tests/support/factory";
import { startTestSmtp, type TestSmtp } from "../../../tests/support/smtp";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { outboxEmails } from "../composition/schema";

/** Changing an account's email tells the old address and the new one; a refused change tells nobody. */
describe.each(DB_KINDS)("email change notice (%s)", (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp(kind, { SMTP_URL: smtp.url, MAIL_POLL_MS: "20" });
    await t.app.ready();
    await addSettings(t.ctx.database.db, { storeName: "Tiempo HN" });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it("notifies the old and the new address", async () => {
    const client = await t.account("client", { password: "clave-segura-1" });
    const other = await t.account("client");
    const change = (newEmail: string) =>
      t.request("POST", "/api/my/email", {
        as: client,
        body: { newEmail, currentPassword: "clave-segura-1" },
      });
    expect((await change(other.email)).status).toBe(409);
    expect(await t.ctx.database.db.select().from(outboxEmails)).toHaveLength(0);
    expect((await change("Nueva@Prueba.hn")).status).toBe(200);
    await smtp.waitFor(2);
    const byAddress = Object.fromEntries(smtp.messages.map((m) => [m.envelopeTo[0], m]));
    expect(Object.keys(byAddress).sort()).toEqual([client.email.toLowerCase(), "nueva@prueba.hn"].sort());
    const old = byAddress[client.email.toLowerCase()]!;
    expect(old.subject).toBe("El correo de su cuenta de Tiempo HN cambió");
    expect(old.text).toContain(`cambió de ${client.email} a nueva@prueba.hn`);
    expect(byAddress["nueva@prueba.hn"]!.text).toContain("es ahora el de su cuenta");
  });
});
