import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, saleViaApi } from "../../../tests/support/factory";
import { startTestSmtp, type TestSmtp } from "../../../tests/support/smtp";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { unsubscribeMsg } from "../../domain/mail/messages-mail";
import { mailUnsubscribes } from "../composition/schema";

type Parsed = TestSmtp["messages"][number];
const rawHeader = (m: Parsed, name: string) =>
  m.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, " ");

/** Cobranza's reminder by email and its one-click unsubscribe (RFC 8058), against a real SMTP server. */
describe.each(DB_KINDS)("reminder by email and one-click unsubscribe (%s)", (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: TestUser;
  let productId: string;
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp(kind, { SMTP_URL: smtp.url, MAIL_POLL_MS: "20" });
    await t.app.ready();
    await addSettings(db(), { storeName: "Tiempo HN", storeEmail: "tienda@tiempo.hn" });
    admin = await t.account("admin");
    productId = await addProduct(db(), { salePrice: 500_000, quantity: 10 });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  /** A manual customer's sale, moved 60 days back so its balance is overdue. */
  const overdueSale = async (name: string, email: string | null) => {
    const res = await saleViaApi(t, admin, [{ productId, quantity: 1 }], {
      customer: { kind: "new", name, phone: "9999-1234", email },
    });
    expect(res.status).toBe(200);
    await db().execute(
      sql`update sales set sale_date = now() - interval '60 days' where id = ${res.json.id}`,
    );
    return res.json.id as string;
  };
  const customerOf = async (name: string) => {
    const report = await t.request("GET", "/api/reports/collections", { as: admin });
    return report.json.customers.find((c: { customerName: string }) => c.customerName === name);
  };
  const remind = (customerKey: string) =>
    t.request("POST", "/api/reports/collections/reminders/email", { as: admin, body: { customerKey } });
  const unsubscribe = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: "List-Unsubscribe=One-Click",
    });

  it("mails the reminder with the unsubscribe headers; one click (no session) stops reminders, never receipts", async () => {
    const name = "x\r\nBcc: a@b.c";
    const saleId = await overdueSale(name, "deudor@prueba.hn");
    const customer = await customerOf("x\r\nBcc: a@b.c");
    expect(customer).toMatchObject({ customerEmail: "deudor@prueba.hn", remindersUnsubscribed: false });

    const res = await remind(customer.customerKey);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: unsubscribeMsg.sentByEmail, to: "deudor@prueba.hn" });
    expect(res.json.lastReminder.balance).toBe(500_000);
    await smtp.waitFor(1);
    const [m] = smtp.messages;
    expect(m!.envelopeTo).toEqual(["deudor@prueba.hn"]);
    expect(m!.headers.has("bcc")).toBe(false);
    expect(m!.subject).toBe("Recordatorio de saldo pendiente en Tiempo HN");
    expect(m!.text).toContain("saldo pendiente de L.\u00a05,000.00");
    expect(rawHeader(m!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const list = rawHeader(m!, "list-unsubscribe")!;
    const match =
      /^<(http:\/\/localhost:3000\/api\/mail\/unsubscribe\?token=([\w.-]+))>, <mailto:tienda@tiempo\.hn\?subject=baja>$/.exec(
        list,
      );
    expect(match, list).not.toBeNull();
    const [, url, token] = match!;
    // The token says nothing in clear about the customer.
    expect(Buffer.from(token!.split(".")[0]!, "base64url").toString("latin1")).not.toContain("deudor");
    const path = new URL(url!).pathname + new URL(url!).search;

    // The link opened in a browser: a Spanish page whose button POSTs.
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(unsubscribeMsg.pageTitle);
    expect(page.body).toContain('<form method="post" action="/api/mail/unsubscribe?token=');

    // A tampered token changes nothing and says so in Spanish.
    const bad = await unsubscribe(path.replace(/token=(.)/, (_, c) => `token=${c === "A" ? "B" : "A"}`));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(unsubscribeMsg.invalidText);
    expect(await db().select().from(mailUnsubscribes)).toHaveLength(0);

    // The provider's one-click POST: no session, no Origin.
    const ok = await unsubscribe(path);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain(unsubscribeMsg.doneText);
    expect((await db().select().from(mailUnsubscribes)).map((r) => r.address)).toEqual(["deudor@prueba.hn"]);
    expect((await unsubscribe(path)).statusCode).toBe(200);

    expect(await customerOf(name)).toMatchObject({ remindersUnsubscribed: true });
    const refused = await remind(customer.customerKey);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(unsubscribeMsg.unsubscribedRefused);

    // A receipt still goes, and it carries no unsubscribe header.
    const pay = await t.request("POST", `/api/sales/${saleId}/payments`, {
      as: admin,
      body: { amount: 100_000, date: "2026-11-20", type: "partial" },
    });
    expect(pay.status).toBe(200);
    await smtp.waitFor(2);
    expect(smtp.messages[1]!.subject).toMatch(/^Recibo de su abono/);
    expect(rawHeader(smtp.messages[1]!, "list-unsubscribe")).toBeUndefined();
  });

  it("refuses in Spanish a customer without an email, and sellers cannot send it", async () => {
    await overdueSale("Sin Correo", null);
    const customer = await customerOf("Sin Correo");
    const res = await remind(customer.customerKey);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(unsubscribeMsg.noEmail);
    const seller = await t.account("seller");
    const asSeller = await t.request("POST", "/api/reports/collections/reminders/email", {
      as: seller,
      body: { customerKey: customer.customerKey },
    });
    expect(asSeller.status).toBe(403);
  });

  it("at the default limit a customer gets three reminders a day by email; the fourth is refused in Spanish and queues nothing", async () => {
    await overdueSale("Tres Avisos", "tres@prueba.hn");
    const customer = await customerOf("Tres Avisos");
    for (let i = 0; i < 3; i++) expect((await remind(customer.customerKey)).status).toBe(200);
    const before = await db().execute(
      sql`select count(*)::int as n from outbox_emails where to_address = 'tres@prueba.hn'`,
    );
    const fourth = await remind(customer.customerKey);
    expect(fourth.status).toBe(429);
    expect(fourth.json.error.message).toMatch(/^Demasiados/);
    const after = await db().execute(
      sql`select count(*)::int as n from outbox_emails where to_address = 'tres@prueba.hn'`,
    );
    expect(after.rows[0]).toEqual(before.rows[0]);
  });
});
