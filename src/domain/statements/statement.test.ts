import { describe, expect, it } from "vitest";
import { shopDayStart } from "../kernel/shop-calendar";
import { addShopDays, creditAt, owedAsOf } from "../reports/reports";
import { statementMsg } from "./messages-statements";
import {
  buildStatement,
  isStatementLinkExpired,
  parseStatementLinkPayload,
  STATEMENT_LINE_KINDS,
  type StatementSale,
  saleMovements,
  statementLinkExpiry,
  statementLinkPayload,
} from "./statement";

/** Noon (Tegucigalpa) of a shop day, or `hour` o'clock. */
const at = (day: string, hour = 12) => new Date(shopDayStart(day).getTime() + hour * 3_600_000);

const sale = (over: Partial<StatementSale> & { id: string; saleDate: Date }): StatementSale => ({
  status: "Pendiente",
  payable: 100_000,
  payments: [],
  refunds: [],
  manualAmountPaid: null,
  statusChanges: [],
  ...over,
});

const FIXTURE: StatementSale[] = [
  // Paid in part before the range and once inside it; a refund inside it.
  sale({
    id: "A",
    saleDate: at("2025-01-10"),
    status: "Abonado",
    payments: [
      { amount: 30_000, date: at("2025-01-20"), method: "efectivo" },
      { amount: 20_000, date: at("2025-02-05"), method: "transferencia" },
    ],
    refunds: [{ amount: 5_000, date: at("2025-02-10") }],
  }),
  // Overpaid and Completado: paid 120,000 on 100,000 in the range.
  sale({
    id: "B",
    saleDate: at("2025-02-03"),
    status: "Completado",
    payments: [{ amount: 120_000, date: at("2025-02-04") }],
  }),
  // Cancelled in the range after a payment; the payment is refunded later.
  sale({
    id: "C",
    saleDate: at("2025-01-25"),
    status: "Cancelado",
    payable: 50_000,
    payments: [{ amount: 10_000, date: at("2025-01-26") }],
    refunds: [{ amount: 10_000, date: at("2025-02-12") }],
    statusChanges: [{ at: at("2025-02-11"), from: "Abonado", to: "Cancelado" }],
  }),
  // A paid total typed by hand.
  sale({ id: "D", saleDate: at("2025-02-15"), payable: 80_000, manualAmountPaid: 30_000 }),
  // Sold after the range: not on it.
  sale({ id: "E", saleDate: at("2025-03-02") }),
  // Cancelled before the range and reactivated in it.
  sale({
    id: "F",
    saleDate: at("2025-01-05"),
    status: "Pendiente",
    payable: 40_000,
    statusChanges: [
      { at: at("2025-01-06"), from: "Pendiente", to: "Cancelado" },
      { at: at("2025-02-20"), from: "Cancelado", to: "Pendiente" },
    ],
  }),
];

const FROM = "2025-02-01";
const TO = "2025-02-28";
const owedBy = (day: string) => FIXTURE.reduce((s, x) => s + owedAsOf(x, day), 0);

