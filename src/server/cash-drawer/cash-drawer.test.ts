import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  addProduct,
  addRegister,
  atRegister,
  openDrawer,
  setDrawerSettings,
} from "../../../tests/support/factory";
import { pdfText } from "../../../tests/support/pdf-text";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import { formatMoney } from "../../domain/kernel/money";
import { orderNumber } from "../../domain/kernel/roles";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { checkData } from "../import/check";
import { moneyEntries } from "../journal/schema";
import type { BusMessage } from "../live/bus";
import { sales } from "../sales/schema";
import { drawerSessions } from "./schema";

/** pdftotext writes the money's non-breaking space as it is; the needles are typed with a plain one. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");
const L = (centavos: number) => plain(formatMoney(centavos));

/**
 * The cash drawer end to end through the API (docs/decisions/0252): two registers open at once,
 * the money taken at each tied to its session by the device's header, a pay-out, the blind close
 * stopped for an approval, the Z report on paper, and Flujo de caja agreeing to the centavo.
 */
describe.each(DB_KINDS)("the cash drawer on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let otherAdmin: TestUser;
  let seller: TestUser;
  let colleague: TestUser;
  let counter: string;
  let branch: string;
  const db = () => t.ctx.database.db;
  const today = shopDay(new Date());

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.account("admin", { name: "Carla Admin" });
    otherAdmin = await t.account("admin", { name: "Diego Admin" });
    seller = await t.account("seller", { name: "Ana Vendedora" });
    colleague = await t.account("seller", { name: "Beto Vendedor" });
    counter = await addRegister(t, admin, "Mostrador");
    branch = await addRegister(t, admin, "Segunda tienda");
  });
  afterAll(() => t.close());

  const cashFlow = async () => {
    const res = await t.request("GET", `/api/reports/cash-flow?from=${today}&to=${today}&grain=day`, {
      as: admin,
    });
    expect(res.status).toBe(200);
    return res.json.totals;
  };
  const collected = async () =>
    (await t.request("GET", "/api/reports/dashboard", { as: admin })).json.collectionsToday as number;
  const session = async (id: string, as: TestUser = admin) =>
    (await t.request("GET", `/api/cash-drawer/sessions/${id}`, { as })).json;
  const watch = (salePrice: number) => addProduct(db(), { salePrice, quantity: 10 });
  /** A sale registered at a register's device by `as`; `payment` is Registrar Venta's first one. */
  const saleAt = async (
    registerId: string | null,
    as: TestUser,
    price: number,
    payment?: { amount: number; type: "partial" | "full"; method: string },
  ) => {
    const res = await t.request("POST", "/api/sales", {
      as,
      headers: registerId ? atRegister(registerId) : {},
      body: {
        customer: { kind: "new", name: `Cliente ${kind}`, phone: "9999-1234" },
        items: [{ productId: await watch(price), quantity: 1 }],
        shipping: { mode: "pickup" },
        ...(payment ? { firstPayment: { ...payment, date: today } } : {}),
      },
    });
    return res;
  };
  const abono = (saleId: string, registerId: string | null, amount: number, method = "efectivo") =>
    t.request("POST", `/api/sales/${saleId}/payments`, {
      as: admin,
      headers: registerId ? atRegister(registerId) : {},
      body: { amount, date: today, type: "partial", method },
    });

  it("two registers at once: abonos, a refund and a pay-out, a blind close stopped for approval, the Z report and Flujo de caja agree", async () => {
    expect(
      (await setDrawerSettings(t, admin, { cashControl: true, differenceThreshold: 1_000 })).json,
    ).toMatchObject({
      cashControl: true,
      differenceThreshold: 1_000,
      denominations: [50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50, 20, 10, 5],
    });
    const flowBefore = await cashFlow();
    const collectedBefore = await collected();
    // Every open, close and approval is announced live to staff screens.
    const heard: BusMessage[] = [];
    const stopListening = t.ctx.bus.subscribe((message) => {
      if (message.topic === "cash_drawer") heard.push(message);
    });

    // Ana opens the counter with L. 1,000.00 counted by denomination; Diego opens the branch.
    const opened = await t.request("POST", "/api/cash-drawer/sessions", {
      as: seller,
      headers: atRegister(counter),
      body: { registerId: counter, counts: [{ denomination: 50_000, quantity: 2 }] },
    });
    expect(opened.status, JSON.stringify(opened.json)).toBe(200);
    expect(opened.json).toMatchObject({
      status: "open",
      float: 100_000,
      openedBy: { name: "Ana Vendedora" },
    });
    const counterSession = opened.json.id as string;
    const branchSession = (await openDrawer(t, otherAdmin, branch, 50_000)).id as string;
    // One session not closed per register.
    const again = await t.request("POST", "/api/cash-drawer/sessions", {
      as: colleague,
      body: { registerId: counter, float: 0 },
    });
    expect([again.status, again.json.error.message]).toEqual([409, m.alreadyOpen]);

    // At the counter: Ana's first abono in Registrar Venta, a cash sale, two admin abonos, a card abono.
    const s1 = await saleAt(counter, seller, 200_000, {
      amount: 30_000,
      type: "partial",
      method: "efectivo",
    });
    expect(s1.status, JSON.stringify(s1.json)).toBe(200);
    const s2 = await saleAt(counter, seller, 100_000);
    const s3 = await saleAt(counter, seller, 100_000, { amount: 100_000, type: "full", method: "efectivo" });
    expect((await abono(s1.json.id, counter, 40_000)).status).toBe(200);
    expect((await abono(s2.json.id, counter, 25_000)).status).toBe(200);
    expect((await abono(s2.json.id, counter, 20_000, "tarjeta")).status).toBe(200);
    // A cash refund in the order dialog: the cash sale cancelled, part of its money given back.
    const refund = await t.request("PATCH", `/api/sales/${s3.json.id}`, {
      as: admin,
      headers: atRegister(counter),
      body: { status: "Cancelado", refundAmount: 10_000, cancellationReason: "Cambió de opinión" },
    });
    expect(refund.status, JSON.stringify(refund.json)).toBe(200);
    // Batteries bought with the drawer's cash.
    const payOut = await t.request("POST", `/api/cash-drawer/sessions/${counterSession}/entries`, {
      as: seller,
      body: { kind: "pay_out", amount: 15_000, reason: "compra de baterías" },
    });
    expect(payOut.status, JSON.stringify(payOut.json)).toBe(200);
    // At the branch, meanwhile: an admin's cash abono in the order dialog.
    const s4 = await saleAt(branch, otherAdmin, 100_000);
    const branchAbono = await t.request("POST", `/api/sales/${s4.json.id}/payments`, {
      as: otherAdmin,
      headers: atRegister(branch),
      body: { amount: 35_000, date: today, type: "partial", method: "efectivo" },
    });
    expect(branchAbono.status, JSON.stringify(branchAbono.json)).toBe(200);

    // Each entry names the session of the register it was taken at.
    const tied = await db()
      .select({ session: moneyEntries.drawerSessionId, kind: moneyEntries.kind, amount: moneyEntries.amount })
      .from(moneyEntries)
      .where(eq(moneyEntries.subjectId, s4.json.id));
    expect(tied).toEqual([{ session: branchSession, kind: "received", amount: 35_000 }]);

    // Blind: Ana's view of her open session has no figures; the X report is an admin's.
    const blind = await session(counterSession, seller);
    expect(blind).toMatchObject({
      totals: null,
      movements: null,
      can: { moveCash: true, close: true, seeXReport: false },
    });
    expect(blind.workers.map((w: { name: string }) => w.name)).toEqual(["Ana Vendedora", "Carla Admin"]);
    expect(
      (await t.request("GET", `/api/cash-drawer/sessions/${counterSession}/x-report`, { as: seller })).status,
    ).toBe(403);
    const x = await t.request("GET", `/api/cash-drawer/sessions/${counterSession}/x-report`, { as: admin });
    expect(x.status).toBe(200);
    // 1,000 + 300 + 1,000 + 400 + 250 − 100 − 150 = L. 2,700.00.
    expect(x.json.totals).toMatchObject({
      expectedCash: 270_000,
      cashSales: 100_000,
      cashAbonos: 95_000,
      payOuts: 15_000,
      received: { efectivo: 195_000, tarjeta: 20_000, transferencia: 0 },
      refunded: { efectivo: 10_000, tarjeta: 0, transferencia: 0 },
    });
    const device = await t.request("GET", `/api/cash-registers/${counter}/session`, { as: colleague });
    expect(device.json).toMatchObject({
      register: { name: "Mostrador" },
      session: { id: counterSession, totals: null },
    });

    // The X report on paper: the figures so far, nothing counted.
    const xPdf = await t.request(
      "GET",
      `/api/cash-drawer/sessions/${counterSession}/x-report.pdf?papel=80mm`,
      {
        as: admin,
      },
    );
    expect(xPdf.status).toBe(200);
    const xText = plain(await pdfText(xPdf.raw));
    expect(xText).toContain("Reporte X (corte parcial)");
    expect(xText).toContain(L(270_000));
    expect(xText).not.toContain("Efectivo contado");

    // Ana counts L. 2,680.00: L. 20.00 short, beyond the L. 10.00 threshold, so it waits.
    const counts = [
      { denomination: 50_000, quantity: 5 },
      { denomination: 10_000, quantity: 1 },
      { denomination: 1_000, quantity: 8 },
    ];
    const closed = await t.request("POST", `/api/cash-drawer/sessions/${counterSession}/close`, {
      as: seller,
      body: { counts },
    });
    expect(closed.status, JSON.stringify(closed.json)).toBe(200);
    expect(closed.json.notice).toBe(m.approvalNeeded(formatMoney(1_000)));
    expect(closed.json.session).toMatchObject({
      status: "awaiting_approval",
      closing: { expected: 270_000, counted: 268_000, difference: -2_000, approvedBy: null },
    });
    // Nothing more is taken on it; no difference is written until approved.
    expect((await abono(s2.json.id, counter, 1_000)).json.error.message).toBe(m.cashNeedsSession);
    const overShort = () =>
      db()
        .select()
        .from(moneyEntries)
        .where(and(eq(moneyEntries.kind, "over_short"), eq(moneyEntries.subjectId, counterSession)));
    expect(await overShort()).toEqual([]);

    // The closer cannot approve (a seller: not an admin); an admin with a note can.
    const bySeller = await t.request("POST", `/api/cash-drawer/sessions/${counterSession}/approval`, {
      as: seller,
      body: { note: "yo" },
    });
    expect(bySeller.status).toBe(403);
    const noNote = await t.request("POST", `/api/cash-drawer/sessions/${counterSession}/approval`, {
      as: admin,
      body: { note: "  " },
    });
    expect([noNote.json.error.message, noNote.json.error.field]).toEqual([m.approvalNoteRequired, "note"]);
    const approved = await t.request("POST", `/api/cash-drawer/sessions/${counterSession}/approval`, {
      as: admin,
      body: { note: "Vuelto mal entregado" },
    });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(approved.json).toMatchObject({
      status: "closed",
      closing: {
        difference: -2_000,
        approvedBy: { name: "Carla Admin" },
        approvalNote: "Vuelto mal entregado",
      },
      totals: { overShort: -2_000 },
    });
    expect((await overShort()).map((e) => [e.amount, e.method, e.note])).toEqual([
      [-2_000, "efectivo", "Faltante de caja (Mostrador)"],
    ]);

    await vi.waitFor(() =>
      expect(heard.filter((e) => e.id === counterSession).length).toBeGreaterThanOrEqual(4),
    );
    stopListening();
    expect(heard.find((e) => e.id === branchSession)?.audience).toEqual({
      roles: ["seller", "admin", "superadmin"],
    });

    // The Z report on paper, read as a person reads it.
    const z = await t.request("GET", `/api/cash-drawer/sessions/${counterSession}/z-report.pdf?papel=carta`, {
      as: seller,
    });
    expect([z.status, z.headers["content-type"]]).toEqual([200, "application/pdf"]);
    const text = plain(await pdfText(z.raw));
    for (const needle of [
      "Reporte Z (cierre de caja)",
      "Mostrador",
      "Ana Vendedora",
      "Fondo inicial",
      "Abonos en efectivo",
      "Reembolsos en efectivo",
      "Salida de efectivo · compra de baterías",
      `Abono · Pedido ${orderNumber(s1.json.id)}`,
      "Efectivo esperado",
      "Efectivo contado",
      "L. 500.00 × 5",
      `${L(-2_000)} (faltante)`,
      "Carla Admin",
      "Vuelto mal entregado",
      "Cobros con tarjeta",
    ])
      expect(text, needle).toContain(needle);
    expect(text).toMatch(new RegExp(`Fondo inicial\\s+${L(100_000).replace(/\./g, "\\.")}`));
    expect(text).toMatch(new RegExp(`Efectivo esperado\\s+${L(270_000).replace(/\./g, "\\.")}`));
    expect(text).toMatch(new RegExp(`Efectivo contado\\s+${L(268_000).replace(/\./g, "\\.")}`));
    expect(text).toMatch(new RegExp(`Salidas de efectivo\\s+${L(-15_000).replace(/\./g, "\\.")}`));
    for (const papel of ["80mm", "58mm"]) {
      const roll = await t.request(
        "GET",
        `/api/cash-drawer/sessions/${counterSession}/z-report.pdf?papel=${papel}`,
        {
          as: admin,
        },
      );
      expect(roll.status, papel).toBe(200);
      expect(plain(await pdfText(roll.raw)), papel).toContain("Efectivo contado");
    }

    // Flujo de caja for the day agrees with the two sessions to the centavo, the drawer's own
    // entries on their own lines, outside Recibido and Neto.
    const flow = await cashFlow();
    const counterTotals = (await session(counterSession)).totals;
    const branchTotals = (await session(branchSession)).totals;
    const delta = (key: string) => flow[key] - flowBefore[key];
    expect(delta("efectivo")).toBe(counterTotals.received.efectivo + branchTotals.received.efectivo);
    expect(delta("cashRefunds")).toBe(counterTotals.refunded.efectivo + branchTotals.refunded.efectivo);
    expect([delta("payIns"), delta("payOuts"), delta("drawerDifference")]).toEqual([0, 15_000, -2_000]);
    expect(delta("received")).toBe(195_000 + 35_000 + 20_000);
    expect(delta("net")).toBe(195_000 + 35_000 + 20_000 - 10_000);
    // The Dashboard's Cobrado counts customers' money only: no pay-out, no difference.
    expect((await collected()) - collectedBefore).toBe(delta("net"));
    // What the drawers gained beyond their floats: the counter's count, the branch's expected.
    const drawers =
      delta("efectivo") -
      delta("cashRefunds") +
      delta("payIns") -
      delta("payOuts") +
      delta("drawerDifference");
    expect(drawers).toBe(268_000 - 100_000 + (branchTotals.expectedCash - 50_000));
    // The Flujo de caja CSV carries the same figures, the shortage a plain negative number.
    const flowCsv = await t.request(
      "GET",
      `/api/reports/cash-flow/export.csv?from=${today}&to=${today}&grain=day`,
      { as: admin },
    );
    const totalsLine = flowCsv.raw.toString("utf8").trim().split("\r\n").at(-1)!;
    expect(totalsLine.split(",").slice(-3)).toEqual([
      (flow.payIns / 100).toFixed(2),
      (flow.payOuts / 100).toFixed(2),
      (flow.drawerDifference / 100).toFixed(2),
    ]);
    expect(flow.drawerDifference).toBeLessThan(0);

    // The Dashboard's tile and the history.
    const tile = (await t.request("GET", "/api/cash-drawer/dashboard", { as: admin })).json;
    expect(tile.open.map((s: { id: string }) => s.id)).toEqual([branchSession]);
    expect(tile.openedToday).toBe(2);
    expect(tile.lastDifferences[0]).toMatchObject({
      id: counterSession,
      difference: -2_000,
      approvedBy: { name: "Carla Admin" },
    });
    const history = await t.request(
      "GET",
      `/api/cash-drawer/sessions?userId=${seller.id}&from=${today}&to=${today}`,
      {
        as: admin,
      },
    );
    expect(history.json).toMatchObject({
      rows: [{ id: counterSession }],
      totals: { count: 1, short: 2_000, over: 0 },
    });
    const csv = await t.request("GET", `/api/cash-drawer/sessions.csv?registerId=${counter}`, { as: admin });
    expect(String(csv.headers["content-type"])).toContain("text/csv");
    expect(csv.raw.toString("utf8")).toContain("Mostrador,Cerrada,Ana Vendedora");
    expect(csv.raw.toString("utf8")).toContain(",1000.00,2700.00,2680.00,-20.00,Carla Admin");

    // The journal still holds (the factory's products carry no opening movement, hence the filter).
    expect((await checkData(db())).violations.filter((v) => v.kind !== "product")).toEqual([]);
  });

  it("under Control de caja, cash with no open session at the device is refused and nothing is written; card is not", async () => {
    const idle = await addRegister(t, admin, "Bodega");
    const s = await saleAt(null, admin, 100_000);
    const entries = () => db().select().from(moneyEntries).where(eq(moneyEntries.subjectId, s.json.id));
    for (const registerId of [null, idle, "registro-inventado"]) {
      const refused = await abono(s.json.id, registerId, 10_000);
      expect([refused.status, refused.json.error.code, refused.json.error.message]).toEqual([
        400,
        "domain_rule",
        m.cashNeedsSession,
      ]);
    }
    expect(await entries()).toEqual([]);
    expect((await t.request("GET", `/api/sales/${s.json.id}`, { as: admin })).json.payments).toEqual([]);
    // A seller's Registrar Venta with a cash first abono: no sale at all.
    const before = await db().select({ id: sales.id }).from(sales);
    const sale = await saleAt(null, seller, 100_000, { amount: 10_000, type: "partial", method: "efectivo" });
    expect([sale.status, sale.json.error.message]).toEqual([400, m.cashNeedsSession]);
    expect(await db().select({ id: sales.id }).from(sales)).toHaveLength(before.length);
    // Card and transfer need no session; with none open they name none.
    expect((await abono(s.json.id, null, 10_000, "tarjeta")).status).toBe(200);
    expect((await entries()).map((e) => [e.method, e.drawerSessionId])).toEqual([["tarjeta", null]]);
  });

  it("who may see, close and approve: blind for others, the opener or an admin closes, never the closer approves", async () => {
    const idle = await addRegister(t, admin, "Caja de prueba");
    const mine = (await openDrawer(t, colleague, idle, 0)).id as string;
    // Another seller does not reach it; the opener sees no figures while it is open.
    expect((await t.request("GET", `/api/cash-drawer/sessions/${mine}`, { as: seller })).status).toBe(404);
    const close = (as: TestUser, quantity: number) =>
      t.request("POST", `/api/cash-drawer/sessions/${mine}/close`, {
        as,
        body: { counts: [{ denomination: 10_000, quantity }] },
      });
    expect((await close(seller, 0)).status).toBe(404);
    const payIn = await t.request("POST", `/api/cash-drawer/sessions/${mine}/entries`, {
      as: admin,
      body: { kind: "pay_in", amount: 5_000, reason: "cambio" },
    });
    expect([payIn.status, payIn.json.error.message]).toEqual([403, m.moveNotOnSession]);
    const noReason = await t.request("POST", `/api/cash-drawer/sessions/${mine}/entries`, {
      as: colleague,
      body: { kind: "pay_in", amount: 5_000, reason: " " },
    });
    expect([noReason.json.error.message, noReason.json.error.field]).toEqual([
      m.reasonRequired.pay_in,
      "reason",
    ]);
    // An admin closes it L. 100.00 over; the same admin may not approve it, another may.
    const counted = await close(admin, 1);
    expect(counted.json.session).toMatchObject({
      status: "awaiting_approval",
      closing: { difference: 10_000 },
    });
    const own = await t.request("POST", `/api/cash-drawer/sessions/${mine}/approval`, {
      as: admin,
      body: { note: "Sobró" },
    });
    expect([own.status, own.json.error.message]).toEqual([403, m.approverIsCloser]);
    const later = await t.request("GET", `/api/cash-drawer/sessions/${mine}`, { as: colleague });
    expect(later.json).toMatchObject({ totals: { expectedCash: 0 }, can: { close: false, approve: false } });
    const approved = await t.request("POST", `/api/cash-drawer/sessions/${mine}/approval`, {
      as: otherAdmin,
      body: { note: "Billete olvidado del turno anterior" },
    });
    expect(approved.json.totals.overShort).toBe(10_000);
    // The X report of a counted session is refused; its Z is the opener's to print.
    const x = await t.request("GET", `/api/cash-drawer/sessions/${mine}/x-report`, { as: admin });
    expect(x.json.error.message).toBe(m.xReportClosed);
    expect(
      (await t.request("GET", `/api/cash-drawer/sessions/${mine}/z-report.pdf`, { as: colleague })).status,
    ).toBe(200);
  });

  it("Control de caja turns off only once every session is counted; registers with history stay", async () => {
    const refused = await setDrawerSettings(t, admin, { cashControl: false });
    expect([refused.status, refused.json.error.message]).toEqual([400, m.controlOffWithOpen(1)]);
    const [open] = await db().select().from(drawerSessions).where(eq(drawerSessions.status, "open"));
    const x = (await t.request("GET", `/api/cash-drawer/sessions/${open!.id}/x-report`, { as: admin })).json;
    const exact = await t.request("POST", `/api/cash-drawer/sessions/${open!.id}/close`, {
      as: otherAdmin,
      body: { counts: [{ denomination: 5, quantity: x.totals.expectedCash / 5 }] },
    });
    expect(exact.json).toMatchObject({
      notice: null,
      session: { status: "closed", closing: { difference: 0 } },
    });
    expect((await setDrawerSettings(t, admin, { cashControl: false })).json.cashControl).toBe(false);
    // With the control off, cash at a device with no session is taken as before, tied to nothing.
    const s = await saleAt(null, admin, 100_000);
    expect((await abono(s.json.id, null, 10_000)).status).toBe(200);
    const [entry] = await db()
      .select()
      .from(moneyEntries)
      .where(and(eq(moneyEntries.subjectId, s.json.id), isNull(moneyEntries.drawerSessionId)));
    expect(entry).toMatchObject({ method: "efectivo", cashControl: false });
    // A register with sessions is not deleted, only taken out of use; then it opens no session.
    const removed = await t.request("DELETE", `/api/cash-registers/${branch}`, { as: admin });
    expect(removed.json.error.message).toBe(m.registerHasHistory);
    const off = await t.request("PATCH", `/api/cash-registers/${branch}`, {
      as: admin,
      body: { active: false },
    });
    expect(off.json).toMatchObject({ active: false, session: null });
    const reopen = await t.request("POST", "/api/cash-drawer/sessions", {
      as: admin,
      body: { registerId: branch, float: 0 },
    });
    expect(reopen.json.error.message).toBe(m.registerInactive);
    const settings = await setDrawerSettings(t, admin, { denominations: [100, 100] });
    expect(settings.json.error.message).toBe(m.denominationRepeated(formatMoney(100)));
  });
});
