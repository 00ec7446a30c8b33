import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, saleViaApi } from "../../../tests/support/factory";
import { startTestSmtp, type TestSmtp } from "../../../tests/support/smtp";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { outboxEmails } from "../mail/schema";

/** An abono's receipt by email, with the receipt PDF attached, read back from a real SMTP server. */
describe.each(DB_KINDS)("abono receipt email (%s)", (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: TestUser;
  let productId: string;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp(kind, { SMTP_URL: smtp.url, MAIL_POLL_MS: "20" });
    await t.app.ready();
    await addSettings(t.ctx.database.db, { storeName: "Tiempo HN" });
    admin = await t.account("admin");
    productId = await addProduct(t.ctx.database.db, { salePrice: 500_000, quantity: 10 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  const sale = async (email: string | null) => {
    const res = await saleViaApi(t, admin, [{ productId, quantity: 1 }], {
      customer: { kind: "new", name: "Marta <López>", phone: "9999-1234", email },
    });
    expect(res.status).toBe(200);
    return res.json.id as string;
  };
  const pay = (id: string, amount: number) =>
    t.request("POST", `/api/sales/${id}/payments`, {
      as: admin,
      body: { amount, date: "2026-11-20", type: "partial" },
    });

  it("mails the receipt with the amount, the balance and the PDF", async () => {
    const id = await sale("marta@prueba.hn");
    expect((await pay(id, 150_000)).status).toBe(200);
    await smtp.waitFor(1);
    const [m] = smtp.messages;
    expect(m!.envelopeTo).toEqual(["marta@prueba.hn"]);
    expect(m!.subject).toMatch(/^Recibo de su abono al pedido #/);
    expect(m!.text).toContain("L.\u00a01,500.00");
    expect(m!.text).toContain("Saldo pendiente: L.\u00a03,500.00");
    expect(m!.text).toContain("el 20 nov 2026");
    expect(m!.html).toContain("Marta &lt;López&gt;");
    const [pdf] = m!.attachments;
    expect(pdf!.contentType).toBe("application/pdf");
    const dir = mkdtempSync(path.join(tmpdir(), "abono-"));
    writeFileSync(path.join(dir, "r.pdf"), pdf!.content);
    const text = execFileSync("pdftotext", [path.join(dir, "r.pdf"), "-"]).toString();
    expect(text).toContain("Marta <López>");
    expect(text).toContain("L. 1,500.00");
  });

  it("a counter sale's first abono sends its receipt too; a payment in full is a 'pago', not an 'abono'", async () => {
    smtp.messages.length = 0;
    const first = await saleViaApi(t, admin, [{ productId, quantity: 1 }], {
      customer: { kind: "new", name: "Rosa Mostrador", phone: "9999-4321", email: "rosa@prueba.hn" },
      firstPayment: { amount: 200_000, date: "2026-11-21", type: "partial", method: "efectivo" },
    });
    expect(first.status).toBe(200);
    await smtp.waitFor(1);
    expect(smtp.messages[0]!.subject).toBe(`Recibo de su abono al pedido #${first.json.orderNumber}`);
    expect(smtp.messages[0]!.text).toContain("Saldo pendiente: L.\u00a03,000.00");
    const full = await t.request("POST", `/api/sales/${first.json.id}/payments`, {
      as: admin,
      body: { amount: 300_000, date: "2026-11-22", type: "full" },
    });
    expect(full.status).toBe(200);
    await smtp.waitFor(2);
    expect(smtp.messages[1]!.subject).toBe(`Recibo de su pago al pedido #${first.json.orderNumber}`);
    expect(smtp.messages[1]!.text).toContain("Recibimos su pago de L.\u00a03,000.00");
    expect(smtp.messages[1]!.text).toContain("Saldo pendiente: L.\u00a00.00");
  });

  it("a watch sold by serial and paid in full: the email names it with its warranty, the PDF too", async () => {
    smtp.messages.length = 0;
    const db = t.ctx.database.db;
    const watch = await addProduct(db, {
      salePrice: 800_000,
      quantity: 0,
      serialized: true,
      name: "Orient Star",
    });
    const received = await t.request("POST", `/api/inventory/products/${watch}/stock-increase`, {
      as: admin,
      body: { amount: 1, serials: ["OS-2026-0001"] },
    });
    expect(received.status, JSON.stringify(received.json)).toBe(200);
    const sold = await saleViaApi(t, admin, [{ productId: watch, quantity: 1, serials: ["OS-2026-0001"] }], {
      customer: { kind: "new", name: "Luis Serie", phone: "9999-7777", email: "luis@prueba.hn" },
      firstPayment: { amount: 800_000, date: "2026-11-21", type: "full", method: "efectivo" },
    });
    expect(sold.status, JSON.stringify(sold.json)).toBe(200);
    await smtp.waitFor(1);
    const [m] = smtp.messages;
    expect(m!.text).toMatch(/Orient Star: Serie OS-2026-0001 · Garantía hasta \d{1,2} \w+\.? \d{4}/);
    const dir = mkdtempSync(path.join(tmpdir(), "abono-"));
    writeFileSync(path.join(dir, "r.pdf"), m!.attachments[0]!.content);
    expect(execFileSync("pdftotext", [path.join(dir, "r.pdf"), "-"]).toString()).toContain(
      "Serie OS-2026-0001",
    );
  });

  it("no email without an address, none when Configuración › Ventas turns it off, none for a refused abono", async () => {
    smtp.messages.length = 0;
    const before = (await t.ctx.database.db.select().from(outboxEmails)).length;
    await pay(await sale(null), 100_000);
    const id = await sale("otra@prueba.hn");
    expect((await pay(id, 99_999_999)).status).toBe(400);
    expect(
      (await t.request("PATCH", "/api/settings", { as: admin, body: { abonoReceiptEmails: false } })).status,
    ).toBe(200);
    expect((await pay(id, 100_000)).status).toBe(200);
    expect((await t.ctx.database.db.select().from(outboxEmails)).length).toBe(before);
  });
});
