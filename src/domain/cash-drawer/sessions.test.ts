import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../kernel/money";
import { ROLES } from "../kernel/roles";
import { cashDrawerMessages as m } from "./messages-cash-drawer";
import {
  canCloseSession,
  canMoveCash,
  canOpenSession,
  canSeeXReport,
  checkCanOpen,
  checkControlToggle,
  checkRegisterActive,
  checkRegisterDeactivation,
  checkRegisterRemoval,
  DEFAULT_CASH_CONTROL,
  type DrawerMovement,
  type DrawerSession,
  drawerEntryDraft,
  expectedCash,
  isOpen,
  MAX_DRAWER_AMOUNT,
  maySeeSession,
  mayShowFigures,
  needsOpenSession,
  openSession,
  sessionForPayment,
  sessionTotals,
  statusOf,
  takenAtCounter,
  validateDrawerEntry,
  validateFloat,
  validateRegisterName,
  withWorker,
} from "./sessions";
import { ana, beto, carla, opened, refusal, unwrap } from "./test-fixtures";

describe("registers", () => {
  it("a name is trimmed, 1 to 60 characters, and not another register's", () => {
    expect(validateRegisterName("  Caja principal ")).toEqual({ ok: true, value: "Caja principal" });
    expect(unwrap(validateRegisterName("x".repeat(60)))).toHaveLength(60);
    expect(refusal(validateRegisterName("   "))).toBe(m.registerNameRequired);
    expect(refusal(validateRegisterName("x".repeat(61)))).toBe(m.registerNameTooLong(60));
    expect(refusal(validateRegisterName("caja PRINCIPAL", [" Caja principal "]))).toBe(
      m.registerNameTaken("caja PRINCIPAL"),
    );
    expect(unwrap(validateRegisterName("Caja 2", ["Caja principal"]))).toBe("Caja 2");
  });

  it("one out of use takes no session; it goes out of use once closed, and is deleted only without history", () => {
    expect(checkRegisterActive(true).ok).toBe(true);
    expect(refusal(checkRegisterActive(false))).toBe(m.registerInactive);
    expect(checkRegisterDeactivation(0).ok).toBe(true);
    expect(refusal(checkRegisterDeactivation(1))).toBe(m.registerBusy);
    expect(checkRegisterRemoval(0).ok).toBe(true);
    expect(refusal(checkRegisterRemoval(3))).toBe(m.registerHasHistory);
  });
});

describe("opening a session", () => {
  it("any staff member may open one; customers may not", () => {
    for (const role of ROLES) {
      const staff = role === "seller" || role === "admin" || role === "superadmin";
      expect(canOpenSession(role).ok, role).toBe(staff);
    }
    expect(refusal(canOpenSession("client"))).toBe(m.openStaffOnly);
    expect(refusal(canOpenSession("seller"))).toBeNull();
  });

  it("at most one open session per register", () => {
    expect(checkCanOpen(0)).toEqual({ ok: true, value: true });
    expect(refusal(checkCanOpen(1))).toBe("Ya hay una caja abierta en esta caja registradora.");
  });

  it("the float is whole centavos from zero to L. 999,999.99", () => {
    expect(unwrap(validateFloat(0))).toBe(0);
    expect(unwrap(validateFloat(MAX_DRAWER_AMOUNT))).toBe(99_999_999);
    for (const bad of [-1, MAX_DRAWER_AMOUNT + 1, 10.5, Number.NaN])
      expect(refusal(validateFloat(bad)), String(bad)).toBe(m.floatInvalid(formatMoney(99_999_999)));
  });

  it("a new session belongs to its opener, who is its first worker, and is open", () => {
    const session = opened();
    expect(session).toEqual({
      id: "s1",
      registerId: "r1",
      registerName: "Caja principal",
      openedBy: { id: "u-ana", name: "Ana" },
      openedAt: "2026-03-02T14:05:00.000Z",
      float: 100_000,
      workers: [{ id: "u-ana", name: "Ana" }],
      closing: null,
    });
    expect(isOpen(session)).toBe(true);
    expect(statusOf(session)).toBe("open");
  });

  it("refuses a customer, a register already open and a float out of range", () => {
    const input = {
      id: "s1",
      register: { id: "r1", name: "Caja" },
      opener: ana,
      openedAt: "2026-03-02T14:05:00.000Z",
      float: 0,
      openSessionsOnRegister: 0,
    };
    expect(refusal(openSession({ ...input, opener: { ...ana, role: "wholesaler" } }))).toBe(m.openStaffOnly);
    expect(openSession({ ...input, openSessionsOnRegister: 1 })).toMatchObject({
      ok: false,
      error: { code: "drawer_already_open" },
    });
    expect(refusal(openSession({ ...input, float: -100 }))).toBe(m.floatInvalid(formatMoney(99_999_999)));
    expect(refusal(openSession({ ...input, register: { ...input.register, active: false } }))).toBe(
      m.registerInactive,
    );
    expect(openSession({ ...input, register: { ...input.register, active: true } }).ok).toBe(true);
  });

  it("lists each person who worked the session once", () => {
    const session = opened();
    const twice = withWorker(withWorker(session, beto), { id: "u-beto", name: "Beto" });
    expect(twice.workers.map((w) => w.id)).toEqual(["u-ana", "u-beto"]);
    expect(withWorker(session, ana)).toBe(session);
    expect(session.workers).toHaveLength(1);
  });
});

