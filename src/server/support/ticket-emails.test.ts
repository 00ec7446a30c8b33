import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addSettings } from "../../../tests/support/factory";
import { startTestSmtp, type TestSmtp } from "../../../tests/support/smtp";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { outboxEmails } from "../composition/schema";

/** A staff reply or status change on a ticket reaches the customer by email; their own words do not. */
describe.each(DB_KINDS)("support ticket emails (%s)", (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp(kind, { SMTP_URL: smtp.url, MAIL_POLL_MS: "20" });
    await t.app.ready();
    await addSettings(t.ctx.database.db, { storeName: "Tiempo HN" });
    admin = await t.account("admin");
    client = await t.account("client");
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  it("mails a staff reply (with its text) and a status change to the ticket's owner, never the customer's own message", async () => {
    const opened = await t.request("POST", "/api/support/tickets", {
      as: client,
      body: { subject: "Reloj <atrasa>", category: "Garantía", message: "Se atrasa 5 minutos al día." },
    });
    expect(opened.status).toBe(200);
    const id = opened.json.id as string;
    const post = (as: TestUser, text: string) =>
      t.request("POST", `/api/support/tickets/${id}/messages`, { as, body: { text } });
    expect((await post(client, "¿Alguna novedad?")).status).toBe(200);
    const count = async () => (await t.ctx.database.db.select().from(outboxEmails)).length;
    expect(await count()).toBe(0);

    expect((await post(admin, "Cambiaremos la batería <sin costo>.")).status).toBe(200);
    await smtp.waitFor(1);
    const [reply] = smtp.messages;
    expect(reply!.envelopeTo).toEqual([client.email]);
    expect(reply!.subject).toMatch(/^Respuesta a su ticket .+: Reloj <atrasa>$/);
    expect(reply!.text).toContain("Cambiaremos la batería <sin costo>.");
    expect(reply!.html).toContain("Cambiaremos la batería &lt;sin costo&gt;.");
    expect(reply!.text).toContain(`http://localhost:3000/client/support/${id}`);

    const status = await t.request("PATCH", `/api/support/tickets/${id}`, {
      as: admin,
      body: { status: "Resuelto" },
    });
    expect(status.status).toBe(200);
    await smtp.waitFor(2);
    expect(smtp.messages[1]!.subject).toMatch(/está Resuelto$/);
    expect(smtp.messages[1]!.text).toContain("cambió a Resuelto");
    // The same status again is no change: nothing more.
    await t.request("PATCH", `/api/support/tickets/${id}`, { as: admin, body: { status: "Resuelto" } });
    expect(await count()).toBe(2);
  });
});
