import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, saleViaApi } from "../../../tests/support/factory";
import { startTestSmtp, type TestSmtp } from "../../../tests/support/smtp";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { orderNumber } from "../../domain/kernel/roles";
import { linkEmailMsg } from "../../domain/mail/messages-mail";
import { outboxEmails } from "../composition/schema";

/** The order dialog's payment link sent by email, read back from a real SMTP server. */
describe.each(DB_KINDS)("payment link by email (%s)", (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: TestUser;
  let productId: string;
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp(kind, {
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: "20",
      LINK_EMAIL_LIMIT_PER_SENDER: "5",
    });
    await t.app.ready();
    await addSettings(db(), { storeName: "Tiempo HN" });
    admin = await t.account("admin");
    productId = await addProduct(db(), { salePrice: 500_000, quantity: 20 });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const saleWith = async (email: string | null) => {
    const res = await saleViaApi(t, admin, [{ productId, quantity: 1 }], {
      customer: { kind: "new", name: "Ana Pérez", phone: "9999-1234", email },
    });
    expect(res.status).toBe(200);
    return res.json.id as string;
  };
  const makeLink = async (saleId: string, amount: number) => {
    const res = await t.request("POST", `/api/sales/${saleId}/payment-links`, {
      as: admin,
      body: { amount },
    });
    expect(res.status).toBe(200);
    return res.json.token as string;
  };
  const email = (saleId: string, token: string) =>
    t.request("POST", `/api/sales/${saleId}/payment-links/email`, { as: admin, body: { token } });

  it("mails the link to the sale's address with its amount; the link opens; a second click queues nothing", async () => {
    const saleId = await saleWith("ana@prueba.hn");
    const token = await makeLink(saleId, 200_000);
    const res = await email(saleId, token);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      message: linkEmailMsg.queued("ana@prueba.hn"),
      to: "ana@prueba.hn",
      queued: true,
    });
    await smtp.waitFor(1);
    const m = smtp.messages[0]!;
    expect(m.envelopeTo).toEqual(["ana@prueba.hn"]);
    expect(m.subject).toBe(`Link de pago del pedido #${orderNumber(saleId)} en Tiempo HN`);
    expect(m.text).toContain("L.\u00a02,000.00");
    expect(m.html).toContain("L.\u00a02,000.00");
    const url = /http\S+\/pagar\/(\S+)/.exec(m.text ?? "");
    expect(url?.[0]).toBe(`http://localhost:3000/pagar/${token}`);
    const opened = await t.request("GET", `/api/payment-links/${url![1]}`);
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ amount: 200_000, state: "open", orderNumber: orderNumber(saleId) });

    const again = await email(saleId, token);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ queued: false, message: linkEmailMsg.alreadyQueued("ana@prueba.hn") });
    const rows = await db().select().from(outboxEmails).where(eq(outboxEmails.template, "payment-link"));
    expect(rows).toHaveLength(1);
  });

  it("refuses in Spanish without an address, for another sale's token, or a made-up one; nothing queued", async () => {
    const before = (await db().select().from(outboxEmails)).length;
    const noEmail = await saleWith(null);
    const token = await makeLink(noEmail, 100_000);
    const refused = await email(noEmail, token);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(linkEmailMsg.noEmail);

    const other = await saleWith("otra@prueba.hn");
    expect((await email(other, token)).status).toBe(404);
    expect((await email(other, "no-such-token-0000")).status).toBe(404);
    expect((await db().select().from(outboxEmails)).length).toBe(before);
  });

  it("a staff account sends a bounded number of link emails an hour (the shared limiter)", async () => {
    const saleId = await saleWith("limite@prueba.hn");
    // 2 taken by the first test, 3 by the second: this is the sixth, past the 5-an-hour limit.
    const res = await email(saleId, await makeLink(saleId, 100_000));
    expect(res.status).toBe(429);
    expect(res.headers["retry-after"]).toBeDefined();
  });
});