describe("who may do what", () => {
  const closed = (): DrawerSession => ({
    ...opened(),
    closing: {
      status: "closed",
      closedBy: { id: "u-ana", name: "Ana" },
      closedAt: "2026-03-02T23:00:00.000Z",
      counts: [],
      counted: 0,
      expected: 0,
      difference: 0,
      approvedBy: null,
      approvalNote: null,
      approvedAt: null,
    },
  });

  it("pay-ins and pay-outs: staff working the open session", () => {
    expect(statusOf(closed())).toBe("closed");
    const session = withWorker(opened(), beto);
    expect(canMoveCash(ana, session).ok).toBe(true);
    expect(canMoveCash(beto, session).ok).toBe(true);
    expect(refusal(canMoveCash(carla, session))).toBe(m.moveNotOnSession);
    expect(refusal(canMoveCash({ id: "u-ana", role: "client" }, session))).toBe(m.moveNotOnSession);
    expect(refusal(canMoveCash(ana, closed()))).toBe(m.sessionClosed);
  });

  it("closing: the opener or an carla, while the session is open", () => {
    expect(canCloseSession(ana, opened()).ok).toBe(true);
    expect(canCloseSession(carla, opened()).ok).toBe(true);
    expect(canCloseSession({ id: "u-root", role: "superadmin" }, opened()).ok).toBe(true);
    expect(refusal(canCloseSession(beto, withWorker(opened(), beto)))).toBe(m.closeNotAllowed);
    expect(refusal(canCloseSession(carla, closed()))).toBe(m.sessionClosed);
    expect(isOpen(closed())).toBe(false);
  });

  it("reading a session: admins any, other staff the ones they worked; its figures blind until counted", () => {
    const session = withWorker(opened(), beto);
    expect(maySeeSession(carla, session)).toBe(true);
    expect(maySeeSession(ana, session)).toBe(true);
    expect(maySeeSession(beto, session)).toBe(true);
    expect(maySeeSession({ id: "u-otro", role: "seller" }, session)).toBe(false);
    expect(maySeeSession({ id: "u-ana", role: "client" }, session)).toBe(false);
    expect(mayShowFigures("admin", session)).toBe(true);
    expect(mayShowFigures("seller", session)).toBe(false);
    expect(mayShowFigures("seller", closed())).toBe(true);
  });

  it("the X report: admins only, so whoever counts has not seen the expected cash", () => {
    expect(canSeeXReport("admin").ok).toBe(true);
    expect(canSeeXReport("superadmin").ok).toBe(true);
    expect(refusal(canSeeXReport("seller"))).toBe(m.xReportAdminsOnly);
  });
});

describe("pay-ins and pay-outs", () => {
  it("need a positive amount up to L. 999,999.99 and a reason", () => {
    expect(validateDrawerEntry({ kind: "pay_out", amount: 15_000, reason: "  compra de baterías " })).toEqual(
      {
        ok: true,
        value: { kind: "pay_out", amount: 15_000, reason: "compra de baterías", method: "efectivo" },
      },
    );
    expect(
      unwrap(validateDrawerEntry({ kind: "pay_in", amount: MAX_DRAWER_AMOUNT, reason: "cambio" })).amount,
    ).toBe(MAX_DRAWER_AMOUNT);
    for (const amount of [0, -500, MAX_DRAWER_AMOUNT + 1, 99.5])
      expect(refusal(validateDrawerEntry({ kind: "pay_in", amount, reason: "cambio" })), String(amount)).toBe(
        m.amountInvalid(formatMoney(MAX_DRAWER_AMOUNT)),
      );
    expect(refusal(validateDrawerEntry({ kind: "pay_out", amount: 100, reason: " " }))).toBe(
      "Escriba el motivo de la salida de efectivo.",
    );
    expect(refusal(validateDrawerEntry({ kind: "pay_in", amount: 100, reason: "" }))).toBe(
      "Escriba el motivo de la entrada de efectivo.",
    );
    expect(refusal(validateDrawerEntry({ kind: "pay_in", amount: 100, reason: "x".repeat(201) }))).toBe(
      m.reasonTooLong(200),
    );
  });
});

