import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCity,
  addProduct,
  addSettings,
  BANK_ACCOUNTS,
  changeSettings,
  saleViaApi,
  transferOrderViaApi,
} from "../../../tests/support/factory";
import { multipartBody } from "../../../tests/support/multipart";
import { DB_KINDS, ORIGIN, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { transferMsg } from "../../domain/transfers/messages-transfers";
import { transferDeclarations } from "../composition/schema";

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#b8860b" } })
    .png()
    .toBuffer();
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const ACCOUNT = BANK_ACCOUNTS[0]!.accountNumber;

/** A web order's transfer: declared by its buyer only, one use per reference and account. */
describe.each(DB_KINDS)("declared transfers on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let ana: TestUser;
  let beto: TestUser;
  let seller: TestUser;
  let city: string;
  const db = () => t.ctx.database.db;
  const today = () => shopDay(new Date());

  beforeAll(async () => {
    t = await startTestApp(kind);
    city = await addCity(db(), "Tegucigalpa", 8_000);
    await addSettings(db());
    [admin, ana, beto, seller] = await Promise.all([
      t.account("admin"),
      t.account("client"),
      t.account("client"),
      t.account("seller"),
    ]);
  });
  afterAll(() => t.close());

  const order = (as?: TestUser) => transferOrderViaApi(t, city, as);
  const declare = (id: string, as: TestUser | string | undefined, body: Record<string, unknown>) =>
    t.request("POST", `/api/orders/${id}/transfer`, {
      as,
      body: { accountNumber: ACCOUNT, paidOn: today(), ...body },
    });
  const upload = async (id: string, cookie: string, data: Buffer, type = "image/png") => {
    const { payload, contentType } = multipartBody([{ name: "proof", filename: "comprobante", type, data }]);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/orders/${id}/transfer/proof`,
      headers: { origin: ORIGIN, host: "localhost:3000", cookie, "content-type": contentType },
      payload,
    });
    return { status: res.statusCode, json: res.json() };
  };

  it("the buyer declares account, reference and day; staff see it in Compras Web; Mis Compras says it is being verified", async () => {
    const o = await order(ana);
    const res = await declare(o.id, ana, { reference: " 00-7781 2345 ", accountNumber: "730245981" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      orderId: o.id,
      bankName: "BAC Credomatic",
      accountNumber: ACCOUNT,
      reference: "00-7781 2345",
      paidOn: today(),
      amount: 108_000,
      proofType: null,
      verifiedAt: null,
    });
    const listed = await t.request("GET", "/api/web-purchases", { as: admin });
    const row = listed.json.items.find((w: { id: string }) => w.id === o.id);
    expect(row.transfer).toMatchObject({ reference: "00-7781 2345", accountNumber: ACCOUNT });
    const mine = await t.request("GET", "/api/my/purchases", { as: ana });
    expect(mine.json.find((r: { id: string }) => r.id === o.id).status).toBe(transferMsg.verifying);
    const result = await t.request("GET", `/api/orders/${o.id}/result`, { as: ana });
    expect(result.json.transfer).toMatchObject({ reference: "00-7781 2345" });
    const forStaff = await t.request("GET", `/api/orders/${o.id}/transfers`, { as: admin });
    expect(forStaff.json).toHaveLength(1);

    // Declaring again before staff verify replaces what was said (same reference is not "another use").
    const again = await declare(o.id, ana, { reference: "7781-2345", paidOn: today() });
    expect(again.status).toBe(200);
    expect(await db().select().from(transferDeclarations)).toHaveLength(1);
  });

  it("a reference is used once per account, however it is typed; the refusal names no other order", async () => {
    const first = await order(ana);
    expect((await declare(first.id, ana, { reference: "55500123" })).status).toBe(200);
    const second = await order(beto);
    const res = await declare(second.id, beto, { reference: "000 555-00123" });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(transferMsg.referenceUsed);
    expect(JSON.stringify(res.json)).not.toContain(first.number);
    const mine = await t.request("GET", `/api/orders/${second.id}/result`, { as: beto });
    expect(mine.json.transfer).toBeNull();
  });

  it("two buyers racing with one reference: exactly one is accepted", async () => {
    const [a, b] = await Promise.all([order(ana), order(beto)]);
    const answers = await Promise.all([
      declare(a.id, ana, { reference: "RACE-1" }),
      declare(b.id, beto, { reference: "race1" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.json.error.message).toBe(transferMsg.referenceUsed);
  });

  it("bad input is refused in Spanish and nothing is written", async () => {
    const o = await order(ana);
    const before = (await db().select().from(transferDeclarations)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ reference: "12#4" }, transferMsg.referenceInvalid],
      [{ reference: "   " }, transferMsg.referenceRequired],
      [{ reference: "123", accountNumber: "111-222" }, transferMsg.accountUnknown],
      [{ reference: "123", paidOn: "2099-01-01" }, transferMsg.paidOnInFuture],
      [{ reference: "123", paidOn: "2020-01-01" }, transferMsg.paidOnTooEarly(7)],
      [{ reference: "123", paidOn: "ayer" }, transferMsg.paidOnRequired],
    ];
    for (const [body, message] of cases) {
      const res = await declare(o.id, ana, body);
      expect(res.status, message).toBe(400);
      expect(res.json.error.message).toBe(message);
    }
    expect(await db().select().from(transferDeclarations)).toHaveLength(before);
  });

  it("only the buyer declares: another client, a stranger browser, staff and an unknown id get 404", async () => {
    const o = await order(ana);
    for (const as of [
      beto,
      admin,
      seller,
      undefined,
      "order_owner=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    ]) {
      const res = await declare(o.id, as, { reference: "404404" });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.json)).not.toContain(o.number);
    }
    expect((await declare("x".repeat(20), ana, { reference: "404404" })).status).toBe(404);
    expect((await t.request("GET", `/api/orders/${o.id}/transfers`, { as: ana })).status).toBe(403);
    expect((await t.request("GET", `/api/orders/${o.id}/transfers`, { as: seller })).status).toBe(403);
  });

  it("a guest declares from the browser that placed the order and attaches a photo or a PDF; staff read it", async () => {
    const o = await order();
    expect((await upload(o.id, o.cookie, await png())).json.error.message).toBe(transferMsg.declareFirst);
    expect((await declare(o.id, o.cookie, { reference: "GUEST-1" })).status).toBe(200);
    const photo = await upload(o.id, o.cookie, await png());
    expect(photo.status).toBe(200);
    expect(photo.json.proofType).toBe("image/webp");
    const svg = await upload(
      o.id,
      o.cookie,
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      "image/svg+xml",
    );
    expect(svg.status).toBe(400);
    expect(svg.json.error.message).toBe(transferMsg.proofInvalid);
    const pdf = await upload(o.id, o.cookie, PDF, "application/pdf");
    expect(pdf.json.proofType).toBe("application/pdf");
    const big = await upload(
      o.id,
      o.cookie,
      Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]),
      "application/pdf",
    );
    expect(big.status).toBe(413);
    // Another browser cannot attach to it.
    expect((await upload(o.id, beto.cookie, PDF, "application/pdf")).status).toBe(404);

    const proof = await t.app.inject({
      method: "GET",
      url: `/api/transfers/${pdf.json.id}/proof`,
      headers: { cookie: admin.cookie, host: "localhost:3000" },
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers["content-type"]).toContain("application/pdf");
    expect(proof.headers["content-disposition"]).toContain("attachment");
    expect(proof.body.startsWith("%PDF-")).toBe(true);
    for (const as of [ana, seller]) {
      const refused = await t.app.inject({
        method: "GET",
        url: `/api/transfers/${pdf.json.id}/proof`,
        headers: { cookie: as.cookie, host: "localhost:3000" },
      });
      expect(refused.statusCode).toBe(403);
    }
  });

  it("once converted, the buyer declares a transfer for what the sale still owes, and for nothing once it is paid", async () => {
    const o = await order(ana);
    await t.request("POST", `/api/web-purchases/${o.id}/convert`, { as: admin, body: {} });
    // Converted by hand, nothing recorded: the whole total is still owed.
    const late = await declare(o.id, ana, { reference: "LATE-1" });
    expect(late.status, JSON.stringify(late.json)).toBe(200);
    const sale = (await t.request("GET", `/api/sales/${o.id}`, { as: admin })).json;
    expect(late.json).toMatchObject({ amount: sale.balance, verifiedAt: null });
    // Said again before the bank confirms it: the same open declaration, corrected.
    const again = await declare(o.id, ana, { reference: "LATE-2" });
    expect(again.json.id).toBe(late.json.id);
    // Another buyer cannot declare for it.
    expect((await declare(o.id, beto, { reference: "LATE-3" })).status).toBe(404);
    const paid = await t.request("POST", `/api/sales/${o.id}/payments`, {
      as: admin,
      body: { amount: sale.balance, date: sale.saleDate.slice(0, 10), type: "full" },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const res = await declare(o.id, ana, { reference: "LATE-4" });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(transferMsg.notPending);
  });
  it("converting a declared order marks its declaration verified by that admin; the buyer can no longer change it", async () => {
    const o = await order(ana);
    expect((await declare(o.id, ana, { reference: "CONV-1" })).status).toBe(200);
    const converted = await t.request("POST", `/api/web-purchases/${o.id}/convert`, { as: admin, body: {} });
    expect(converted.status).toBe(200);
    const [row] = await db()
      .select()
      .from(transferDeclarations)
      .where(eq(transferDeclarations.orderId, o.id));
    expect(row?.verifiedBy).toBe(admin.id);
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    const listed = await t.request("GET", `/api/orders/${o.id}/transfers`, { as: admin });
    expect(listed.json[0].verifiedAt).not.toBeNull();
  });

  it("deleting a web purchase frees the reference its buyer declared", async () => {
    const o = await order(ana);
    expect((await declare(o.id, ana, { reference: "FREED-9" })).status).toBe(200);
    const removed = await t.request("DELETE", `/api/web-purchases/${o.id}`, { as: admin });
    expect(removed.status).toBe(200);
    expect(
      await db().select().from(transferDeclarations).where(eq(transferDeclarations.orderId, o.id)),
    ).toHaveLength(0);
    const next = await order(beto);
    expect((await declare(next.id, beto, { reference: "freed 9" })).status).toBe(200);
  });

  it("an abono by transfer names account and reference; a used reference names its order; the setting decides whether it is required", async () => {
    const web = await order(ana);
    expect((await declare(web.id, ana, { reference: "ABONO-77" })).status).toBe(200);
    const p = await addProduct(db(), { quantity: 5, salePrice: 100_000 });
    const sale = await saleViaApi(t, admin, [{ productId: p, quantity: 1 }]);
    expect(sale.status).toBe(200);
    const id = sale.json.sale?.id ?? sale.json.id;
    const abono = (body: Record<string, unknown>, as = admin) =>
      t.request("POST", `/api/sales/${id}/transfer-payments`, {
        as,
        body: { amount: 20_000, date: today(), type: "partial", accountNumber: ACCOUNT, ...body },
      });
    const taken = await abono({ reference: "abono 77" });
    expect(taken.status).toBe(409);
    expect(taken.json.error.message).toBe(`Referencia ya usada en la orden #${web.number}`);
    expect((await abono({ reference: "ABONO-78" }, seller)).status).toBe(403);

    const paid = await abono({ reference: "ABONO-78" });
    expect(paid.status).toBe(200);
    const payment = paid.json.sale.payments.at(-1);
    expect(payment).toMatchObject({ amount: 20_000, method: "transferencia" });
    const listed = await t.request("GET", `/api/orders/${id}/transfers`, { as: admin });
    expect(listed.json).toEqual([
      expect.objectContaining({ paymentId: payment.paymentId, reference: "ABONO-78" }),
    ]);
    // The same reference again, even by a buyer: refused.
    const again = await abono({ reference: "00abono78" });
    expect(again.json.error.message).toMatch(/^Referencia ya usada en la orden #/);

    // A deleted abono gives its reference back.
    const removed = await t.request("DELETE", `/api/sales/${id}/payments/${payment.paymentId}`, {
      as: admin,
    });
    expect(removed.status).toBe(200);
    const again78 = await abono({ reference: "ABONO-78" });
    expect(again78.status).toBe(200);
    // So does an abono edited into cash: its transfer is no longer one, and the bank owes it nothing.
    const madeCash = again78.json.sale.payments.at(-1);
    const toCash = await t.request("PUT", `/api/sales/${id}/payments/${madeCash.paymentId}`, {
      as: admin,
      body: { amount: 20_000, date: today(), method: "efectivo" },
    });
    expect(toCash.status).toBe(200);
    const third78 = await abono({ reference: "ABONO-78" });
    expect(third78.status).toBe(200);
    const declared = (await t.request("GET", `/api/orders/${id}/transfers`, { as: admin })).json;
    expect(declared).toHaveLength(1);
    expect(declared[0].paymentId).not.toBe(madeCash.paymentId);
    expect(
      third78.json.sale.payments.find((x: { paymentId: string }) => x.paymentId === declared[0].paymentId),
    ).toMatchObject({ method: "transferencia", amount: 20_000 });

    // Plain abonos by transfer: allowed until the store asks for the reference.
    const plain = () =>
      t.request("POST", `/api/sales/${id}/payments`, {
        as: admin,
        body: { amount: 1_000, date: today(), type: "partial", method: "transferencia" },
      });
    expect((await plain()).status).toBe(200);
    await changeSettings(db(), { transferReferenceRequired: true });
    const refused = await plain();
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe(transferMsg.abonoNeedsReference);
    const cash = await t.request("POST", `/api/sales/${id}/payments`, {
      as: admin,
      body: { amount: 1_000, date: today(), type: "partial", method: "efectivo" },
    });
    expect(cash.status).toBe(200);
    const adminSettings = await t.request("GET", "/api/settings", { as: admin });
    expect(adminSettings.json.transferReferenceRequired).toBe(true);

    // The same rule when an abono is edited into a transfer, and for Registrar Venta's first payment.
    const cashId = cash.json.sale.payments.find(
      (x: { method: string; amount: number }) => x.method === "efectivo" && x.amount === 1_000,
    ).paymentId;
    const edited = await t.request("PUT", `/api/sales/${id}/payments/${cashId}`, {
      as: admin,
      body: { amount: 1_000, date: today(), method: "transferencia" },
    });
    expect(edited.status).toBe(400);
    expect(edited.json.error.message).toBe(transferMsg.abonoNeedsReference);
    // An abono that already was a transfer stays editable.
    const transferId = declared[0].paymentId;
    const kept = await t.request("PUT", `/api/sales/${id}/payments/${transferId}`, {
      as: admin,
      body: { amount: 19_000, date: today(), method: "transferencia" },
    });
    expect(kept.status).toBe(200);
    const withFirst = (method: string) =>
      saleViaApi(t, admin, [{ productId: p, quantity: 1 }], {
        firstPayment: { amount: 1_000, date: today(), type: "partial", method },
      });
    const firstRefused = await withFirst("transferencia");
    expect(firstRefused.status).toBe(400);
    expect(firstRefused.json.error.message).toBe(transferMsg.abonoNeedsReference);
    expect((await withFirst("efectivo")).status).toBe(200);
  });
});
