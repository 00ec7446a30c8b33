import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, changeSettings, saleViaApi } from "../../../tests/support/factory";
import { pdfText } from "../../../tests/support/pdf-text";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { isvFromInclusive } from "../../domain/invoices/invoice";
import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import { shopDay } from "../../domain/kernel/shop-calendar";
import type { ReturnLineRecord } from "../../domain/returns/returns";
import { saleChangeGuard } from "../sales";
import { sales } from "../sales/schema";
import { issueCreditNote } from ".";
import { invoiceCais, invoices } from "./schema";

const FACTURA_CAI = "A1B2C3-D4E5F6-0A1B2C-3D4E5F-60A1B2-C3";
const NOTE_CAI = "E1B2C3-D4E5F6-0A1B2C-3D4E5F-60A1B2-C3";
const NOTE_CAI_2 = "F1B2C3-D4E5F6-0A1B2C-3D4E5F-60A1B2-C3";
const FAR = "2099-12-31";

describe.each(DB_KINDS)("Notas de crédito (SAR) on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let productId: string;
  let returnCount = 0;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.ctx.database.db;
    await addSettings(db, { defaultCommissionBasisPoints: 500 });
    await changeSettings(db, {
      legalName: "Relojería Tiempo S. de R.L.",
      rtn: "08019015123456",
      address: "Col. Palmira, Tegucigalpa",
    });
    admin = await t.account("admin");
    productId = await addProduct(db, { name: "Seiko Presage", quantity: 1000, salePrice: 115_000 });
  });
  afterAll(() => t.close());

  const db = () => t.ctx.database.db;
  const newSale = async () => {
    const res = await saleViaApi(t, admin, [{ productId, quantity: 1 }], {
      customer: { kind: "new", name: "Señora Núñez", phone: "9999-1234" },
    });
    expect(res.status).toBe(200);
    return res.json.id as string;
  };
  const addCai = (body: object) => t.request("POST", "/api/invoicing/cais", { as: admin, body });
  const issue = async (saleId: string) => {
    const res = await t.request("POST", `/api/sales/${saleId}/invoices`, { as: admin, body: {} });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.invoice as { id: string; number: string; total: number; isv: number };
  };
  const line = (value: number, serials: string[] = []): ReturnLineRecord => ({
    line: 0,
    productId,
    productName: "Seiko Presage",
    quantity: 1,
    value,
    serials,
    destination: "stock",
  });
  /** What the returns feature does inside its transaction: lock the sale, then ask for the note. */
  const creditNote = (saleId: string, value: number, serials: string[] = []) =>
    db().transaction(async (tx) => {
      await tx.select({ id: sales.id }).from(sales).where(eq(sales.id, saleId)).for("update");
      returnCount += 1;
      return issueCreditNote(tx, {
        saleId,
        returnId: `ret-${kind}-${returnCount}`,
        returnNumber: `DEV-${String(returnCount).padStart(4, "0")}`,
        reason: "La correa no le quedó",
        lines: [line(value, serials)],
        value,
        user: { id: admin.id, name: "Admin Prueba" },
      });
    });
  const notes = () => db().select().from(invoices).where(eq(invoices.kind, "nota_credito"));
  const caiCount = async () => (await db().select({ id: invoiceCais.id }).from(invoiceCais)).length;

  it("refuses a nota de crédito range with type 01 and a factura range with another type, writing nothing", async () => {
    let res = await addCai({
      cai: NOTE_CAI,
      rangeFrom: "000-001-01-00000001",
      rangeTo: "000-001-01-00000100",
      deadline: FAR,
      documentKind: "nota_credito",
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(m.creditNoteDocTypeInvalid);
    res = await addCai({
      cai: FACTURA_CAI,
      rangeFrom: "000-001-06-00000001",
      rangeTo: "000-001-06-00000100",
      deadline: FAR,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(m.rangeDocTypeInvalid);
    res = await addCai({
      cai: FACTURA_CAI,
      rangeFrom: "000-001-06-00000001",
      rangeTo: "000-001-07-00000100",
      deadline: FAR,
      documentKind: "nota_credito",
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(m.rangePrefixMismatch);
    expect(await caiCount()).toBe(0);
  });

  it("returns null for a sale without factura, and refuses a note without an active nota de crédito range, writing nothing", async () => {
    const plain = await newSale();
    expect(await creditNote(plain, 10_000)).toBeNull();

    const res = await addCai({
      cai: FACTURA_CAI,
      rangeFrom: "000-001-01-00000001",
      rangeTo: "000-001-01-00000100",
      deadline: FAR,
    });
    expect(res.status).toBe(200);
    const saleId = await newSale();
    await issue(saleId);
    const before = await db().select().from(invoiceCais);
    await expect(creditNote(saleId, 10_000)).rejects.toMatchObject({
      code: "conflict",
      message:
        "La venta tiene factura: registre y active un rango CAI de notas de crédito en Configuración › Facturación antes de devolver.",
    });
    expect(await notes()).toEqual([]);
    expect(await db().select().from(invoiceCais)).toEqual(before);
    const settingsRes = await t.request("GET", "/api/invoicing/settings", { as: admin });
    expect(settingsRes.json.creditNoteWarnings).toEqual([m.noCreditNoteRangeHere]);
  });

  it("keeps one active range per kind: registering and activating a nota de crédito range leaves the factura range active", async () => {
    let res = await addCai({
      cai: NOTE_CAI,
      rangeFrom: "000-001-06-00000001",
      rangeTo: "000-001-06-00000100",
      deadline: FAR,
      documentKind: "nota_credito",
    });
    expect(res.status).toBe(200);
    const first = res.json.id as string;
    res = await addCai({
      cai: NOTE_CAI_2,
      rangeFrom: "000-002-06-00000001",
      rangeTo: "000-002-06-00000010",
      deadline: FAR,
      documentKind: "nota_credito",
    });
    expect(res.status).toBe(200);
    const second = res.json.id as string;
    const active = async () =>
      (await db().select().from(invoiceCais).where(eq(invoiceCais.active, true)))
        .map((c) => `${c.documentKind}:${c.cai}`)
        .sort();
    expect(await active()).toEqual([`factura:${FACTURA_CAI}`, `nota_credito:${NOTE_CAI}`]);
    expect((await t.request("POST", `/api/invoicing/cais/${second}/activation`, { as: admin })).status).toBe(
      200,
    );
    expect(await active()).toEqual([`factura:${FACTURA_CAI}`, `nota_credito:${NOTE_CAI_2}`]);
    const settingsRes = await t.request("GET", "/api/invoicing/settings", { as: admin });
    expect(settingsRes.json.creditNoteWarnings).toEqual([
      "Quedan 10 números en el rango autorizado del CAI.",
    ]);
    expect(settingsRes.json.warnings).toEqual([]);
    expect(
      settingsRes.json.cais.map((c: { cai: string; documentKind: string }) => [c.cai, c.documentKind]).sort(),
    ).toEqual([
      [FACTURA_CAI, "factura"],
      [NOTE_CAI, "nota_credito"],
      [NOTE_CAI_2, "nota_credito"],
    ]);
    expect((await t.request("POST", `/api/invoicing/cais/${first}/activation`, { as: admin })).status).toBe(
      200,
    );
    expect(await active()).toEqual([`factura:${FACTURA_CAI}`, `nota_credito:${NOTE_CAI}`]);
  });

  it("concurrent notes take consecutive numbers of their own range, no gap, no duplicate", async () => {
    const saleIds: string[] = [];
    for (let i = 0; i < 4; i++) saleIds.push(await newSale());
    for (const id of saleIds) await issue(id);
    const issued = await Promise.all(saleIds.map((id) => creditNote(id, 11_500)));
    expect(issued.map((n) => n?.number).sort()).toEqual([
      "000-001-06-00000001",
      "000-001-06-00000002",
      "000-001-06-00000003",
      "000-001-06-00000004",
    ]);
    for (const n of issued) expect(n).toMatchObject({ total: 11_500, isv: 1_500 });
    const [range] = await db().select().from(invoiceCais).where(eq(invoiceCais.cai, NOTE_CAI));
    expect(range?.nextNumber).toBe(5);
    // The factura range did not move for them.
    const [factura] = await db().select().from(invoiceCais).where(eq(invoiceCais.cai, FACTURA_CAI));
    expect(factura?.nextNumber).toBe(6);
  });

  it("caps the notes at the factura's total and ISV; the sale is cancelled only once fully credited", async () => {
    const saleId = await newSale();
    const factura = await issue(saleId);
    expect(factura).toMatchObject({ total: 115_000, isv: 15_000 });
    // A return is a change the invoices allow (its note documents it); repricing stays refused.
    await db().transaction((tx) => saleChangeGuard.ask(tx, saleId, "return"));
    const first = await creditNote(saleId, 100_000);
    expect(first).toMatchObject({ total: 100_000, isv: isvFromInclusive(100_000).isv });
    let res = await t.request("PATCH", `/api/sales/${saleId}`, { as: admin, body: { status: "Cancelado" } });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(m.saleInvoicedNoCancel(factura.number));
    res = await t.request("POST", `/api/sales/${saleId}/extra-costs`, {
      as: admin,
      body: { description: "Grabado", amount: 10_000 },
    });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(m.saleInvoicedNoReprice(factura.number));
    // The second note gets only what the factura has left: L. 150.00, of which ISV 15,000 − 13,043.
    const second = await creditNote(saleId, 100_000);
    expect(second).toMatchObject({ total: 15_000, isv: 15_000 - isvFromInclusive(100_000).isv });
    const rows = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.saleId, saleId), eq(invoices.kind, "nota_credito")));
    expect(rows.reduce((s, r) => s + r.total, 0)).toBe(115_000);
    expect(rows.reduce((s, r) => s + r.isv, 0)).toBe(15_000);
    for (const r of rows) {
      expect(r.taxableBase + r.isv).toBe(r.total);
      expect(r).toMatchObject({ creditedInvoiceId: factura.id, buyerName: "Señora Núñez", discounts: 0 });
    }
    // Nothing is left to credit.
    expect(await creditNote(saleId, 5_000)).toBeNull();
    res = await t.request("PATCH", `/api/sales/${saleId}`, { as: admin, body: { status: "Cancelado" } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  });

  it("lists, filters and finds notes by their number or their factura's; the CSV writes them as negative numbers", async () => {
    const saleId = await newSale();
    const factura = await issue(saleId);
    const note = await creditNote(saleId, 100_000);
    if (!note) throw new Error("expected a note");
    let res = await t.request("GET", `/api/invoices?q=${factura.number}`, { as: admin });
    expect(res.json.rows.map((r: { number: string; kind: string }) => [r.number, r.kind])).toEqual([
      [factura.number, "factura"],
      [note.number, "nota_credito"],
    ]);
    expect(res.json.rows[1]).toMatchObject({ creditedNumber: factura.number, cai: NOTE_CAI });
    // Net: the factura less its note.
    expect(res.json.totals).toEqual({
      count: 2,
      total: 15_000,
      isv: 15_000 - note.isv,
      taxableBase: 100_000 - (100_000 - note.isv),
    });
    res = await t.request("GET", `/api/invoices?q=${note.number}`, { as: admin });
    expect(res.json.rows.map((r: { number: string }) => r.number)).toEqual([note.number]);
    res = await t.request("GET", `/api/invoices?kind=nota_credito`, { as: admin });
    expect(res.json.rows.length).toBe((await notes()).length);
    expect(res.json.rows.every((r: { kind: string }) => r.kind === "nota_credito")).toBe(true);
    res = await t.request("GET", `/api/invoices?kind=factura`, { as: admin });
    expect(res.json.rows.every((r: { kind: string; creditedNumber: null }) => r.kind === "factura")).toBe(
      true,
    );

    const day = shopDay(new Date());
    const csv = await t.app.inject({
      method: "GET",
      url: `/api/invoices/export.csv?from=${day}&to=${day}`,
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body.startsWith(
        "\uFEFFFecha,Número,CAI,Cliente,RTN,Importe exento,Importe gravado 15%,ISV 15%,Total,Estado,Motivo de anulación,Tipo,Factura que modifica\r\n",
      ),
    ).toBe(true);
    const base = ((100_000 - note.isv) / 100).toFixed(2);
    const isv = (note.isv / 100).toFixed(2);
    expect(csv.body).toContain(
      `${day},${note.number},${NOTE_CAI},Señora Núñez,,0.00,-${base},-${isv},-1000.00,Emitida,,Nota de crédito,${factura.number}\r\n`,
    );
    expect(csv.body).toContain(
      `${day},${factura.number},${FACTURA_CAI},Señora Núñez,,0.00,1000.00,150.00,1150.00,Emitida,,Factura,\r\n`,
    );
    // The columns net by themselves: the Total column sums to the list's net total.
    const rows = csv.body.replace("\uFEFF", "").trim().split("\r\n").slice(1);
    const totalColumn = rows.reduce((s, r) => s + Math.round(Number(r.split(",")[8]) * 100), 0);
    const all = await t.request("GET", `/api/invoices?from=${day}&to=${day}`, { as: admin });
    expect(totalColumn).toBe(all.json.totals.total);
  });

  it("Facturas is kept, yet a new factura and its note show in it on the very next read", async () => {
    const list = async () =>
      (await t.request("GET", "/api/invoices?kind=nota_credito", { as: admin })).json.rows.length as number;
    const before = await list();
    expect(await list()).toBe(before);
    const saleId = await newSale();
    await issue(saleId);
    await creditNote(saleId, 20_000);
    expect(await list()).toBe(before + 1);
  });

  it("voids a note with the factura's rules and texts; a factura with valid notes is voided only after them", async () => {
    const saleId = await newSale();
    const factura = await issue(saleId);
    const note = await creditNote(saleId, 50_000);
    if (!note) throw new Error("expected a note");
    let res = await t.request("POST", `/api/invoices/${factura.id}/void`, {
      as: admin,
      body: { reason: "Datos errados" },
    });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(m.facturaHasCreditNotes(note.number));
    res = await t.request("POST", `/api/invoices/${note.id}/void`, { as: admin, body: { reason: " " } });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(m.voidReasonRequired);
    res = await t.request("POST", `/api/invoices/${note.id}/void`, {
      as: admin,
      body: { reason: "Devolución errada" },
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(m.invoiceVoided(note.number));
    res = await t.request("POST", `/api/invoices/${note.id}/void`, { as: admin, body: { reason: "otra" } });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(m.alreadyVoided);
    // The voided note no longer counts: the factura can be credited in full again.
    expect(await creditNote(saleId, 115_000)).toMatchObject({ total: 115_000, isv: 15_000 });
    const day = shopDay(new Date());
    const csv = await t.app.inject({
      method: "GET",
      url: `/api/invoices/export.csv?from=${day}&to=${day}`,
      headers: { cookie: admin.cookie },
    });
    expect(csv.body).toContain(
      `${note.number},${NOTE_CAI},Señora Núñez,,0.00,0.00,0.00,0.00,Anulada,Devolución errada,Nota de crédito,${factura.number}`,
    );
  });

  it("refuses a factura for a sale that already has returns", async () => {
    const saleId = await newSale();
    await db().update(sales).set({ returnsTotal: 11_500 }).where(eq(sales.id, saleId));
    const res = await t.request("POST", `/api/sales/${saleId}/invoices`, { as: admin, body: {} });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(
      "Esta venta tiene devoluciones: la factura se emite antes de devolver.",
    );
    expect(await db().select().from(invoices).where(eq(invoices.saleId, saleId))).toEqual([]);
  });

  it("prints NOTA DE CRÉDITO with the factura it modifies, the return's reason, its lines and totals", async () => {
    const saleId = await newSale();
    const factura = await issue(saleId);
    const note = await creditNote(saleId, 115_000, ["SN-00042"]);
    if (!note) throw new Error("expected a note");
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/invoices/${note.id}/factura.pdf`,
      headers: { cookie: admin.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-disposition"]).toContain(`nota-credito-${note.number}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    const day = shopDay(new Date());
    for (const needle of [
      "NOTA DE CRÉDITO",
      `No. ${note.number}`,
      `CAI: ${NOTE_CAI}`,
      "Rango autorizado: del 000-001-06-00000001 al 000-001-06-00000100",
      `Factura que modifica: ${factura.number} · CAI ${FACTURA_CAI} · ${day}`,
      `· Motivo: La correa no le quedó`,
      "Relojería Tiempo S. de R.L.",
      "Señora Núñez",
      "Seiko Presage",
      "SN-00042",
      "Importe gravado 15%",
      "L. 1,000.00",
      "ISV 15%",
      "L. 150.00",
      "L. 1,150.00",
      "SON: MIL CIENTO CINCUENTA LEMPIRAS CON 00/100",
    ])
      expect(text).toContain(needle);
    expect(text).not.toMatch(/\bFACTURA\b/);
  });

  it("refuses a note from an expired range like a factura, taking no number", async () => {
    const saleId = await newSale();
    await issue(saleId);
    const res = await addCai({
      cai: "C1B2C3-D4E5F6-0A1B2C-3D4E5F-60A1B2-C3",
      rangeFrom: "000-003-06-00000001",
      rangeTo: "000-003-06-00000100",
      deadline: "2020-01-31",
      documentKind: "nota_credito",
    });
    expect(res.status).toBe(200);
    await t.request("POST", `/api/invoicing/cais/${res.json.id}/activation`, { as: admin });
    const count = (await notes()).length;
    await expect(creditNote(saleId, 10_000)).rejects.toMatchObject({
      code: "conflict",
      message: m.rangeExpired("2020-01-31"),
    });
    expect((await notes()).length).toBe(count);
    const [expired] = await db().select().from(invoiceCais).where(eq(invoiceCais.id, res.json.id));
    expect(expired?.nextNumber).toBe(1);
  });
});