describe("money taken at the counter", () => {
  it("is a payment or refund by efectivo, tarjeta or transferencia; never credit moved or the drawer's own", () => {
    for (const method of ["efectivo", "tarjeta", "transferencia"] as const) {
      expect(takenAtCounter({ kind: "received", method }), method).toBe(true);
      expect(takenAtCounter({ kind: "refunded", method }), method).toBe(true);
    }
    expect(takenAtCounter({ kind: "received", method: "saldo a favor" })).toBe(false);
    expect(takenAtCounter({ kind: "refunded", method: null })).toBe(false);
    for (const kind of ["credit_applied", "credit_moved", "pay_in", "pay_out", "over_short"] as const)
      expect(takenAtCounter({ kind, method: "efectivo" }), kind).toBe(false);
  });

  it("a drawer entry becomes the journal's cash entry, with its reason as the note", () => {
    expect(
      drawerEntryDraft(
        { kind: "pay_out", amount: 15_000, note: "compra de baterías" },
        "Ana",
        "2026-03-02T15:00:00.000Z",
      ),
    ).toEqual({
      kind: "pay_out",
      amount: 15_000,
      method: "efectivo",
      date: "2026-03-02T15:00:00.000Z",
      paymentId: null,
      paymentType: null,
      recordedBy: "Ana",
      modifiedAt: null,
      toSubjectId: null,
      note: "compra de baterías",
    });
  });
});

describe("Control de caja", () => {
  it("is off by default", () => {
    expect(DEFAULT_CASH_CONTROL).toBe(false);
  });

  it("when on, cash payments and refunds need an open session; card and transfer never do", () => {
    expect(needsOpenSession(true, "efectivo")).toBe(true);
    expect(needsOpenSession(true, "tarjeta")).toBe(false);
    expect(needsOpenSession(true, "transferencia")).toBe(false);
    expect(needsOpenSession(false, "efectivo")).toBe(false);
  });

  it("ties a payment to the register's open session whatever its method", () => {
    expect(refusal(sessionForPayment(true, "efectivo", null))).toBe(m.cashNeedsSession);
    expect(unwrap(sessionForPayment(true, "efectivo", "s1"))).toBe("s1");
    expect(unwrap(sessionForPayment(true, "tarjeta", null))).toBeNull();
    expect(unwrap(sessionForPayment(true, "transferencia", "s1"))).toBe("s1");
    expect(unwrap(sessionForPayment(false, "efectivo", null))).toBeNull();
    expect(unwrap(sessionForPayment(false, "efectivo", "s1"))).toBe("s1");
  });

  it("turns on at any time, and off only with no session open", () => {
    expect(unwrap(checkControlToggle(3, true))).toBe(true);
    expect(unwrap(checkControlToggle(0, false))).toBe(false);
    expect(refusal(checkControlToggle(1, false))).toBe(
      "Cierre la caja abierta antes de desactivar el control de caja.",
    );
    expect(refusal(checkControlToggle(3, false))).toBe(
      "Cierre las 3 cajas abiertas antes de desactivar el control de caja.",
    );
  });
});

