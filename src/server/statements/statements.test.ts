import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCustomer,
  addPayment,
  addRefund,
  addSettings,
  BANK_ACCOUNTS,
} from "../../../tests/support/factory";
import { DB_KINDS, ORIGIN, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { orderNumber } from "../../domain/kernel/roles";
import { shopDayStart } from "../../domain/kernel/shop-calendar";
import { HISTORY_EVENTS } from "../../domain/sales/history";
import type { SaleStatus } from "../../domain/sales/sale";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { saleHistory, sales } from "../sales/schema";
import { signStatementLink } from "./link";

/**
 * Estado de cuenta on PGlite and PostgreSQL. The expected figures are worked out by hand from the
 * fixture below (in the comments), not by calling the statement code; the closing balances are
 * also checked against the receivable report as of the same days.
 */

const FROM = "2025-02-01";
const TO = "2025-02-28";
/** Noon in Tegucigalpa of a shop day. */
const at = (day: string) => new Date(shopDayStart(day).getTime() + 12 * 3_600_000);

interface F {
  key: string;
  seller: "A" | "B";
  day: string;
  status: SaleStatus;
  total: number;
  extra?: number;
  payments?: Array<[day: string, amount: number, method: string]>;
  refunds?: Array<[day: string, amount: number]>;
  cancelledOn?: string;
  otherCustomer?: boolean;
}

const FIXTURE: F[] = [
  // Owes 70,000 at the opening; pays 20,000 and gets 5,000 back in the range: 55,000 at the close.
  {
    key: "S1",
    seller: "A",
    day: "2025-01-10",
    status: "Abonado",
    total: 100_000,
    payments: [
      ["2025-01-20", 30_000, "efectivo"],
      ["2025-02-05", 20_000, "transferencia"],
    ],
    refunds: [["2025-02-10", 5_000]],
  },
  // Overpaid and Completado: payable 90,000 (10,000 extra discount), paid 95,000: owes 0.
  {
    key: "S2",
    seller: "B",
    day: "2025-02-03",
    status: "Completado",
    total: 100_000,
    extra: 10_000,
    payments: [["2025-02-04", 95_000, "tarjeta"]],
  },
  // Owes 40,000 at the opening, cancelled on 11 Feb: owes nothing from then on.
  {
    key: "S3",
    seller: "A",
    day: "2025-01-25",
    status: "Cancelado",
    total: 50_000,
    payments: [["2025-01-26", 10_000, "efectivo"]],
    cancelledOn: "2025-02-11",
  },
  // Sold in the range, nothing paid.
  { key: "S4", seller: "A", day: "2025-02-20", status: "Pendiente", total: 30_000 },
  // Sold after the range: not on it.
  { key: "S5", seller: "A", day: "2025-03-05", status: "Pendiente", total: 70_000 },
  // Another customer's sale.
  { key: "S6", seller: "A", day: "2025-02-06", status: "Pendiente", total: 99_000, otherCustomer: true },
];

/** The statement of every sale, by hand: opening 70,000 + 40,000; then each movement. */
const ALL = {
  opening: 110_000,
  lines: [
    ["2025-02-03", "S2", "sale", 90_000, 0, 200_000],
    // 95,000 paid on 90,000: the 5,000 in excess do not lower what she owes on other sales.
    ["2025-02-04", "S2", "payment", 0, 90_000, 110_000],
    ["2025-02-05", "S1", "payment", 0, 20_000, 90_000],
    ["2025-02-10", "S1", "refund", 5_000, 0, 95_000],
    ["2025-02-11", "S3", "cancelled", 0, 40_000, 55_000],
    ["2025-02-20", "S4", "sale", 30_000, 0, 85_000],
  ],
  charges: 125_000,
  credits: 150_000,
  // S1 55,000 + S4 30,000.
  closing: 85_000,
};

describe.each(DB_KINDS)("Estado de cuenta on %s", (kind) => {
  let t: TestApp;
  let db: Db;
  let admin: TestUser;
  let sellerA: TestUser;
  let sellerB: TestUser;
  let marta: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.ctx.database.db;
    admin = await t.account("admin");
    sellerA = await t.account("seller", { name: "Vendedor A" });
    sellerB = await t.account("seller", { name: "Vendedor B" });
    await addSettings(db, {
      storeName: "Relojería Tiempo",
      legalName: "Tiempo Exacto S. de R.L.",
      rtn: "08019012345678",
      phone: "2222-3333",
      address: "Col. Palmira, Tegucigalpa",
    });
    marta = await addCustomer(db, "Marta Núñez", "9876-5432");
    for (const f of FIXTURE) {
      const id = newId();
      ids[f.key] = id;
      await db.insert(sales).values({
        id,
        total: f.total,
        subtotal: f.total,
        extraDiscountAmount: f.extra ?? 0,
        amountPaid: (f.payments ?? []).reduce((s, p) => s + p[1], 0),
        status: f.status,
        customerId: f.otherCustomer ? null : marta,
        customerName: f.otherCustomer ? "Otro Cliente" : "Marta Núñez",
        customerPhone: "9876-5432",
        sellerId: f.seller === "A" ? sellerA.id : sellerB.id,
        sellerName: f.seller === "A" ? "Vendedor A" : "Vendedor B",
        saleDate: at(f.day),
        createdAt: at(f.day),
      });
      for (const [day, amount, method] of f.payments ?? [])
        await addPayment(db, {
          saleId: id,
          amount,
          date: at(day),
          recordedBy: "Test",
          type: "partial",
          method,
        });
      for (const [day, amount] of f.refunds ?? [])
        await addRefund(db, { saleId: id, amount, date: at(day), recordedBy: "Test" });
      if (f.cancelledOn)
        await db.insert(saleHistory).values({
          saleId: id,
          event: HISTORY_EVENTS.saleUpdated,
          user: "Test",
          details: "Estado: Abonado → Cancelado.",
          timestamp: at(f.cancelledOn),
        });
    }
  });
  afterAll(() => t.close());

  const statementAs = (who: TestUser, from = FROM, to = TO, id = marta) =>
    t.request("GET", `/api/customers/${id}/statement?from=${from}&to=${to}`, { as: who });
  const comparable = (lines: Array<Record<string, unknown>>) =>
    lines.map((l) => [
      l.day,
      Object.keys(ids).find((k) => ids[k] === l.saleId),
      l.kind,
      l.charge,
      l.credit,
      l.balance,
    ]);

  it("an admin sees every sale: opening, each movement with its balance, and closing, as worked out by hand", async () => {
    const res = await statementAs(admin);
    expect(res.status).toBe(200);
    const st = res.json;
    expect(st.customer).toEqual({ id: marta, name: "Marta Núñez", phone: "9876-5432", email: null });
    expect({ opening: st.opening, charges: st.charges, credits: st.credits, closing: st.closing }).toEqual({
      opening: ALL.opening,
      charges: ALL.charges,
      credits: ALL.credits,
      closing: ALL.closing,
    });
    expect(comparable(st.lines)).toEqual(ALL.lines);
    expect(st.ownSalesOnly).toBe(false);
    const payment = st.lines[2];
    expect(payment.text).toBe(`Pago a la venta #${orderNumber(ids.S1!)} (transferencia)`);
    expect(st.lines[4].text).toBe(`Venta #${orderNumber(ids.S3!)} cancelada: su saldo se anula`);
  });

  it("its balances agree with the receivable report as of the day before and the last day", async () => {
    for (const [day, owed] of [
      ["2025-01-31", ALL.opening],
      [TO, ALL.closing],
    ] as const) {
      const report = await t.request("GET", `/api/reports/receivable?asOf=${day}`, { as: admin });
      expect(report.status).toBe(200);
      const row = report.json.customers.find((c: { customerKey: string }) => c.customerKey === marta);
      expect(row.total, day).toBe(owed);
    }
    // The Saldo a favor too: S2's 50.00 paid beyond its payable, on its own, not taken off the balance.
    const st = (await statementAs(admin)).json;
    expect({ openingCredit: st.openingCredit, closingCredit: st.closingCredit }).toEqual({
      openingCredit: 0,
      closingCredit: 5_000,
    });
    const report = await t.request("GET", `/api/reports/receivable?asOf=${TO}`, { as: admin });
    const row = report.json.customers.find((c: { customerKey: string }) => c.customerKey === marta);
    expect(row).toMatchObject({ total: st.closing, credit: st.closingCredit });
  });

  it("a seller sees only the sales they made", async () => {
    const a = (await statementAs(sellerA)).json;
    // S1, S3 and S4: the same opening; S2's three lines are not there.
    expect({ opening: a.opening, closing: a.closing, charges: a.charges, credits: a.credits }).toEqual({
      opening: 110_000,
      closing: 85_000,
      charges: 35_000,
      credits: 60_000,
    });
    expect(a.lines.map((l: { saleId: string }) => l.saleId)).not.toContain(ids.S2);
    expect(a.ownSalesOnly).toBe(true);
    const b = (await statementAs(sellerB)).json;
    expect(comparable(b.lines)).toEqual([
      ["2025-02-03", "S2", "sale", 90_000, 0, 90_000],
      ["2025-02-04", "S2", "payment", 0, 90_000, 0],
    ]);
    expect(b.lines[1]).toMatchObject({ amount: 95_000, unapplied: 5_000, method: "tarjeta" });
    expect(b.lines[1].text).toBe(
      `Pago a la venta #${orderNumber(ids.S2!)} (tarjeta) de L.\u00a0950.00: L.\u00a050.00 en exceso quedan como saldo a favor (no se abonan a otras ventas)`,
    );
    expect({ opening: b.opening, closing: b.closing }).toEqual({ opening: 0, closing: 0 });
    expect(b.lines[1].creditBalance).toBe(5_000);
    expect(b.closingCredit).toBe(5_000);
  });

  it("refuses a range backwards or not a date (400, in Spanish), an unknown customer (404), and non-staff", async () => {
    const back = await statementAs(admin, TO, FROM);
    expect(back.status).toBe(400);
    expect(JSON.stringify(back.json)).toContain("La fecha inicial debe ser anterior a la final.");
    expect((await statementAs(admin, "2025-02-30x", TO)).status).toBe(400);
    expect((await statementAs(admin, FROM, TO, "nope")).status).toBe(404);
    const client = await t.account("client");
    expect((await statementAs(client)).status).toBe(403);
    expect((await t.request("GET", `/api/customers/${marta}/statement?from=${FROM}&to=${TO}`)).status).toBe(
      401,
    );
  });

  const pdfText = (pdf: Buffer) =>
    execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString();
  const fetchRaw = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });

  it("the PDF carries the store's data, the customer, each line, the closing balance and the bank accounts", async () => {
    const res = await fetchRaw(`/api/customers/${marta}/statement.pdf?from=${FROM}&to=${TO}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(String(res.headers["content-disposition"])).toContain(
      "estado-de-cuenta-2025-02-01-al-2025-02-28.pdf",
    );
    const text = pdfText(res.rawPayload);
    for (const expected of [
      "Relojería Tiempo",
      "Tiempo Exacto S. de R.L.",
      "RTN: 08019012345678",
      "Tel.: 2222-3333",
      "Col. Palmira, Tegucigalpa",
      "Estado de cuenta",
      "Cliente: Marta Núñez",
      "Período: 1 feb 2025 al 28 feb 2025",
      "L. 1,100.00",
      `Venta #${orderNumber(ids.S4!)}`,
      BANK_ACCOUNTS[0]!.accountNumber,
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Saldo final \(28 feb 2025\)\s+L\. 850\.00/);
    expect(text).toMatch(/Saldo a favor al 28 feb 2025\s+L\. 50\.00/);
  });

  it("a shared link opens the PDF without an account; WhatsApp goes to 504 + the phone with the link", async () => {
    const res = await t.request("POST", `/api/customers/${marta}/statement/share`, {
      as: sellerA,
      body: { from: FROM, to: TO },
    });
    expect(res.status).toBe(200);
    const share = res.json;
    expect(share.url.startsWith(`${ORIGIN}/api/statement-links?t=`)).toBe(true);
    const days = (new Date(share.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(share.whatsappUrl.startsWith("https://wa.me/50498765432?text=")).toBe(true);
    expect(decodeURIComponent(share.whatsappUrl.split("text=")[1])).toBe(share.text);
    expect(share.text).toContain("Estimado(a) Marta Núñez, reciba un cordial saludo de Relojería Tiempo.");
    expect(share.text).toContain("su saldo al 28 feb 2025 es de L.\u00a0850.00");
    expect(share.text).toContain(share.url);

    const path = share.url.slice(ORIGIN.length);
    const pdf = await fetchRaw(path);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(pdf.rawPayload);
    expect(text).toMatch(/Saldo final \(28 feb 2025\)\s+L\. 850\.00/);
    // Shared by seller A: seller B's sale S2 is not on it.
    expect(text).not.toContain(`#${orderNumber(ids.S2!)}`);
  });

  it("a tampered link is refused (403) and an expired one says so (410), in Spanish, as a page", async () => {
    const share = (
      await t.request("POST", `/api/customers/${marta}/statement/share`, {
        as: admin,
        body: { from: FROM, to: TO },
      })
    ).json;
    const token = share.url.split("/api/statement-links?t=")[1] as string;
    const [body, sig] = token.split(".") as [string, string];
    const forged = Buffer.from(
      Buffer.from(body, "base64url").toString().replace("2025-02-01", "2025-01-01"),
    ).toString("base64url");
    for (const bad of [`${forged}.${sig}`, `${body}.${sig.slice(0, -2)}AA`, body, "x.y.z", ""]) {
      const res = await fetchRaw(`/api/statement-links?t=${bad}`);
      expect(res.statusCode, bad).toBe(403);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("Este enlace al estado de cuenta no es válido.");
    }
    const expired = signStatementLink(t.ctx.config.authSecret, {
      customerId: marta,
      from: FROM,
      to: TO,
      sellerId: null,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const res = await fetchRaw(`/api/statement-links?t=${expired}`);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain("Este enlace al estado de cuenta venció el");
    // Signed with another secret: not ours.
    const foreign = signStatementLink("another-secret-another-secret-000000", {
      customerId: marta,
      from: FROM,
      to: TO,
      sellerId: null,
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await fetchRaw(`/api/statement-links?t=${foreign}`)).statusCode).toBe(403);
  });

  // Last: it changes the book the tests above worked out by hand.
  it("a statement is kept, yet an abono counts in it and in its PDF on the very next read", async () => {
    const before = (await statementAs(admin)).json;
    const pdfBefore = pdfText(
      (await fetchRaw(`/api/customers/${marta}/statement.pdf?from=${FROM}&to=${TO}`, admin.cookie))
        .rawPayload,
    );
    expect(pdfBefore).toMatch(/Saldo final \(28 feb 2025\)\s+L\. 850\.00/);
    const paid = await t.request("POST", `/api/sales/${ids.S1}/payments`, {
      as: admin,
      body: { amount: 10_000, date: "2025-02-20", type: "partial", method: "efectivo" },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const after = (await statementAs(admin)).json;
    expect(after.closing).toBe(before.closing - 10_000);
    expect(after.lines).toHaveLength(before.lines.length + 1);
    const pdfAfter = pdfText(
      (await fetchRaw(`/api/customers/${marta}/statement.pdf?from=${FROM}&to=${TO}`, admin.cookie))
        .rawPayload,
    );
    expect(pdfAfter).toMatch(/Saldo final \(28 feb 2025\)\s+L\. 750\.00/);
  });
});
