import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCity,
  addProduct,
  addSettings,
  BANK_ACCOUNTS,
  paymentsOf,
  saleViaApi,
  transferOrderViaApi,
} from "../../../tests/support/factory";
import { multipartBody } from "../../../tests/support/multipart";
import { DB_KINDS, ORIGIN, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { addDays } from "../../domain/bank-statements/bank-statements";
import { bankStatementMsg as m } from "../../domain/bank-statements/messages-bank-statements";
import { formatMoney } from "../../domain/kernel/money";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { accountKey } from "../../domain/transfers/transfers";
import { bankStatementLines, transferDeclarations, unregisteredPurchases } from "../composition/schema";
import { moneyEntries } from "../journal";

const ACCOUNT = BANK_ACCOUNTS[0]!.accountNumber;
const KEY = accountKey(ACCOUNT);
const MAPPING = {
  headerRow: 1,
  dateColumn: 1,
  descriptionColumn: 2,
  referenceColumn: 3,
  creditColumn: 4,
  debitColumn: 5,
  dateFormat: "dd/mm/yyyy",
  decimalSeparator: ".",
} as const;
const query = (mapping: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(mapping).map(([k, v]) => [k, String(v ?? 0)])).toString();

type Row = [day: string, description: string, reference: string, credit: string, debit: string];
const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** A bank's CSV export: a header, its rows and a closing balance without a date. */
const csv = (rows: Row[]) =>
  [
    "Fecha,Descripción,Referencia,Crédito,Débito",
    ...rows.map(([d, ...rest]) => [dmy(d), ...rest].map((c) => `"${c}"`).join(",")),
    ",Saldo final,,,",
  ].join("\r\n");

/** The same export as an XLSX workbook, built in the test: real dates and numbers in its cells. */
async function xlsx(rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Movimientos");
  sheet.addRow(["Fecha", "Descripción", "Referencia", "Crédito", "Débito"]);
  for (const [d, desc, ref, cr, db] of rows) {
    sheet.addRow([new Date(`${d}T00:00:00Z`), desc, ref, cr ? Number(cr) : null, db ? Number(db) : null]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Bank statements: upload per store account, each line once, matching and confirmation. */
describe.each(DB_KINDS)("bank statements on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let superadmin: TestUser;
  let seller: TestUser;
  let ana: TestUser;
  let city: string;
  const db = () => t.ctx.database.db;
  const today = () => shopDay(new Date());

  beforeAll(async () => {
    t = await startTestApp(kind);
    city = await addCity(db(), "Tegucigalpa", 8_000);
    await addSettings(db());
    [admin, superadmin, seller, ana] = await Promise.all([
      t.account("admin"),
      t.account("superadmin"),
      t.account("seller"),
      t.account("client"),
    ]);
  });
  afterAll(() => t.close());

  const send = async (
    path: "preview" | "import",
    file: Buffer | string | null,
    opts: { as?: TestUser; mapping?: Record<string, unknown>; account?: string; name?: string } = {},
  ) => {
    const parts = file === null ? [] : [{ name: "file", filename: opts.name ?? "estado.csv", data: file }];
    const { payload, contentType } = multipartBody(
      parts.length ? parts : [{ name: "otro", filename: "otro.csv", data: "x" }],
    );
    const q = path === "preview" ? `?${query(opts.mapping ?? MAPPING)}` : "";
    const res = await t.app.inject({
      method: "POST",
      url: `/api/bank-statements/accounts/${opts.account ?? KEY}/${path}${q}`,
      headers: {
        origin: ORIGIN,
        host: "localhost:3000",
        cookie: (opts.as ?? admin).cookie,
        "content-type": contentType,
      },
      payload,
    });
    return { status: res.statusCode, json: res.json() };
  };
  const lineCount = async () => (await db().select().from(bankStatementLines)).length;
  const order = () => transferOrderViaApi(t, city, ana);
  const declare = async (id: string, reference: string, paidOn = today()) => {
    const res = await t.request("POST", `/api/orders/${id}/transfer`, {
      as: ana,
      body: { accountNumber: ACCOUNT, reference, paidOn },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json as { id: string; amount: number };
  };
  const recon = async (from = addDays(today(), -10), to = today()) => {
    const res = await t.request(
      "GET",
      `/api/bank-statements/accounts/${KEY}/reconciliation?from=${from}&to=${to}`,
      { as: admin },
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json;
  };
  const confirm = (line: string, declarationId: string, as: TestUser = admin) =>
    t.request("POST", `/api/bank-statements/lines/${line}/match`, { as, body: { declarationId } });

  it("the mapping: a preview reads the first rows before anything is saved; an import waits for a saved mapping", async () => {
    const file = csv([
      [today(), "Depósito", "1", "1,500.00", ""],
      [today(), "Comisión", "", "", "25.50"],
    ]);
    const noMapping = await send("import", file);
    expect(noMapping.status).toBe(400);
    expect(noMapping.json.error.message).toBe(m.mappingMissing);

    const preview = await send("preview", file);
    expect(preview.status).toBe(200);
    expect(preview.json.headers).toEqual(["Fecha", "Descripción", "Referencia", "Crédito", "Débito"]);
    expect(preview.json.rows.slice(0, 2)).toMatchObject([
      { row: 2, date: today(), description: "Depósito", credit: 150_000, debit: 0, error: null },
      { row: 3, credit: 0, debit: 2_550, error: null },
    ]);
    // A wrong date format shows its errors in the preview.
    const wrong = await send("preview", file, { mapping: { ...MAPPING, dateFormat: "yyyy-mm-dd" } });
    expect(wrong.json.rows[0].error).toBe(m.badDate(2, dmy(today()), "yyyy-mm-dd"));
    const bad = await send("preview", file, { mapping: { ...MAPPING, referenceColumn: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe(m.columnsMustDiffer);
    expect((await send("preview", file, { account: "999" })).status).toBe(404);

    const saved = await t.request("PUT", `/api/bank-statements/accounts/${KEY}/mapping`, {
      as: admin,
      body: { ...MAPPING, referenceColumn: 3 },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.mapping).toEqual(MAPPING);
    const refused = await t.request("PUT", `/api/bank-statements/accounts/${KEY}/mapping`, {
      as: admin,
      body: { ...MAPPING, dateFormat: "dd-mm" },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe(m.mappingInvalid);
    const accounts = await t.request("GET", "/api/bank-statements/accounts", { as: admin });
    expect(accounts.json).toMatchObject([
      {
        accountKey: KEY,
        bankName: "BAC Credomatic",
        mapping: MAPPING,
        statementThrough: null,
        lastUpload: null,
      },
    ]);
    expect(await lineCount()).toBe(0);
  });

  it("each line once: a re-upload adds nothing, an overlapping period only the new lines; two identical lines are two", async () => {
    const d1 = addDays(today(), -9);
    const d2 = addDays(today(), -8);
    const first: Row[] = [
      [d1, "Depósito ventanilla", "", "200.00", ""],
      [d1, "Depósito ventanilla", "", "200.00", ""],
      [d1, "Pago tarjeta", "", "", "80.00"],
    ];
    const imported = await send("import", csv(first));
    expect(imported.status, JSON.stringify(imported.json)).toBe(200);
    expect(imported.json).toMatchObject({ newLines: 3, knownLines: 0, firstDay: d1, lastDay: d1 });
    expect(imported.json.message).toBe(m.imported(3, 0));
    const again = await send("import", csv(first));
    expect(again.json).toMatchObject({ newLines: 0, knownLines: 3 });
    // The next export overlaps: the same day again, plus a third identical deposit and a new day.
    const overlap = await send(
      "import",
      csv([...first, [d1, "Depósito ventanilla", "", "200.00", ""], [d2, "Depósito", "", "50.00", ""]]),
    );
    expect(overlap.json).toMatchObject({ newLines: 2, knownLines: 3 });
    expect(await lineCount()).toBe(5);
  });

  it("an XLSX export (built with exceljs) imports the same lines as its CSV", async () => {
    const d = addDays(today(), -7);
    const rows: Row[] = [
      [d, "Transferencia Juan", "TX-1", "350.75", ""],
      [d, "Cargo", "", "", "12.00"],
    ];
    const res = await send("import", await xlsx(rows), { name: "estado.xlsx" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ newLines: 2, knownLines: 0, creditTotal: 35_075 });
    // The same movements in CSV are the same lines.
    expect((await send("import", csv(rows))).json).toMatchObject({ newLines: 0, knownLines: 2 });
  });

  it("bad files import nothing and say why in Spanish", async () => {
    const before = await lineCount();
    const badRow = await send(
      "import",
      csv([
        [today(), "Bueno", "", "10.00", ""],
        ["2026-13-45", "Malo", "", "10.00", ""],
      ]),
    );
    expect(badRow.status).toBe(400);
    expect(badRow.json.error.message).toContain("Fila 3");
    expect(badRow.json.error.message).toContain("No se importó nada");
    const badAmount = await send("import", csv([[today(), "Malo", "", "diez", ""]]));
    expect(badAmount.json.error.message).toContain(m.badAmount(2, "diez"));
    const garbage = await send("import", Buffer.from([0, 1, 2, 3, 0, 255]));
    expect(garbage.json.error.message).toBe(m.fileUnreadable);
    const fakeZip = await send("import", Buffer.from("PK\u0003\u0004 no es un excel"));
    expect(fakeZip.json.error.message).toBe(m.fileUnreadable);
    const empty = await send("import", "Fecha,Descripción\n");
    expect(empty.json.error.message).toBe(m.fileEmpty);
    const missing = await send("import", null);
    expect(missing.status).toBe(400);
    expect(missing.json.error.message).toBe(m.fileMissing);
    const json = await t.request("POST", `/api/bank-statements/accounts/${KEY}/import`, {
      as: admin,
      body: {},
    });
    expect(json.status).toBe(400);
    expect(await lineCount()).toBe(before);
  });

  it("a credit carrying the reference is proposed; confirming it converts the web purchase as Convertir does; never twice", async () => {
    const o = await order();
    const declared = await declare(o.id, "REF-778812");
    const amount = (declared.amount / 100).toFixed(2);
    const day = today();
    await send(
      "import",
      csv([
        [day, "TRANSFERENCIA RECIBIDA", "REF 778812", amount, ""],
        [day, "Otro depósito", "", amount, ""],
      ]),
    );
    const view = await recon();
    const credit = view.unmatched.find(
      (u: { line: { reference: string } }) => u.line.reference === "REF 778812",
    );
    expect(credit.proposal).toEqual({ declarationId: declared.id, by: "reference" });
    expect(view.candidates.find((c: { id: string }) => c.id === declared.id)).toMatchObject({
      kind: "web-order",
      orderNumber: o.number,
      proposedLineId: credit.line.id,
    });
    const states = await t.request("GET", "/api/bank-statements/web-order-states", { as: admin });
    expect(states.json.states[o.id]).toBe("verifying");
    // Proposed is not backed yet: until staff confirm, the declaration stays "sin respaldo", its
    // proposal shown, and the totals count it there.
    expect(view.unbacked.find((d: { id: string }) => d.id === declared.id)).toMatchObject({
      proposedLineId: credit.line.id,
    });
    expect(view.totals.unbacked).toBeGreaterThanOrEqual(declared.amount);

    const dashboardBefore = (await t.request("GET", "/api/reports/dashboard", { as: admin })).json;
    const flowBefore = (
      await t.request("GET", `/api/reports/cash-flow?from=${day}&to=${day}&grain=day`, { as: admin })
    ).json;
    // Two admins at once: one converts, the other is told it is done.
    const [a, b] = await Promise.all([
      confirm(credit.line.id, declared.id),
      confirm(credit.line.id, declared.id, superadmin),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const won = a.status === 200 ? a : b;
    expect(won.json).toMatchObject({
      saleId: o.id,
      orderNumber: o.number,
      message: m.confirmedWebOrder(o.number),
    });
    expect([a, b].find((r) => r.status === 409)!.json.error.message).toMatch(
      new RegExp(`${m.lineAlreadyMatched}|${m.declarationUnavailable}`),
    );
    // The bank confirmed it, so the books follow: the sale holds the transfer as its payment, dated
    // the day the bank booked it, and owes nothing; the cash flow counts it as verified.
    const sale = await t.request("GET", `/api/sales/${o.id}`, { as: admin });
    expect(sale.status).toBe(200);
    expect(sale.json).toMatchObject({ status: "Completado", amountPaid: declared.amount });
    expect(sale.json.payments).toEqual([
      expect.objectContaining({ amount: declared.amount, method: "transferencia", type: "full" }),
    ]);
    expect(sale.json.payments[0].date.slice(0, 10) <= day).toBe(true);
    expect(sale.json.history.map((h: { event: string }) => h.event)).toContain("Pago Registrado");
    const flow = await t.request("GET", `/api/reports/cash-flow?from=${day}&to=${day}&grain=day`, {
      as: admin,
    });
    expect(flow.json.totals.transferVerified - flowBefore.totals.transferVerified).toBe(declared.amount);
    expect(flow.json.totals.net - flowBefore.totals.net).toBe(declared.amount);
    // The Dashboard's Cobrado hoy moves by the same lempiras, and equals the cash flow's Neto.
    const dashboard = (await t.request("GET", "/api/reports/dashboard", { as: admin })).json;
    expect(dashboard.collectionsToday - dashboardBefore.collectionsToday).toBe(declared.amount);
    expect(dashboard.collectionsToday).toBe(flow.json.totals.net);
    // The cash-flow CSV says it in numbers: its Transferencia verificada column holds the same figure.
    const flowCsv = await t.request(
      "GET",
      `/api/reports/cash-flow/export.csv?from=${day}&to=${day}&grain=day`,
      {
        as: admin,
      },
    );
    const [head, row] = String(flowCsv.json)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const verified = row!.split(",")[head!.split(",").indexOf("Transferencia verificada")]!;
    expect(Math.round(Number(verified) * 100)).toBe(flow.json.totals.transferVerified);
    const owed = await t.request("GET", `/api/reports/receivable?asOf=${day}`, { as: admin });
    expect(JSON.stringify(owed.json)).not.toContain(o.id);
    expect(await db().select().from(unregisteredPurchases).where(eq(unregisteredPurchases.id, o.id))).toEqual(
      [],
    );
    const [decl] = await db()
      .select()
      .from(transferDeclarations)
      .where(eq(transferDeclarations.id, declared.id));
    expect(decl?.verifiedAt).not.toBeNull();
    expect(decl?.verifiedBy).toBe(won === a ? admin.id : superadmin.id);

    // The other credit of the same amount cannot back the same declaration again.
    const other = view.unmatched.find(
      (u: { line: { description: string } }) => u.line.description === "Otro depósito",
    );
    const twice = await confirm(other.line.id, declared.id);
    expect(twice.status).toBe(409);
    expect(twice.json.error.message).toBe(m.declarationUnavailable);
    const after = await recon();
    expect(after.unbacked.find((d: { id: string }) => d.id === declared.id)).toBeUndefined();
    expect(after.totals.unbacked).toBe(view.totals.unbacked - declared.amount);
    expect(after.matched).toHaveLength(1);
    expect(after.matched[0]).toMatchObject({ declaration: { id: declared.id, orderNumber: o.number } });
    // The reference stays used: a second declaration with it is refused.
    const next = await order();
    const reuse = await t.request("POST", `/api/orders/${next.id}/transfer`, {
      as: ana,
      body: { accountNumber: ACCOUNT, reference: "ref778812", paidOn: today() },
    });
    expect(reuse.status).toBe(409);
  });

  it("an admin undoes a web order's confirmation: its payment is reversed in the journal, the sale stays, the line is free and confirms again", async () => {
    const o = await order();
    const declared = await declare(o.id, "REF-551200");
    const amount = (declared.amount / 100).toFixed(2);
    const day = today();
    await send("import", csv([[day, "TRANSFERENCIA RECIBIDA", "REF 551200", amount, ""]]));
    const line = (await recon()).unmatched.find(
      (u: { line: { reference: string } }) => u.line.reference === "REF 551200",
    ).line;
    const flowOf = async () =>
      (await t.request("GET", `/api/reports/cash-flow?from=${day}&to=${day}&grain=day`, { as: admin })).json
        .totals;
    const before = await flowOf();
    expect((await confirm(line.id, declared.id)).status).toBe(200);
    const undo = (as: TestUser = admin) =>
      t.request("DELETE", `/api/bank-statements/lines/${line.id}/match`, { as });
    expect((await undo(seller)).status).toBe(403);
    expect((await undo(ana)).status).toBe(403);
    const undone = await undo();
    expect(undone.status, JSON.stringify(undone.json)).toBe(200);
    expect(undone.json.message).toBe(m.undone(o.number));
    // The sale stays converted and owes the money again; its history says why.
    const sale = (await t.request("GET", `/api/sales/${o.id}`, { as: admin })).json;
    expect(sale).toMatchObject({ status: "Pendiente", amountPaid: 0, payments: [] });
    expect(sale.history.map((h: { event: string }) => h.event)).toEqual(
      expect.arrayContaining(["Pago Eliminado", "Confirmación Bancaria Deshecha"]),
    );
    // The journal keeps the payment and its reversal; every figure is back where it was.
    const entries = await db().select().from(moneyEntries).where(eq(moneyEntries.subjectId, o.id));
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-declared.amount, declared.amount]);
    expect(await flowOf()).toEqual(before);
    // The line is free and the declaration waits for the bank again: a second confirmation pays the sale.
    const view = await recon();
    expect(view.unmatched.map((u: { line: { id: string } }) => u.line.id)).toContain(line.id);
    expect(view.candidates.map((c: { id: string }) => c.id)).toContain(declared.id);
    expect((await undo()).status).toBe(409);
    const again = await confirm(line.id, declared.id);
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect((await t.request("GET", `/api/sales/${o.id}`, { as: admin })).json).toMatchObject({
      status: "Completado",
      amountPaid: declared.amount,
    });
    expect((await flowOf()).transferVerified - before.transferVerified).toBe(declared.amount);
    expect(
      (await recon()).matched.find((x: { line: { id: string } }) => x.line.id === line.id),
    ).toMatchObject({
      declaration: { kind: "web-order" },
    });
  });

  it("what a converted order still owes, declared by its buyer, is matched like any transfer: confirming records it", async () => {
    const o = await order();
    const converted = await t.request("POST", `/api/web-purchases/${o.id}/convert`, { as: admin, body: {} });
    expect(converted.status).toBe(200);
    const declared = await declare(o.id, "REF-660011");
    const day = today();
    await send(
      "import",
      csv([[day, "TRANSFERENCIA RECIBIDA", "REF 660011", (declared.amount / 100).toFixed(2), ""]]),
    );
    const view = await recon();
    const credit = view.unmatched.find(
      (u: { line: { reference: string } }) => u.line.reference === "REF 660011",
    );
    expect(credit.proposal).toEqual({ declarationId: declared.id, by: "reference" });
    const res = await confirm(credit.line.id, declared.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const sale = (await t.request("GET", `/api/sales/${o.id}`, { as: admin })).json;
    expect(sale).toMatchObject({ status: "Completado", balance: 0 });
    expect(sale.payments).toEqual([
      expect.objectContaining({ method: "transferencia", amount: declared.amount }),
    ]);
  });

  it("a confirmation is not undone once the sale has a later payment", async () => {
    const o = await order();
    const declared = await declare(o.id, "REF-551300");
    const day = today();
    // Half of it, then the rest in cash after the bank's part was confirmed.
    await send(
      "import",
      csv([[day, "TRANSFERENCIA RECIBIDA", "REF 551300", (declared.amount / 100).toFixed(2), ""]]),
    );
    const line = (await recon()).unmatched.find(
      (u: { line: { reference: string } }) => u.line.reference === "REF 551300",
    ).line;
    expect((await confirm(line.id, declared.id)).status).toBe(200);
    const cost = await t.request("POST", `/api/sales/${o.id}/extra-costs`, {
      as: admin,
      body: { description: "Grabado", amount: 10_000 },
    });
    expect(cost.status, JSON.stringify(cost.json)).toBe(200);
    const paid = await t.request("POST", `/api/sales/${o.id}/payments`, {
      as: admin,
      body: { amount: 10_000, date: day, type: "full", method: "efectivo" },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const res = await t.request("DELETE", `/api/bank-statements/lines/${line.id}/match`, { as: admin });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(m.undoLaterPayment);
    expect((await t.request("GET", `/api/sales/${o.id}`, { as: admin })).json.payments).toHaveLength(2);
  });

  it("an abono by transfer matched by amount within the window: confirming marks it verified; the cash flow says so", async () => {
    const p = await addProduct(db(), { quantity: 5, salePrice: 90_000 });
    const sale = await saleViaApi(t, admin, [{ productId: p, quantity: 1 }]);
    const id = sale.json.sale?.id ?? sale.json.id;
    const abono = await t.request("POST", `/api/sales/${id}/transfer-payments`, {
      as: admin,
      body: {
        amount: 33_333,
        date: addDays(today(), -2),
        type: "partial",
        accountNumber: ACCOUNT,
        reference: "AB-4411",
      },
    });
    expect(abono.status, JSON.stringify(abono.json)).toBe(200);
    await send("import", csv([[today(), "DEPOSITO", "", "333.33", ""]]));
    const view = await recon();
    const credit = view.unmatched.find((u: { line: { credit: number } }) => u.line.credit === 33_333);
    const declared = view.candidates.find(
      (c: { kind: string; orderId: string }) => c.kind === "abono" && c.orderId === id,
    );
    expect(credit.proposal).toEqual({ declarationId: declared.id, by: "amount" });
    const flowUrl = `/api/reports/cash-flow?from=${addDays(today(), -3)}&to=${today()}&grain=month`;
    const before = await t.request("GET", flowUrl, { as: admin });
    const ok = await confirm(credit.line.id, declared.id);
    expect(ok.status).toBe(200);
    expect(ok.json.saleId).toBeNull();
    const [decl] = await db()
      .select()
      .from(transferDeclarations)
      .where(eq(transferDeclarations.id, declared.id));
    expect(decl).toMatchObject({ verifiedBy: admin.id });
    // The abono was a payment already: confirming moves it from declared to verified, adds no money.
    const flow = await t.request("GET", flowUrl, { as: admin });
    expect(flow.json.totals.transferVerified - before.json.totals.transferVerified).toBe(33_333);
    expect(flow.json.totals.transferencia).toBe(before.json.totals.transferencia);
  });

  it("an abono edited after it was declared is backed by its new amount, and keeps what the bank backed", async () => {
    const p = await addProduct(db(), { quantity: 5, salePrice: 90_000 });
    const sale = await saleViaApi(t, admin, [{ productId: p, quantity: 1 }]);
    const id = sale.json.sale?.id ?? sale.json.id;
    const body = {
      date: addDays(today(), -1),
      type: "partial",
      accountNumber: ACCOUNT,
      reference: "ED-7001",
    };
    const declaredAbono = await t.request("POST", `/api/sales/${id}/transfer-payments`, {
      as: admin,
      body: { ...body, amount: 21_000 },
    });
    expect(declaredAbono.status, JSON.stringify(declaredAbono.json)).toBe(200);
    const [payment] = await paymentsOf(db(), id);
    const edited = await t.request("PUT", `/api/sales/${id}/payments/${payment!.id}`, {
      as: admin,
      body: { amount: 24_000, date: body.date },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    await send(
      "import",
      csv([
        [today(), "DEPOSITO", "", "210.00", ""],
        [today(), "DEPOSITO", "", "240.00", ""],
      ]),
    );
    const view = await recon();
    const declared = view.candidates.find(
      (c: { kind: string; orderId: string }) => c.kind === "abono" && c.orderId === id,
    );
    expect(declared.amount).toBe(24_000);
    const lineOf = (credit: number) =>
      view.unmatched.find((u: { line: { credit: number } }) => u.line.credit === credit).line.id;
    const old = await confirm(lineOf(21_000), declared.id);
    expect(old.status).toBe(400);
    expect(old.json.error.message).toBe(m.amountDiffers(formatMoney(21_000), formatMoney(24_000)));
    const ok = await confirm(lineOf(24_000), declared.id);
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const [decl] = await db()
      .select()
      .from(transferDeclarations)
      .where(eq(transferDeclarations.id, declared.id));
    expect(decl).toMatchObject({ amount: 24_000, verifiedBy: admin.id });
  });

  it("a different amount or account is refused; a declaration no credit backs is 'sin respaldo'; totals add up", async () => {
    const o = await order();
    const declared = await declare(o.id, "NADA-555", addDays(today(), -5));
    await send("import", csv([[today(), "Depósito suelto", "", "1.00", ""]]));
    const view = await recon();
    const loose = view.unmatched.find(
      (u: { line: { description: string } }) => u.line.description === "Depósito suelto",
    );
    expect(loose.proposal).toBeNull();
    const differs = await confirm(loose.line.id, declared.id);
    expect(differs.status).toBe(400);
    expect(differs.json.error.message).toBe(m.amountDiffers(formatMoney(100), formatMoney(declared.amount)));
    expect((await confirm(loose.line.id, "nope")).json.error.message).toBe(m.declarationUnavailable);
    expect((await confirm("nope", declared.id)).status).toBe(404);
    const debit = (
      await db().select().from(bankStatementLines).where(eq(bankStatementLines.debit, 8_000))
    )[0]!;
    expect((await confirm(debit.id, declared.id)).json.error.message).toBe(m.lineNotCredit);

    expect(view.unbacked.map((d: { id: string }) => d.id)).toContain(declared.id);
    const states = await t.request("GET", "/api/bank-statements/web-order-states", { as: admin });
    expect(states.json.states[o.id]).toBe("unbacked");
    const lines = await db().select().from(bankStatementLines);
    const inPeriod = lines.filter((l) => l.bookedOn >= addDays(today(), -10) && l.bookedOn <= today());
    const credits = inPeriod.reduce((s, l) => s + l.credit, 0);
    expect(view.totals.credits).toBe(credits);
    expect(view.totals.matched + view.totals.unmatched).toBe(credits);
    expect(view.totals.matched).toBe(
      view.matched.reduce((s: number, x: { line: { credit: number } }) => s + x.line.credit, 0),
    );
    expect(view.totals.unbacked).toBe(
      view.unbacked.reduce((s: number, d: { amount: number }) => s + d.amount, 0),
    );
  });

  it("only admins and superadmins upload, map and confirm", async () => {
    const file = csv([[today(), "x", "", "1.00", ""]]);
    expect((await send("import", file, { as: seller })).status).toBe(403);
    expect((await send("preview", file, { as: ana })).status).toBe(403);
    for (const who of [seller, ana]) {
      expect((await t.request("GET", "/api/bank-statements/accounts", { as: who })).status).toBe(403);
      expect(
        (await t.request("PUT", `/api/bank-statements/accounts/${KEY}/mapping`, { as: who, body: MAPPING }))
          .status,
      ).toBe(403);
      expect((await confirm("x", "y", who)).status).toBe(403);
    }
    expect((await t.request("GET", "/api/bank-statements/web-order-states")).status).toBe(401);
    expect((await send("import", file, { as: superadmin })).status).toBe(200);
  });
});
