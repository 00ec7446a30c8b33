import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { printMsg } from "../../domain/receipts/messages-printing";
import { sales } from "../composition/schema";

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

    // Paid in full, the receipt no longer asks for a deposit.
    await t.request("POST", `/api/sales/${sale.json.id}/payments`, {
      as: admin,
      body: { amount: 100_000, date: "2025-06-06", type: "full" },
    });
    const paid = await readPdf((await download(sale.json.id, seller)).body);
    expect(paid).toContain("Pago Completo");
    expect(paid).not.toContain("Cuentas bancarias para depósito");
    expect(paid).not.toContain("730-245-981");
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

  /** The page size of a PDF in points, as poppler reads it. */
  const pageSize = async (body: Buffer) => {
    const dir = await mkdtemp(path.join(tmpdir(), "recibo-"));
    try {
      await writeFile(path.join(dir, "r.pdf"), body);
      const info = execFileSync("pdfinfo", [path.join(dir, "r.pdf")]).toString("utf8");
      const m = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
      return {
        width: Number(m?.[1]),
        height: Number(m?.[2]),
        pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
      };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  it("a thermal receipt is as wide as its roll, one page as tall as its content; the thank-you line is Configuración's", async () => {
    const db = t.ctx.database.db;
    await t.request("PATCH", "/api/settings", {
      as: admin,
      body: { receiptThanks: "¡Vuelva pronto a Tiempo HN!" },
    });
    const p = await addProduct(db, { brand: "Casio", description: "", quantity: 3, salePrice: 100_000 });
    const sale = await saleViaApi(t, seller, [{ productId: p, quantity: 1 }]);
    const get = (papel?: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/sales/${sale.json.id}/receipt.pdf${papel ? `?papel=${papel}` : ""}`,
        headers: { cookie: seller.cookie },
      });
    for (const [papel, width] of [
      ["80mm", 226.77],
      ["58mm", 164.41],
    ] as const) {
      const res = await get(papel);
      expect(res.statusCode).toBe(200);
      const size = await pageSize(res.rawPayload);
      expect(size.width).toBeCloseTo(width, 0);
      expect(size.pages).toBe(1);
      expect(size.height).toBeLessThan(792);
      expect(await readPdf(res.rawPayload)).toContain("¡Vuelva pronto a Tiempo HN!");
    }
    // Configuración decides the default paper; staff may still ask for another.
    expect((await pageSize((await get()).rawPayload)).width).toBe(612);
    await t.request("PATCH", "/api/settings", { as: admin, body: { receiptPaper: "58mm" } });
    expect((await pageSize((await get()).rawPayload)).width).toBeCloseTo(164.41, 0);
    expect((await pageSize((await get("carta")).rawPayload)).width).toBe(612);
    await t.request("PATCH", "/api/settings", { as: admin, body: { receiptPaper: "carta" } });
    const bad = await get("A4");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(printMsg.paperInvalid);
  });

  it("the print page: the receipt's content escaped, the page sized to the roll; only for who may see the sale", async () => {
    const db = t.ctx.database.db;
    const p = await addProduct(db, {
      brand: "Casio",
      description: "",
      name: "Reloj <b>Núñez</b> & Co",
      quantity: 3,
      salePrice: 100_000,
    });
    const sale = await saleViaApi(t, seller, [{ productId: p, quantity: 1 }]);
    const page = (papel: string, as: TestUser) =>
      t.app.inject({
        method: "GET",
        url: `/api/sales/${sale.json.id}/receipt.html?papel=${papel}`,
        headers: { cookie: as.cookie },
      });
    const res = await page("80mm", seller);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("@page { size: 80mm auto;");
    expect(res.body).toContain("Reloj &lt;b&gt;Núñez&lt;/b&gt; &amp; Co");
    expect(res.body).not.toContain("<b>Núñez");
    expect(res.body).toContain(`Orden #${sale.json.orderNumber}`);
    expect(res.body).toContain("L.\u00a01,000.00");
    expect((await page("58mm", admin)).body).toContain("@page { size: 58mm auto;");
    const other = await saleViaApi(t, admin, [{ productId: p, quantity: 1 }]);
    const hidden = await t.app.inject({
      method: "GET",
      url: `/api/sales/${other.json.id}/receipt.html`,
      headers: { cookie: seller.cookie },
    });
    expect(hidden.statusCode).toBe(404);
  });
});