describe("buildStatement", () => {
  const st = buildStatement(FIXTURE, FROM, TO);

  it("opens with what the receivable said the day before and closes with what it says on the last day", () => {
    expect(st.opening).toBe(owedBy(addShopDays(FROM, -1)));
    expect(st.closing).toBe(owedBy(TO));
    // By hand: A owes 70,000 and C 40,000 at the opening (F is cancelled).
    expect(st.opening).toBe(110_000);
    // A 55,000 + B 0 + C 0 + D 50,000 + F 40,000.
    expect(st.closing).toBe(145_000);
    expect(st.closing).toBe(st.opening + st.charges - st.credits);
  });

  it("lists every movement in time order with the running balance", () => {
    expect(
      st.lines.map((l) => [l.day, l.saleId, l.kind, l.charge, l.credit, l.balance, l.unapplied]),
    ).toEqual([
      ["2025-02-03", "B", "sale", 100_000, 0, 210_000, 0],
      // 120,000 paid on 100,000 owed: 20,000 in excess do not lower the balance.
      ["2025-02-04", "B", "payment", 0, 100_000, 110_000, 20_000],
      ["2025-02-05", "A", "payment", 0, 20_000, 90_000, 0],
      ["2025-02-10", "A", "refund", 5_000, 0, 95_000, 0],
      ["2025-02-11", "C", "cancelled", 0, 40_000, 55_000, 0],
      // Refunded on a cancelled sale: it owes nothing either way.
      ["2025-02-12", "C", "refund", 0, 0, 55_000, 10_000],
      ["2025-02-15", "D", "sale", 80_000, 0, 135_000, 0],
      ["2025-02-15", "D", "manualPaid", 0, 30_000, 105_000, 0],
      ["2025-02-20", "F", "reactivated", 40_000, 0, 145_000, 0],
    ]);
    expect(st.lines[1]).toMatchObject({ amount: 120_000, unappliedReason: "overpaid" });
    expect(st.lines[5]).toMatchObject({ amount: 10_000, unappliedReason: "cancelled" });
    expect(st.lines[4]).toMatchObject({ amount: 40_000, unappliedReason: null });
    expect(st.lines.every((l) => l.balance >= 0)).toBe(true);
    expect(st.lines[2]!.method).toBe("transferencia");
    expect(st.lines[1]!.method).toBeUndefined();
  });

  it("agrees with owedAsOf on every day, whatever the range", () => {
    for (let day = "2025-01-01"; day <= "2025-03-10"; day = addShopDays(day, 1)) {
      const s = buildStatement(FIXTURE, "2025-01-01", day);
      expect(s.opening).toBe(0);
      expect(s.closing, day).toBe(owedBy(day));
    }
  });

  it("keeps the customer's Saldo a favor on its own, agreeing with creditAt, never netted into the balance", () => {
    const st = buildStatement(FIXTURE, "2025-02-01", "2025-02-28");
    const b = st.lines.find((l) => l.saleId === "B" && l.kind === "payment")!;
    // B was paid 120,000 on 100,000: 20,000 becomes credit, and the balance only loses B's debt.
    expect(b).toMatchObject({ credit: 100_000, unapplied: 20_000, creditChange: 20_000 });
    expect(b.creditBalance).toBe(20_000);
    expect(st.closingCredit).toBe(20_000);
    expect(st.closing).toBeGreaterThan(0);
    for (let day = "2025-01-05"; day <= "2025-03-05"; day = addShopDays(day, 1)) {
      const range = buildStatement(FIXTURE, day, day);
      const sum = (instant: Date) => FIXTURE.reduce((s, x) => s + creditAt(x, instant), 0);
      expect(range.openingCredit, day).toBe(sum(shopDayStart(day)));
      expect(range.closingCredit, day).toBe(sum(shopDayStart(addShopDays(day, 1))));
    }
  });

  it("a refund of the credit takes it back; a hand-set paid total holds none", () => {
    const paidTwice = sale({
      id: "E",
      saleDate: at("2025-03-01"),
      payments: [{ amount: 130_000, date: at("2025-03-01") }],
      refunds: [{ amount: 30_000, date: at("2025-03-02") }],
    });
    const st = buildStatement([paidTwice], "2025-03-01", "2025-03-31");
    expect(st.lines.map((l) => [l.kind, l.creditChange, l.creditBalance, l.balance])).toEqual([
      ["sale", 0, 0, 100_000],
      ["payment", 30_000, 30_000, 0],
      ["refund", -30_000, 0, 0],
    ]);
    const manual = buildStatement([{ ...paidTwice, manualAmountPaid: 130_000 }], "2025-03-01", "2025-03-31");
    expect(manual.closingCredit).toBe(0);
  });

  it("an empty range keeps the opening balance", () => {
    const s = buildStatement(FIXTURE, "2025-02-25", "2025-02-27");
    expect(s.lines).toEqual([]);
    expect(s.closing).toBe(s.opening);
    expect(buildStatement([], FROM, TO)).toMatchObject({ opening: 0, closing: 0, lines: [] });
  });
});

describe("saleMovements", () => {
  it("a sale cancelled from the start (no history) is charged and taken back at once", () => {
    const m = saleMovements(sale({ id: "X", saleDate: at("2025-01-01"), status: "Cancelado" }));
    expect(m.map((x) => [x.kind, x.charge, x.credit, x.unapplied, x.unappliedReason])).toEqual([
      ["sale", 0, 0, 100_000, "cancelled"],
    ]);
  });

  it("a payment dated before its sale counts from the sale; status changes that do not cancel add nothing", () => {
    const m = saleMovements(
      sale({
        id: "Y",
        saleDate: at("2025-01-10"),
        payments: [{ amount: 40_000, date: at("2025-01-09") }],
        statusChanges: [{ at: at("2025-01-11"), from: "Pendiente", to: "Abonado" }],
      }),
    );
    expect(m.map((x) => [x.kind, x.at.getTime(), x.credit])).toEqual([
      ["sale", at("2025-01-10").getTime(), 0],
      ["payment", at("2025-01-10").getTime(), 40_000],
    ]);
  });

  it("cancelling a sale that owes nothing is listed with no amount", () => {
    const m = saleMovements(
      sale({
        id: "Z",
        saleDate: at("2025-01-10"),
        payments: [{ amount: 100_000, date: at("2025-01-10", 13) }],
        statusChanges: [{ at: at("2025-01-12"), from: "Completado", to: "Cancelado" }],
      }),
    );
    expect(m.at(-1)).toMatchObject({ kind: "cancelled", charge: 0, credit: 0, amount: 0 });
  });
});

