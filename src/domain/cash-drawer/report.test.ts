import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../kernel/money";
import { approveClose, closeSession, DEFAULT_DENOMINATIONS, DEFAULT_DIFFERENCE_THRESHOLD } from "./closing";
import { cashDrawerMessages as m } from "./messages-cash-drawer";
import {
  checkXReport,
  checkZReport,
  drawerReport,
  type MovementDetail,
  movementLines,
  type ReportLine,
} from "./report";
import { type DenominationCount, type DrawerMovement, MAX_DRAWER_AMOUNT } from "./sessions";
import { ana, carla, opened, unwrap } from "./test-fixtures";

const movements: DrawerMovement[] = [
  { kind: "received", amount: 250_000, method: "efectivo", paymentType: "full" },
  { kind: "received", amount: 40_000, method: "efectivo", paymentType: "partial" },
  { kind: "refunded", amount: 30_000, method: "efectivo" },
  { kind: "pay_in", amount: 5_000, method: "efectivo" },
  { kind: "pay_out", amount: 8_000, method: "efectivo" },
  { kind: "received", amount: 500_000, method: "tarjeta", paymentType: "full" },
  { kind: "refunded", amount: 20_000, method: "tarjeta" },
  { kind: "received", amount: 120_000, method: "transferencia", paymentType: "partial" },
];
// Expected: 1,000 + 2,500 + 400 − 300 + 50 − 80 = L. 3,570.00.
const EXPECTED = 357_000;

const closeWith = (counts: DenominationCount[]) =>
  unwrap(
    closeSession({
      session: opened(),
      movements,
      closer: ana,
      counts,
      denominations: DEFAULT_DENOMINATIONS,
      // 5:30 p. m. in Tegucigalpa.
      closedAt: "2026-03-02T23:30:00.000Z",
      threshold: DEFAULT_DIFFERENCE_THRESHOLD,
    }),
  ).session;

const pairs = (lines: readonly ReportLine[] | null) => lines?.map((l) => [l.label, l.value]);
const sum = (lines: readonly ReportLine[]) => lines.slice(0, -1).reduce((s, l) => s + (l.amount ?? 0), 0);

describe("the X report (mid-shift)", () => {
  it("prints the register, who opened it and when, the cash lines, and card and transfer totals", () => {
    const report = drawerReport(opened(), movements);
    expect(report.kind).toBe("X");
    expect(report.title).toBe("Reporte X (corte parcial)");
    expect(pairs(report.header)).toEqual([
      ["Caja registradora", "Caja principal"],
      ["Abrió", "Ana"],
      ["Apertura", "2 mar 2026, 8:05 a. m."],
      ["Cierre", "Abierta"],
    ]);
    expect(pairs(report.cash)).toEqual([
      ["Fondo inicial", formatMoney(100_000)],
      ["Ventas en efectivo", formatMoney(250_000)],
      ["Abonos en efectivo", formatMoney(40_000)],
      ["Reembolsos en efectivo", formatMoney(-30_000)],
      ["Entradas de efectivo", formatMoney(5_000)],
      ["Salidas de efectivo", formatMoney(-8_000)],
      ["Efectivo esperado", formatMoney(EXPECTED)],
    ]);
    expect(pairs(report.otherMethods)).toEqual([
      ["Cobros con tarjeta", formatMoney(500_000)],
      ["Reembolsos con tarjeta", formatMoney(20_000)],
      ["Cobros por transferencia", formatMoney(120_000)],
      ["Reembolsos por transferencia", formatMoney(0)],
    ]);
    expect(report.counted).toBeNull();
    expect(report.outcome).toBeNull();
    expect(report.totals.expectedCash).toBe(EXPECTED);
  });
});

describe("the Z report (the close)", () => {
  it("a count within the threshold: each denomination, the total, the difference and no approval needed", () => {
    const session = closeWith([
      { denomination: 50_000, quantity: 7 },
      { denomination: 1_000, quantity: 7 },
      { denomination: 100, quantity: 2 },
    ]);
    const report = drawerReport(session, movements);
    expect(report.kind).toBe("Z");
    expect(report.title).toBe("Reporte Z (cierre de caja)");
    expect(pairs(report.header)?.slice(3)).toEqual([
      ["Cerró", "Ana"],
      ["Cierre", "2 mar 2026, 5:30 p. m."],
    ]);
    expect(pairs(report.counted)).toEqual([
      [`${formatMoney(50_000)} × 7`, formatMoney(350_000)],
      [`${formatMoney(1_000)} × 7`, formatMoney(7_000)],
      [`${formatMoney(100)} × 2`, formatMoney(200)],
      ["Efectivo contado", formatMoney(357_200)],
    ]);
    expect(pairs(report.outcome)).toEqual([
      ["Diferencia", `${formatMoney(200)} (sobrante)`],
      ["Aprobó", "No requerida"],
    ]);
  });

  it("an exact count reads cuadrada", () => {
    const report = drawerReport(
      closeWith([
        { denomination: 50_000, quantity: 7 },
        { denomination: 1_000, quantity: 7 },
      ]),
      movements,
    );
    expect(report.outcome?.[0]?.value).toBe(`${formatMoney(0)} (cuadrada)`);
  });

  it("a faltante beyond the threshold: pending, then the approver and the note", () => {
    const waiting = closeWith([{ denomination: 50_000, quantity: 7 }]);
    expect(pairs(drawerReport(waiting, movements).outcome)).toEqual([
      ["Diferencia", `${formatMoney(-7_000)} (faltante)`],
      ["Aprobó", "Pendiente de aprobación"],
    ]);
    const approved = unwrap(approveClose(waiting, carla, "Vuelto sin registrar", "2026-03-03T00:00:00.000Z"));
    expect(pairs(drawerReport(approved.session, movements).outcome)).toEqual([
      ["Diferencia", `${formatMoney(-7_000)} (faltante)`],
      ["Aprobó", "Carla"],
      ["Nota", "Vuelto sin registrar"],
    ]);
  });

  it("prints the expected cash recorded at the close, not one re-read from later entries", () => {
    const session = closeWith([{ denomination: 50_000, quantity: 7 }]);
    const later: DrawerMovement[] = [...movements, { kind: "received", amount: 100, method: "efectivo" }];
    const report = drawerReport(session, later);
    expect(report.cash.at(-1)?.amount).toBe(EXPECTED);
    expect(report.totals.expectedCash).toBe(EXPECTED + 100);
    expect(m.reportExpected).toBe(report.cash.at(-1)?.label);
  });
});

