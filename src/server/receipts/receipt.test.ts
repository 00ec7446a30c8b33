import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sales } from "../db/schema";
import { addProduct, addSettings, saleViaApi } from "../testing/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../testing/test-app";

/** Renders the PDF with poppler (pdftoppm must produce an image) and reads its text back. */
async function readPdf(body: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "recibo-"));
  try {
    const file = path.join(dir, "recibo.pdf");
    await writeFile(file, body);
    execFileSync("pdftoppm", ["-png", "-r", "40", file, path.join(dir, "page")]);
    expect((await readdir(dir)).filter((f) => f.endsWith(".png")).length).toBeGreaterThanOrEqual(1);
    return execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe.each(DB_KINDS)("receipt PDF on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(t.ctx.database.db, { defaultCommissionBasisPoints: 500 });
    [admin, seller] = await Promise.all([t.account("admin"), t.account("seller")]);
  });
  afterAll(() => t.close());

  const download = async (id: string, as: TestUser) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/sales/${id}/receipt.pdf`,
      headers: { cookie: as.cookie },
    });
    return { status: res.statusCode, type: res.headers["content-type"], body: res.rawPayload };
  };

  it("prints store, order number, customer, items, totals, payments, balance and bank accounts", async () => {
    const p = await addProduct(t.ctx.database.db, {
      brand: "Casio",
      description: "",
      name: "Seiko Presage Cóctel",
      quantity: 3,
      salePrice: 125_000,
    });
    const sale = await saleViaApi(t, seller, [{ productId: p, quantity: 2 }], {
      customer: { kind: "new", name: "Señora Núñez", phone: "9999-1234" },
      firstPayment: { amount: 100_000, date: "2025-06-01", type: "partial" },
    });
    await t.request("POST", `/api/sales/${sale.json.id}/payments`, {
      as: admin,
      body: { amount: 50_000, date: "2025-06-05", type: "partial" },
    });
    const pdf = await download(sale.json.id, seller);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe("application/pdf");
    const text = await readPdf(pdf.body);
    for (const expected of [
      "Tiempo HN",
      `Orden #${sale.json.orderNumber}`,
      "Señora Núñez",
      "Seiko Presage Cóctel",
      "L. 2,500.00",
      "Abono al Crédito",
      "L. 1,000.00",
      "L. 500.00",
      "Monto pagado: L. 1,500.00",
      "Saldo",
      "BAC Credomatic",
      "730-245-981",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("after a manual amountPaid only the amount paid is printed, not the payment history", async () => {
    const p = await addProduct(t.ctx.database.db, {
      brand: "Casio",
      description: "",
      quantity: 3,
      salePrice: 100_000,
    });
    const sale = await saleViaApi(t, seller, [{ productId: p, quantity: 1 }], {
      firstPayment: { amount: 10_000, date: "2025-06-01", type: "partial" },
    });
    await t.request("PUT", `/api/sales/${sale.json.id}/amount-paid`, { as: admin, body: { amount: 40_000 } });
    const text = await readPdf((await download(sale.json.id, admin)).body);
    expect(text).toContain("Monto pagado: L. 400.00");
    expect(text).not.toContain("Abono al Crédito");
  });

  it("dates are the shop's calendar days: a payment at 23:30 in Tegucigalpa (05:30 UTC next day)", async () => {
    const db = t.ctx.database.db;
    const p = await addProduct(db, { brand: "Casio", description: "", quantity: 3, salePrice: 100_000 });
    const sale = await saleViaApi(t, seller, [{ productId: p, quantity: 1 }], {
      firstPayment: { amount: 10_000, date: "2025-11-23", type: "partial" },
    });
    await t.request("POST", `/api/sales/${sale.json.id}/payments`, {
      as: admin,
      body: { amount: 20_000, date: "2025-11-24T05:30:00.000Z", type: "partial" },
    });
    await db
      .update(sales)
      .set({ saleDate: new Date("2025-11-24T05:30:00Z") })
      .where(eq(sales.id, sale.json.id));
    const text = await readPdf((await download(sale.json.id, admin)).body);
    expect(text).toContain("Fecha: 23 nov 2025");
    expect(text).toMatch(/23 nov 2025 · Abono al Crédito · L\. 100\.00/);
    expect(text).toMatch(/23 nov 2025 · Abono al Crédito · L\. 200\.00/);
    expect(text).not.toContain("22 nov");
    expect(text).not.toContain("24 nov");
  });

  it("someone who may not see the sale gets 404", async () => {
    const p = await addProduct(t.ctx.database.db, {
      brand: "Casio",
      description: "",
      quantity: 3,
      salePrice: 100_000,
    });
    const sale = await saleViaApi(t, admin, [{ productId: p, quantity: 1 }]);
    expect((await download(sale.json.id, seller)).status).toBe(404);
  });
});