describe("a session's figures", () => {
  const movements: DrawerMovement[] = [
    { kind: "received", amount: 250_000, method: "efectivo", paymentType: "full" },
    { kind: "received", amount: 40_000, method: "efectivo", paymentType: "partial" },
    { kind: "received", amount: 10_000, method: "efectivo" },
    { kind: "received", amount: 500_000, method: "tarjeta", paymentType: "full" },
    { kind: "received", amount: 120_000, method: "transferencia", paymentType: "partial" },
    { kind: "refunded", amount: 30_000, method: "efectivo" },
    { kind: "refunded", amount: 20_000, method: "tarjeta" },
    { kind: "pay_in", amount: 50_000, method: "efectivo" },
    { kind: "pay_out", amount: 8_000, method: "efectivo" },
    // Credit moved between sales moves no money.
    { kind: "credit_applied", amount: 70_000, method: "saldo a favor" },
    { kind: "credit_moved", amount: 70_000, method: null },
    // A malformed method never reaches a counter figure.
    { kind: "received", amount: 9_000, method: null },
    { kind: "refunded", amount: 9_000, method: "saldo a favor" },
  ];

  it("per method received and refunded, cash split into sales and abonos, and the expected cash", () => {
    expect(sessionTotals(movements, 100_000)).toEqual({
      received: { efectivo: 300_000, tarjeta: 500_000, transferencia: 120_000 },
      refunded: { efectivo: 30_000, tarjeta: 20_000, transferencia: 0 },
      cashSales: 260_000,
      cashAbonos: 40_000,
      payIns: 50_000,
      payOuts: 8_000,
      overShort: 0,
      // 1,000 + 3,000 − 300 + 500 − 80
      expectedCash: 412_000,
    });
    expect(expectedCash({ float: 100_000, movements })).toBe(412_000);
  });

  it("the close's own sobrante or faltante is kept apart from what was expected", () => {
    const withDifference: DrawerMovement[] = [
      ...movements,
      { kind: "over_short", amount: -1_500, method: "efectivo" },
    ];
    const totals = sessionTotals(withDifference, 100_000);
    expect(totals.overShort).toBe(-1_500);
    expect(totals.expectedCash).toBe(412_000);
  });

  it("an empty session expects its float", () => {
    expect(expectedCash({ float: 75_050, movements: [] })).toBe(75_050);
  });
});

const movementArb: fc.Arbitrary<DrawerMovement> = fc.record({
  kind: fc.constantFrom(
    "received",
    "refunded",
    "pay_in",
    "pay_out",
    "over_short",
    "credit_applied",
    "credit_moved",
  ) as fc.Arbitrary<DrawerMovement["kind"]>,
  amount: fc.integer({ min: 1, max: MAX_DRAWER_AMOUNT }),
  method: fc.constantFrom("efectivo", "tarjeta", "transferencia", "saldo a favor", null) as fc.Arbitrary<
    DrawerMovement["method"]
  >,
  paymentType: fc.constantFrom("full", "partial", null, undefined) as fc.Arbitrary<
    DrawerMovement["paymentType"]
  >,
});
const floatArb = fc.integer({ min: 0, max: MAX_DRAWER_AMOUNT });

/** What a movement does to the drawer, stated independently of sessionTotals. */
const cashEffect = (e: DrawerMovement): number => {
  if (e.kind === "pay_in") return e.amount;
  if (e.kind === "pay_out") return -e.amount;
  if (e.method !== "efectivo") return 0;
  if (e.kind === "received") return e.amount;
  if (e.kind === "refunded") return -e.amount;
  return 0;
};

describe("the drawer's arithmetic (properties)", () => {
  it("expected = float + cash received − cash refunded + pay-ins − pay-outs, an exact integer", () => {
    fc.assert(
      fc.property(floatArb, fc.array(movementArb, { maxLength: 40 }), (float, list) => {
        const expected = expectedCash({ float, movements: list });
        expect(Number.isInteger(expected)).toBe(true);
        expect(expected).toBe(float + list.reduce((sum, e) => sum + cashEffect(e), 0));
      }),
    );
  });

  it("cash sales and abonos add up to the cash received", () => {
    fc.assert(
      fc.property(fc.array(movementArb, { maxLength: 40 }), (list) => {
        const t = sessionTotals(list, 0);
        expect(t.cashSales + t.cashAbonos).toBe(t.received.efectivo);
      }),
    );
  });

  it("a reversal nets out: entries plus the reversal of some equal the entries without those", () => {
    fc.assert(
      fc.property(
        floatArb,
        fc.array(fc.tuple(movementArb, fc.boolean()), { maxLength: 30 }),
        (float, tagged) => {
          const all = tagged.map(([e]) => e);
          const reversals = tagged
            .filter(([, reversed]) => reversed)
            .map(([e]) => ({ ...e, amount: -e.amount }));
          const standing = tagged.filter(([, reversed]) => !reversed).map(([e]) => e);
          expect(sessionTotals([...all, ...reversals], float)).toEqual(sessionTotals(standing, float));
        },
      ),
    );
  });

  it("the order of the entries does not matter", () => {
    fc.assert(
      fc.property(floatArb, fc.array(movementArb, { maxLength: 30 }), (float, list) => {
        expect(sessionTotals([...list].reverse(), float)).toEqual(sessionTotals(list, float));
      }),
    );
  });
});