const movementArb: fc.Arbitrary<DrawerMovement> = fc.record({
  kind: fc.constantFrom("received", "refunded", "pay_in", "pay_out", "credit_applied") as fc.Arbitrary<
    DrawerMovement["kind"]
  >,
  amount: fc.integer({ min: -MAX_DRAWER_AMOUNT, max: MAX_DRAWER_AMOUNT }),
  method: fc.constantFrom("efectivo", "tarjeta", "transferencia") as fc.Arbitrary<DrawerMovement["method"]>,
  paymentType: fc.constantFrom("full", "partial") as fc.Arbitrary<DrawerMovement["paymentType"]>,
});

describe("the report's arithmetic (property)", () => {
  it("the cash lines, signed as they move the drawer, add up to the expected cash", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_DRAWER_AMOUNT }),
        fc.array(movementArb, { maxLength: 30 }),
        (float, list) => {
          const report = drawerReport(opened(float), list);
          expect(sum(report.cash)).toBe(report.cash.at(-1)?.amount);
        },
      ),
    );
  });
});

describe("each movement as the report lists it", () => {
  const at = "2026-03-02T16:30:00.000Z";
  const detail = (d: Partial<MovementDetail> & Pick<MovementDetail, "kind" | "amount">): MovementDetail => ({
    method: "efectivo",
    at,
    reference: null,
    note: null,
    ...d,
  });

  it("names what moved, the order or the reason, the method, and signs the amount as it moved", () => {
    const lines = movementLines([
      detail({ kind: "received", amount: 40_000, paymentType: "partial", reference: "A1B2C3" }),
      detail({
        kind: "received",
        amount: 250_000,
        paymentType: "full",
        method: "tarjeta",
        reference: "D4E5F6",
      }),
      detail({ kind: "received", amount: -40_000, paymentType: "partial", reference: "A1B2C3" }),
      detail({ kind: "refunded", amount: 30_000, reference: "A1B2C3" }),
      detail({ kind: "pay_in", amount: 5_000, note: "cambio" }),
      detail({ kind: "pay_out", amount: 15_000, note: "compra de baterías" }),
      detail({ kind: "over_short", amount: -2_000, note: "Faltante de caja (Caja principal)" }),
      detail({ kind: "over_short", amount: 1_000, note: null }),
      detail({ kind: "credit_applied", amount: 9_000, method: "saldo a favor" }),
      detail({ kind: "credit_moved", amount: 9_000, method: null }),
    ]);
    expect(lines.map((l) => [l.concept, l.method, l.amount, l.value])).toEqual([
      ["Abono · Pedido A1B2C3", "Efectivo", 40_000, formatMoney(40_000)],
      ["Cobro · Pedido D4E5F6", "Tarjeta", 250_000, formatMoney(250_000)],
      ["Abono (corrección) · Pedido A1B2C3", "Efectivo", -40_000, formatMoney(-40_000)],
      ["Reembolso · Pedido A1B2C3", "Efectivo", -30_000, formatMoney(-30_000)],
      ["Entrada de efectivo · cambio", "Efectivo", 5_000, formatMoney(5_000)],
      ["Salida de efectivo · compra de baterías", "Efectivo", -15_000, formatMoney(-15_000)],
      ["Faltante de caja (Caja principal)", "Efectivo", -2_000, formatMoney(-2_000)],
      ["Sobrante de caja", "Efectivo", 1_000, formatMoney(1_000)],
    ]);
    expect(lines[0]?.time).toBe("2 mar 2026, 10:30 a. m.");
    expect(movementLines([detail({ kind: "refunded", amount: 1, method: null })])[0]?.method).toBe("");
  });
});

describe("which report a session prints", () => {
  it("the X of an open session, for admins; the Z once counted", () => {
    const open = opened();
    const counted = closeWith([{ denomination: 50_000, quantity: 7 }]);
    expect(checkXReport("admin", open).ok).toBe(true);
    expect(checkXReport("seller", open)).toMatchObject({
      ok: false,
      error: { message: m.xReportAdminsOnly },
    });
    expect(checkXReport("superadmin", counted)).toMatchObject({
      ok: false,
      error: { message: m.xReportClosed },
    });
    expect(checkZReport(open)).toMatchObject({ ok: false, error: { message: m.zReportNotYet } });
    expect(checkZReport(counted).ok).toBe(true);
  });
});
