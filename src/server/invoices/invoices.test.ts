import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, changeSettings, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { invoiceMessages } from "../../domain/invoices/messages-invoices";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { invoiceCais } from "./schema";

/** Renders the PDF with poppler (pdftoppm must produce an image) and reads its text back. */
async function readPdf(body: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "factura-"));
  try {
    const file = path.join(dir, "factura.pdf");
    await writeFile(file, body);
    execFileSync("pdftoppm", ["-png", "-r", "40", file, path.join(dir, "page")]);
    expect((await readdir(dir)).filter((f) => f.endsWith(".png")).length).toBeGreaterThanOrEqual(1);
    return execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const CAI_A = "A1B2C3-D4E5F6-0A1B2C-3D4E5F-60A1B2-C3";
const CAI_B = "B1B2C3-D4E5F6-0A1B2C-3D4E5F-60A1B2-C3";
const CAI_C = "C1B2C3-D4E5F6-0A1B2C-3D4E5F-60A1B2-C3";
const FAR = "2099-12-31";

describe.each(DB_KINDS)("Factura (SAR) on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  let productId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.ctx.database.db;
    await addSettings(db, { defaultCommissionBasisPoints: 500 });
    await changeSettings(db, {
      legalName: "Relojería Tiempo S. de R.L.",
      rtn: "08019015123456",
      address: "Col. Palmira, Tegucigalpa",
    });
    [admin, seller] = await Promise.all([t.account("admin"), t.account("seller")]);
    productId = await addProduct(db, {
      brand: "Casio",
      description: "",
      name: "Seiko Presage",
      quantity: 1000,
      salePrice: 115_000,
    });
  });
  afterAll(() => t.close());

  const newSale = async () => {
    const res = await saleViaApi(t, admin, [{ productId, quantity: 1 }], {
      customer: { kind: "new", name: "Señora Núñez", phone: "9999-1234" },
    });
    expect(res.status).toBe(200);
    return res.json.id as string;
  };
  const issue = (saleId: string, body: object = {}) =>
    t.request("POST", `/api/sales/${saleId}/invoices`, { as: admin, body });
  const addCai = (body: object) => t.request("POST", "/api/invoicing/cais", { as: admin, body });

  it("refuses to issue without an active CAI, then configures one (active) and validates the range", async () => {
    const saleId = await newSale();
    let res = await issue(saleId);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toContain("No hay un CAI activo");
    res = await addCai({
      cai: "malo",
      rangeFrom: "000-001-01-00000001",
      rangeTo: "000-001-01-00000100",
      deadline: FAR,
    });
    expect(res.status).toBe(400);
    res = await addCai({
      cai: CAI_A,
      rangeFrom: "000-001-01-00000001",
      rangeTo: "000-001-01-00000100",
      deadline: FAR,
    });
    expect(res.status).toBe(200);
    res = await addCai({
      cai: CAI_B,
      rangeFrom: "000-001-01-00000050",
      rangeTo: "000-001-01-00000150",
      deadline: FAR,
    });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe("El rango se cruza con el de otro CAI registrado.");
    const settingsRes = await t.request("GET", "/api/invoicing/settings", { as: admin });
    expect(settingsRes.json.cais).toHaveLength(1);
    expect(settingsRes.json.cais[0]).toMatchObject({
      active: true,
      nextNumber: "000-001-01-00000001",
      remaining: 100,
    });
    expect(settingsRes.json.buyerRtnThreshold).toBe(1_000_000);
  });

  it("20 concurrent issues on one range give 20 consecutive numbers, no gap, no duplicate", async () => {
    const ids = [];
    for (let i = 0; i < 20; i++) ids.push(await newSale());
    const results = await Promise.all(ids.map((id) => issue(id)));
    for (const r of results) expect(r.status, JSON.stringify(r.json)).toBe(200);
    const numbers = results.map((r) => r.json.invoice.number as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `000-001-01-${String(i + 1).padStart(8, "0")}`),
    );
    // a sale is invoiced at most once
    const again = await issue(ids[0] as string);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toContain("ya tiene la factura");
  });

  it("prints a legal invoice: FACTURA, issuer and RTN, CAI, range, fecha límite, number, ISV, amount in words, copies", async () => {
    const saleId = await newSale();
    const res = await issue(saleId, { buyerName: "Comercial Núñez", buyerRtn: "0801-1990-123456" });
    expect(res.status).toBe(200);
    expect(res.json.invoice).toMatchObject({
      total: 115_000,
      isv: 15_000,
      taxableBase: 100_000,
      buyerRtn: "08011990123456",
    });
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/invoices/${res.json.invoice.id}/factura.pdf`,
      headers: { cookie: admin.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await readPdf(pdf.rawPayload);
    for (const needle of [
      "FACTURA",
      "Relojería Tiempo S. de R.L.",
      "RTN: 0801-9015-123456",
      `CAI: ${CAI_A}`,
      "Rango autorizado: del 000-001-01-00000001 al 000-001-01-00000100",
      `Fecha límite de emisión: ${FAR}`,
      res.json.invoice.number,
      "Comercial Núñez",
      "0801-1990-123456",
      "Seiko Presage",
      "ISV 15%",
      "L. 150.00",
      "Importe gravado 15%",
      "L. 1,000.00",
      "L. 1,150.00",
      "SON: MIL CIENTO CINCUENTA LEMPIRAS CON 00/100",
      "Original: Cliente / Copia: Emisor",
    ])
      expect(text).toContain(needle);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/invoices/${res.json.invoice.id}/factura.pdf`,
          headers: { cookie: seller.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("a promoted line shows its regular price and its promotion; the lines add up to the subtotal (docs/decisions/0244)", async () => {
    const promoted = await addProduct(t.ctx.database.db, {
      name: "Orient Bambino",
      quantity: 10,
      salePrice: 64_000,
      promoPrice: 54_400,
      originalPublicPrice: 72_000,
    });
    const sale = await saleViaApi(t, admin, [{ productId: promoted, quantity: 2 }], {
      customer: { kind: "new", name: "Señora Núñez", phone: "9999-1234" },
    });
    const res = await issue(sale.json.id);
    expect(res.status).toBe(200);
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/invoices/${res.json.invoice.id}/factura.pdf`,
      headers: { cookie: admin.cookie },
    });
    const text = await readPdf(pdf.rawPayload);
    // The line at the price charged, its regular price and promotion under it, the subtotal their sum.
    expect(text).toMatch(/Orient Bambino\s+2\s+L\. 544\.00\s+L\. 1,088\.00/);
    expect(text).toContain("Precio regular L. 640.00 c/u · Descuento de promoción -L. 192.00");
    expect(text).toMatch(/Subtotal\s+L\. 1,088\.00/);
    expect(text).not.toContain("720.00");
  });

  it("requires the buyer's RTN above the threshold (L. 10,000 by default, set in settings)", async () => {
    const saleId = await newSale();
    let res = await t.request("PUT", "/api/invoicing/buyer-rtn-threshold", {
      as: admin,
      body: { amount: 100_000 },
    });
    expect(res.status).toBe(200);
    res = await issue(saleId);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(
      "El RTN del comprador es obligatorio en facturas de más de L.\u00a01,000.00.",
    );
    res = await issue(saleId, { buyerRtn: "123" });
    expect(res.json.error.message).toBe("El RTN debe tener 14 dígitos.");
    res = await t.request("PUT", "/api/invoicing/buyer-rtn-threshold", {
      as: admin,
      body: { amount: 1_000_000 },
    });
    res = await issue(saleId);
    expect(res.status).toBe(200);
  });

  it("an invoiced sale cannot be deleted, nor cancelled until its invoice is voided; the number is not reused", async () => {
    const saleId = await newSale();
    const issued = await issue(saleId);
    expect(issued.status).toBe(200);
    const number = issued.json.invoice.number as string;
    let res = await t.request("POST", `/api/sales/${saleId}/deletion`, {
      as: admin,
      body: { reason: "Duplicada" },
    });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toContain(`factura ${number}`);
    res = await t.request("PATCH", `/api/sales/${saleId}`, { as: admin, body: { status: "Cancelado" } });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(
      `La venta tiene la factura ${number} vigente. Anule la factura antes de cancelar la venta.`,
    );
    res = await t.request("POST", `/api/sales/${saleId}/extra-costs`, {
      as: admin,
      body: { description: "Grabado", amount: 10_000 },
    });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toContain("su total no puede cambiar");
    res = await t.request("POST", `/api/invoices/${issued.json.invoice.id}/void`, {
      as: admin,
      body: { reason: " " },
    });
    expect(res.status).toBe(400);
    res = await t.request("POST", `/api/invoices/${issued.json.invoice.id}/void`, {
      as: admin,
      body: { reason: "Datos del comprador errados" },
    });
    expect(res.status).toBe(200);
    res = await t.request("POST", `/api/invoices/${issued.json.invoice.id}/void`, {
      as: admin,
      body: { reason: "otra" },
    });
    expect(res.status).toBe(409);
    res = await t.request("PATCH", `/api/sales/${saleId}`, { as: admin, body: { status: "Cancelado" } });
    expect(res.status).toBe(200);
    // Still never deleted: its voided number must stay traceable.
    res = await t.request("POST", `/api/sales/${saleId}/deletion`, {
      as: admin,
      body: { reason: "Duplicada" },
    });
    expect(res.status).toBe(409);
    // The next invoice takes a new number.
    const other = await issue(await newSale());
    expect(other.json.invoice.number > number).toBe(true);

    const list = await t.request("GET", `/api/invoices?status=Anulada`, { as: admin });
    expect(list.json.rows.map((r: { number: string }) => r.number)).toEqual([number]);
    const day = shopDay(new Date());
    const csv = await t.app.inject({
      method: "GET",
      url: `/api/invoices/export.csv?from=${day}&to=${day}`,
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body.startsWith(
        "\uFEFFFecha,Número,CAI,Cliente,RTN,Importe exento,Importe gravado 15%,ISV 15%,Total,Estado",
      ),
    ).toBe(true);
    expect(csv.body).toContain(
      `${number},${CAI_A},Señora Núñez,,0.00,0.00,0.00,0.00,Anulada,Datos del comprador errados`,
    );
  });

  it("refuses an exhausted range and an expired one, and warns under 50 numbers or 30 days", async () => {
    const db = t.ctx.database.db;
    let res = await addCai({
      cai: CAI_B,
      rangeFrom: "000-002-01-00000001",
      rangeTo: "000-002-01-00000001",
      deadline: FAR,
    });
    expect(res.status).toBe(200);
    const exhaustedId = res.json.id as string;
    expect(
      (await t.request("POST", `/api/invoicing/cais/${exhaustedId}/activation`, { as: admin })).status,
    ).toBe(200);
    const settingsRes = await t.request("GET", "/api/invoicing/settings", { as: admin });
    expect(settingsRes.json.warnings).toEqual(["Quedan 1 números en el rango autorizado del CAI."]);
    expect((await issue(await newSale())).json.invoice.number).toBe("000-002-01-00000001");
    res = await issue(await newSale());
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(
      "El rango autorizado del CAI se agotó (último número 000-002-01-00000001). Registre un nuevo CAI para seguir facturando.",
    );

    res = await addCai({
      cai: CAI_C,
      rangeFrom: "000-003-01-00000001",
      rangeTo: "000-003-01-00001000",
      deadline: "2020-01-31",
    });
    expect(res.status).toBe(200);
    await t.request("POST", `/api/invoicing/cais/${res.json.id}/activation`, { as: admin });
    res = await issue(await newSale());
    expect(res.status).toBe(409);
    expect(res.json.error.message).toContain("La fecha límite de emisión del CAI (2020-01-31) ya pasó");
    const [expired] = await db.select().from(invoiceCais).where(eq(invoiceCais.cai, CAI_C));
    expect(expired?.nextNumber).toBe(1);
  });

  it("shows the number an issue would take and the total, and refuses when that number was taken meanwhile", async () => {
    const fresh = await addCai({
      cai: "D1B2C3-D4E5F6-0A1B2C-3D4E5F-60A1B2-C3",
      rangeFrom: "000-004-01-00000001",
      rangeTo: "000-004-01-00000100",
      deadline: FAR,
    });
    await t.request("POST", `/api/invoicing/cais/${fresh.json.id}/activation`, { as: admin });
    const [first, second] = [await newSale(), await newSale()];
    const preview = (await t.request("GET", `/api/sales/${first}/invoices`, { as: admin })).json.next;
    expect(preview).toEqual({ number: "000-004-01-00000001", total: 115_000 });
    // Another invoice takes the number shown: the confirmed issue is refused, nothing taken.
    expect((await issue(second)).json.invoice.number).toBe(preview.number);
    const stale = await issue(first, { expectedNumber: preview.number });
    expect(stale.status).toBe(409);
    const now = (await t.request("GET", `/api/sales/${first}/invoices`, { as: admin })).json.next.number;
    expect(stale.json.error.message).toBe(invoiceMessages.numberChanged(now));
    const confirmed = await issue(first, { expectedNumber: now });
    expect([confirmed.status, confirmed.json.invoice.number]).toEqual([200, now]);
  });
});
