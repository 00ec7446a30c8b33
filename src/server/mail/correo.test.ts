import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { enqueueEmail } from "./outbox";
import { outboxEmails } from "./schema";

/** Configuración › Correo without a mail server: everything waits and is shown as received. */
describe.each(DB_KINDS)("Configuración › Correo (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("lists waiting mail, shows one as received, resends, and previews every template escaped", async () => {
    const admin = await t.account("admin");
    await enqueueEmail(t.ctx.database.db, {
      key: "prueba:correo",
      template: "welcome",
      to: { address: "ana@prueba.hn", name: "Ana" },
      subject: "Bienvenida",
      html: "<p>Hola</p>",
      text: "Hola",
    });
    const list = await t.request("GET", "/api/mail/outbox", { as: admin });
    expect(list.json.smtpConfigured).toBe(false);
    const [item] = list.json.items;
    expect(item).toMatchObject({
      toAddress: "ana@prueba.hn",
      status: "queued",
      attempts: 0,
      lastError: null,
    });
    const one = await t.request("GET", `/api/mail/outbox/${item.id}`, { as: admin });
    expect(one.json).toMatchObject({ html: "<p>Hola</p>", text: "Hola" });

    await t.ctx.database.db.update(outboxEmails).set({ status: "sent", sentAt: new Date() });
    const resent = await t.request("POST", `/api/mail/outbox/${item.id}/resend`, { as: admin });
    expect(resent.status).toBe(200);
    expect(resent.json.id).not.toBe(item.id);
    const rows = await t.ctx.database.db.select().from(outboxEmails);
    expect(rows.map((r) => r.status).sort()).toEqual(["queued", "sent"]);
    expect(new Set(rows.map((r) => r.messageId)).size).toBe(2);

    const previews = await t.request("GET", "/api/mail/templates", { as: admin });
    const names = previews.json.items.map((p: { template: string }) => p.template);
    expect(names).toEqual(
      expect.arrayContaining(["reset-link", "invitation", "password-changed", "welcome"]),
    );
    for (const p of previews.json.items) {
      expect(p.html).toContain("<!doctype html>");
      expect(p.text.length).toBeGreaterThan(20);
    }
  });

  it("a missing email is a Spanish 404", async () => {
    const admin = await t.account("admin");
    const res = await t.request("GET", "/api/mail/outbox/nope", { as: admin });
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe("Ese correo no existe.");
  });
});
