import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, saleViaApi } from "../../../tests/support/factory";
import { startTestSmtp, type TestSmtp } from "../../../tests/support/smtp";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { linkEmailMsg } from "../../domain/mail/messages-mail";
import { outboxEmails } from "../composition/schema";

/** The customer page's statement link sent by email, read back from a real SMTP server. */
describe.each(DB_KINDS)("statement link by email (%s)", (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: TestUser;
  let productId: string;
  const db = () => t.ctx.database.db;
  const today = shopDay(new Date());
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp(kind, { SMTP_URL: smtp.url, MAIL_POLL_MS: "20" });
    await t.app.ready();
    await addSettings(db(), { storeName: "Tiempo HN" });
    admin = await t.account("admin");
    productId = await addProduct(db(), { salePrice: 350_000, quantity: 10 });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const customerWith = async (name: string, email: string | null) => {
    const res = await saleViaApi(t, admin, [{ productId, quantity: 1 }], {
      customer: { kind: "new", name, phone: "9999-1234", email },
    });
    expect(res.status).toBe(200);
    const sale = await t.request("GET", `/api/sales/${res.json.id}`, { as: admin });
    expect(sale.json.customerId).toBeTruthy();
    return sale.json.customerId as string;
  };
  const email = (customerId: string) =>
    t.request("POST", `/api/customers/${customerId}/statement/email`, {
      as: admin,
      body: { from: today, to: today },
    });

  it("mails the signed link with the closing balance to the customer's address; the link opens the PDF", async () => {
    const customerId = await customerWith("Luis Díaz", "luis@prueba.hn");
    const statement = await t.request(
      "GET",
      `/api/customers/${customerId}/statement?from=${today}&to=${today}`,
      {
        as: admin,
      },
    );
    expect(statement.json.customer.email).toBe("luis@prueba.hn");
    const res = await email(customerId);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      message: linkEmailMsg.queued("luis@prueba.hn"),
      to: "luis@prueba.hn",
      queued: true,
    });
    await smtp.waitFor(1);
    const m = smtp.messages[0]!;
    expect(m.envelopeTo).toEqual(["luis@prueba.hn"]);
    expect(m.subject).toBe("Su estado de cuenta en Tiempo HN");
    expect(m.text).toContain("Hola Luis Díaz");
    expect(m.text).toContain("Saldo final: L.\u00a03,500.00");
    const url = /http:\/\/localhost:3000(\/api\/statement-links\?t=\S+)/.exec(m.text ?? "");
    expect(url).not.toBeNull();
    const pdf = await t.app.inject({ method: "GET", url: url![1]! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("refuses in Spanish when the customer has no address, queueing nothing", async () => {
    const before = (await db().select().from(outboxEmails)).length;
    const customerId = await customerWith("Sin Correo", null);
    const res = await email(customerId);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(linkEmailMsg.noEmail);
    expect((await db().select().from(outboxEmails)).length).toBe(before);
  });
});
