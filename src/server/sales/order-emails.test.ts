import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addCity, addProduct, addSettings, checkoutBody, saleViaApi } from "../../../tests/support/factory";
import { startTestSmtp, type TestSmtp } from "../../../tests/support/smtp";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { payOnSandbox } from "../../../tests/support/test-payments";
import { outboxEmails } from "../composition/schema";

const pdfText = (content: Buffer) => {
  const dir = mkdtempSync(path.join(tmpdir(), "pedido-"));
  writeFileSync(path.join(dir, "r.pdf"), content);
  return execFileSync("pdftotext", [path.join(dir, "r.pdf"), "-"]).toString();
};

/** Order confirmations, shipped and delivered, read back from a real SMTP server. */
describe.each(DB_KINDS)("order emails (%s)", (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: TestUser;
  let city: string;
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp(kind, { SMTP_URL: smtp.url, MAIL_POLL_MS: "20" });
    await t.app.ready();
    await addSettings(db(), {
      storeName: "Tiempo HN",
      storeEmail: "tienda@tiempo.hn",
      bankAccounts: [
        {
          bankName: "Banco Atlántida",
          accountHolder: "Tiempo S. de R.L.",
          accountNumber: "20-111-222",
          accountType: "Ahorros",
        },
      ],
    });
    admin = await t.account("admin");
    city = await addCity(db(), "Tegucigalpa", 8_000);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  it("a paid card order mails its confirmation with items, totals, the link and the receipt PDF", async () => {
    const p = await addProduct(db(), { name: "Cronos Marina", salePrice: 200_000, quantity: 3 });
    const res = await t.request("POST", "/api/checkout", {
      body: checkoutBody(city, [{ productId: p, quantity: 2 }], {
        contact: { name: "Ana <Martínez>", email: "ana@correo.hn", phone: "9988-7766" },
      }),
    });
    expect(res.status).toBe(200);
    // Placing the order sends nothing: only the approved payment does.
    expect(await db().select().from(outboxEmails)).toHaveLength(0);
    expect((await payOnSandbox(t, res.json.redirectUrl)).status).toBe(200);
    await smtp.waitFor(1);
    const [m] = smtp.messages;
    expect(m!.envelopeTo).toEqual(["ana@correo.hn"]);
    expect(m!.subject).toBe(`Confirmación de su compra #${res.json.orderNumber} en Tiempo HN`);
    expect(m!.replyTo?.text).toBe("tienda@tiempo.hn");
    expect(m!.text).toContain("2 × Cronos Marina: L.\u00a04,000.00");
    expect(m!.text).toContain("Envío: L.\u00a080.00");
    expect(m!.text).toContain("Total: L.\u00a04,080.00");
    // "Ver mi compra" opens the order's page with its signed link: a guest has no account.
    expect(m!.text).toContain(`http://localhost:3000/payment/success?orderId=${res.json.orderId}&t=`);
    expect(m!.text).not.toContain("Cuentas para su transferencia");
    expect(m!.html).toContain("Ana &lt;Martínez&gt;");
    const [pdf] = m!.attachments;
    expect(pdf!.filename).toBe(`recibo-${res.json.orderNumber}.pdf`);
    const text = pdfText(pdf!.content);
    expect(text).toContain("Ana <Martínez>");
    expect(text).toContain("L. 4,080.00");
  });

  it("a bank-transfer purchase mails its confirmation with the bank accounts and the receipt PDF", async () => {
    const p = await addProduct(db(), { name: "Cronos Sol", salePrice: 150_000, quantity: 3 });
    const res = await t.request("POST", "/api/checkout", {
      body: checkoutBody(city, [{ productId: p, quantity: 1 }], { paymentMethod: "transfer" }),
    });
    expect(res.status).toBe(200);
    await smtp.waitFor(1);
    const [m] = smtp.messages;
    expect(m!.envelopeTo).toEqual(["ana@correo.hn"]);
    expect(m!.subject).toMatch(/^Recibimos su pedido #\w+ en Tiempo HN$/);
    expect(m!.text).toContain("1 × Cronos Sol: L.\u00a01,500.00");
    expect(m!.text).toContain("Total: L.\u00a01,580.00");
    expect(m!.text).toContain("Banco Atlántida · Ahorros · 20-111-222 · Tiempo S. de R.L.");
    const text = pdfText(m!.attachments[0]!.content);
    expect(text).toContain("L. 1,580.00");
    expect(text).toContain("Pendiente");
  });

  it("shipped (carrier, tracking link) and delivered reach a manual customer's address; nothing without one", async () => {
    const p = await addProduct(db(), { salePrice: 100_000, quantity: 5 });
    const sale = async (email: string | null) => {
      const res = await saleViaApi(t, admin, [{ productId: p, quantity: 1 }], {
        customer: { kind: "new", name: "x\r\nBcc: espia@malo.hn", phone: "9999-1234", email },
      });
      expect(res.status).toBe(200);
      return res.json.id as string;
    };
    const id = await sale("marta@prueba.hn");
    const ship = (saleId: string) =>
      t.request("PATCH", `/api/sales/${saleId}`, {
        as: admin,
        body: {
          status: "Enviado",
          carrier: "Cargo Expreso",
          trackingNumber: "CE-123",
          trackingUrl: "https://rastreo.hn/CE-123",
        },
      });
    expect((await ship(id)).status).toBe(200);
    await smtp.waitFor(1);
    const [shipped] = smtp.messages;
    expect(shipped!.envelopeTo).toEqual(["marta@prueba.hn"]);
    expect(shipped!.headers.has("bcc")).toBe(false);
    expect(shipped!.subject).toMatch(/^Su pedido #\w+ va en camino$/);
    expect(shipped!.text).toContain("Transportista: Cargo Expreso");
    expect(shipped!.text).toContain("Número de guía: CE-123");
    expect(shipped!.text).toContain("https://rastreo.hn/CE-123");
    // Saving again without a change sends nothing new.
    expect((await ship(id)).status).toBe(200);
    const delivered = await t.request("PATCH", `/api/sales/${id}`, {
      as: admin,
      body: { isDelivered: true },
    });
    expect(delivered.status).toBe(200);
    await smtp.waitFor(2);
    expect(smtp.messages[1]!.subject).toMatch(/^Su pedido #\w+ fue entregado$/);
    expect(smtp.messages).toHaveLength(2);

    const before = (await db().select().from(outboxEmails)).length;
    expect((await ship(await sale(null))).status).toBe(200);
    expect((await db().select().from(outboxEmails)).length).toBe(before);
  });

  it("a refused change (rolled back) queues nothing", async () => {
    const p = await addProduct(db(), { salePrice: 100_000, quantity: 5 });
    const res = await saleViaApi(t, admin, [{ productId: p, quantity: 1 }], {
      customer: { kind: "new", name: "Luis", phone: "9999-1234", email: "luis@prueba.hn" },
    });
    const before = (await db().select().from(outboxEmails)).length;
    // Completado with a balance is refused: no delivered email for a change that did not happen.
    const refused = await t.request("PATCH", `/api/sales/${res.json.id}`, {
      as: admin,
      body: { status: "Completado", isDelivered: true },
    });
    expect(refused.status).toBe(400);
    expect((await db().select().from(outboxEmails)).length).toBe(before);
  });
});
