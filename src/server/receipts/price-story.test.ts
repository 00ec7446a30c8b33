import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCity, addProduct, addSettings, checkoutBody } from "../../../tests/support/factory";
import { startTestSmtp, type TestSmtp } from "../../../tests/support/smtp";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { payOnSandbox } from "../../../tests/support/test-payments";

const pdfText = (content: Buffer) => {
  const dir = mkdtempSync(path.join(tmpdir(), "historia-"));
  try {
    writeFileSync(path.join(dir, "r.pdf"), content);
    // -layout keeps a row's cells on one line, as a person reads them.
    return execFileSync("pdftotext", ["-layout", path.join(dir, "r.pdf"), "-"]).toString("utf8");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** The non-breaking space formatMoney writes; pdftotext reads it back as a plain space. */
const plain = (s: string) => s.replace(/\u00a0/g, " ");

/**
 * A watch with a public original price, a regular price and a promotion: the order email and the
 * receipt PDF attached to it tell the same story (docs/decisions/0244): each line at its regular
 * price, its promotion, and a subtotal that is the sum of the regular amounts, never the public
 * original price.
 */
describe.each(DB_KINDS)("one price story on the receipt and the email (%s)", (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let city: string;
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp(kind, { SMTP_URL: smtp.url, MAIL_POLL_MS: "20" });
    await t.app.ready();
    await addSettings(db(), { storeName: "Tiempo HN", storeEmail: "tienda@tiempo.hn" });
    city = await addCity(db(), "Tegucigalpa", 10_000);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it("lines at the regular price, their promotion, and the subtotal they add up to", async () => {
    const promoted = await addProduct(db(), {
      name: "Orient Bambino",
      salePrice: 640_000,
      promoPrice: 544_000,
      originalPublicPrice: 720_000,
      quantity: 4,
    });
    const plainWatch = await addProduct(db(), { name: "Casio Vintage", salePrice: 120_000, quantity: 4 });
    const res = await t.request("POST", "/api/checkout", {
      body: checkoutBody(city, [
        { productId: promoted, quantity: 2 },
        { productId: plainWatch, quantity: 1 },
      ]),
    });
    expect(res.status).toBe(200);
    expect((await payOnSandbox(t, res.json.redirectUrl)).status).toBe(200);
    await smtp.waitFor(1);
    const [m] = smtp.messages;
    const email = plain(m!.text ?? "");
    const receipt = pdfText(m!.attachments[0]!.content);

    // The email: each line at its regular price, the promotion beneath, then the totals.
    expect(email).toContain("2 × Orient Bambino (Precio regular L. 6,400.00 c/u): L. 12,800.00");
    expect(email).toContain("Descuento de promoción (L. 5,440.00 c/u): -L. 1,920.00");
    expect(email).toContain("1 × Casio Vintage: L. 1,200.00");
    expect(email).toContain("Subtotal: L. 14,000.00");
    expect(email).toContain("Descuento de promoción: -L. 1,920.00");
    expect(email).toContain("Total: L. 12,180.00");

    // The receipt: the same figures, the regular price in its column, the promotion on its own row.
    const row = (...cells: string[]) =>
      new RegExp(cells.map((c) => c.replace(/[.()×]/g, "\\$&")).join("\\s+"));
    expect(receipt).toMatch(row("Precio regular", "Importe"));
    expect(receipt).toMatch(row("Orient Bambino", "2", "L. 6,400.00", "L. 12,800.00"));
    expect(receipt).toMatch(row("Descuento de promoción (L. 5,440.00 c/u)", "-L. 1,920.00"));
    expect(receipt).toMatch(row("Casio Vintage", "1", "L. 1,200.00", "L. 1,200.00"));
    expect(receipt).toMatch(row("Subtotal", "L. 14,000.00"));
    expect(receipt).toMatch(row("Descuento de promoción", "-L. 1,920.00"));
    expect(receipt).toMatch(row("Total", "L. 12,180.00"));

    // The public original price is no line's price and never a "before" price on paper.
    for (const text of [email, receipt]) expect(text).not.toContain("7,200.00");
  });
});