describe("shared statement links", () => {
  const claims = {
    customerId: "cus_1",
    from: "2025-02-01",
    to: "2025-02-28",
    sellerId: null,
    expiresAt: new Date("2025-03-08T00:00:00Z"),
  };

  it("round-trips the claims, a seller's own included", () => {
    expect(parseStatementLinkPayload(statementLinkPayload(claims))).toEqual(claims);
    const own = { ...claims, sellerId: "usr_9" };
    expect(parseStatementLinkPayload(statementLinkPayload(own))).toEqual(own);
  });

  it("refuses anything it did not write", () => {
    for (const bad of [
      "",
      "a|b",
      "|2025-02-01|2025-02-28|*|1",
      "c|2025-2-1|2025-02-28|*|1",
      "c|2025-02-01|2025-02-28x|*|1",
      "c|2025-03-01|2025-02-28|*|1",
      "c|2025-02-01|2025-02-28||1",
      "c|2025-02-01|2025-02-28|*|soon",
      "c|2025-02-01|2025-02-28|*|1|extra",
    ])
      expect(parseStatementLinkPayload(bad), bad).toBeNull();
  });

  it("expires after 7 days by default, 1 to 30 when asked", () => {
    const now = new Date("2025-03-01T00:00:00Z");
    const day = 86_400_000;
    expect(statementLinkExpiry(now).getTime() - now.getTime()).toBe(7 * day);
    expect(statementLinkExpiry(now, 0).getTime() - now.getTime()).toBe(day);
    expect(statementLinkExpiry(now, 99).getTime() - now.getTime()).toBe(30 * day);
    const c = { ...claims, expiresAt: statementLinkExpiry(now) };
    expect(isStatementLinkExpired(c, new Date(now.getTime() + 7 * day - 1))).toBe(false);
    expect(isStatementLinkExpired(c, new Date(now.getTime() + 7 * day))).toBe(true);
  });
});

describe("statement texts", () => {
  it("name every kind of line with its order, a payment's method, and the money that did not count", () => {
    const facts = { order: "A1B2", amount: 0, unapplied: 0, unappliedReason: null };
    for (const kind of STATEMENT_LINE_KINDS)
      expect(statementMsg.lineText({ kind, ...facts })).toContain("#A1B2");
    expect(statementMsg.lineText({ ...facts, kind: "payment", method: "tarjeta" })).toBe(
      "Pago a la venta #A1B2 (tarjeta)",
    );
    expect(statementMsg.lineText({ ...facts, kind: "sale", method: "tarjeta" })).toBe("Venta #A1B2");
    expect(
      statementMsg.lineText({
        ...facts,
        kind: "payment",
        amount: 120_000,
        unapplied: 20_000,
        unappliedReason: "overpaid",
      }),
    ).toBe(
      "Pago a la venta #A1B2 de L.\u00a01,200.00: L.\u00a0200.00 en exceso quedan como saldo a favor (no se abonan a otras ventas)",
    );
    const beyond = { ...facts, amount: 10_000, unapplied: 10_000, unappliedReason: "overpaid" as const };
    expect(statementMsg.lineText({ ...beyond, kind: "refund" })).toBe(
      "Reembolso de la venta #A1B2 de L.\u00a0100.00: L.\u00a0100.00 salen del saldo a favor",
    );
    // A paid total typed by hand is no credit (nobody can tell): the old wording stays.
    expect(statementMsg.lineText({ ...beyond, kind: "manualPaid" })).toContain(
      "en exceso no cambian el saldo",
    );
    expect(statementMsg.creditOn("28 feb 2025")).toBe("Saldo a favor al 28 feb 2025");
    expect(
      statementMsg.lineText({
        ...facts,
        kind: "refund",
        amount: 10_000,
        unapplied: 10_000,
        unappliedReason: "cancelled",
      }),
    ).toBe(
      "Reembolso de la venta #A1B2 de L.\u00a0100.00: L.\u00a0100.00 no cambian el saldo porque la venta está cancelada",
    );
  });

  it("compose the WhatsApp text and the link pages", () => {
    expect(
      statementMsg.whatsappText("Ana", "Tiempo HN", "01/02/2025", "28/02/2025", "L.\u00a010.00", "u"),
    ).toBe(
      "Estimado(a) Ana, reciba un cordial saludo de Tiempo HN. Le compartimos su estado de cuenta del 01/02/2025 al 28/02/2025; su saldo al 28/02/2025 es de L.\u00a010.00. Puede verlo y descargarlo aquí: u",
    );
    expect(statementMsg.linkExpired("08/03/2025")).toContain("venció el 08/03/2025");
    expect(statementMsg.linkExpires("08/03/2025")).toBe("El enlace vence el 08/03/2025.");
    expect(statementMsg.period("a", "b")).toBe("Período: a al b");
    expect(statementMsg.generatedOn("a")).toBe("Generado el a");
    expect(statementMsg.customer("Ana")).toBe("Cliente: Ana");
  });
});
