import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../kernel/money";
import {
  approveClose,
  canApprove,
  checkApproval,
  checkDifferenceThreshold,
  closeSession,
  countedTotal,
  DEFAULT_DENOMINATIONS,
  DEFAULT_DIFFERENCE_THRESHOLD,
  differenceEntry,
  differenceTotals,
  MAX_COUNT_QUANTITY,
  needsApproval,
  validateDenominations,
} from "./closing";
import { cashDrawerMessages as m } from "./messages-cash-drawer";
import { type DenominationCount, type DrawerActor, type DrawerMovement, MAX_DRAWER_AMOUNT } from "./sessions";
import { ana, beto, carla, opened, refusal, root, unwrap } from "./test-fixtures";

/** L. 1,000 float, L. 2,500 cash sold, L. 300 refunded in cash, L. 80 paid out: L. 3,120 expected. */
const movements: DrawerMovement[] = [
  { kind: "received", amount: 250_000, method: "efectivo", paymentType: "full" },
  { kind: "refunded", amount: 30_000, method: "efectivo" },
  { kind: "pay_out", amount: 8_000, method: "efectivo" },
  { kind: "received", amount: 90_000, method: "tarjeta", paymentType: "full" },
];
/** Counts worth `amount` over the default list, in L. 500s and L. 1s and 5-centavo coins. */
const countsOf = (amount: number): DenominationCount[] => [
  { denomination: 50_000, quantity: Math.floor(amount / 50_000) },
  { denomination: 100, quantity: Math.floor((amount % 50_000) / 100) },
  { denomination: 5, quantity: (amount % 100) / 5 },
];

const close = (counted: number, closer: DrawerActor = ana, threshold = DEFAULT_DIFFERENCE_THRESHOLD) =>
  closeSession({
    session: opened(),
    movements,
    closer,
    counts: countsOf(counted),
    denominations: DEFAULT_DENOMINATIONS,
    closedAt: "2026-03-02T23:30:00.000Z",
    threshold,
  });

describe("the history's differences", () => {
  it("sums shortages and overs apart, leaving out sessions not counted", () => {
    expect(differenceTotals([-1_300, 10_000, null, 0, -700])).toEqual({ short: 2_000, over: 10_000 });
    expect(differenceTotals([])).toEqual({ short: 0, over: 0 });
  });
});

describe("denominations", () => {
  it("the lempira's bills and coins, in centavos, high to low", () => {
    expect(DEFAULT_DENOMINATIONS).toEqual([
      50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50, 20, 10, 5,
    ]);
    expect(unwrap(validateDenominations(DEFAULT_DENOMINATIONS))).toEqual(DEFAULT_DENOMINATIONS);
  });

  it("the shop's own list: non-empty, positive whole centavos, each once, at most 30, sorted", () => {
    expect(unwrap(validateDenominations([5, 100, 50_000, 20]))).toEqual([50_000, 100, 20, 5]);
    expect(unwrap(validateDenominations(Array.from({ length: 30 }, (_, i) => i + 1)))).toHaveLength(30);
    expect(refusal(validateDenominations([]))).toBe(m.denominationsEmpty);
    expect(refusal(validateDenominations(Array.from({ length: 31 }, (_, i) => i + 1)))).toBe(
      m.denominationsTooMany(30),
    );
    for (const bad of [0, -100, 2.5, MAX_DRAWER_AMOUNT + 1])
      expect(refusal(validateDenominations([100, bad])), String(bad)).toBe(
        m.denominationInvalid(formatMoney(MAX_DRAWER_AMOUNT)),
      );
    expect(refusal(validateDenominations([100, 50, 100]))).toBe(m.denominationRepeated(formatMoney(100)));
  });

  it("a valid list comes back sorted high to low with the same members, and stays so", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: MAX_DRAWER_AMOUNT }), { minLength: 1, maxLength: 30 }),
        (list) => {
          const sorted = unwrap(validateDenominations(list));
          expect(new Set(sorted)).toEqual(new Set(list));
          for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1]).toBeGreaterThan(sorted[i] as number);
          expect(unwrap(validateDenominations(sorted))).toEqual(sorted);
        },
      ),
    );
  });
});

describe("counting", () => {
  it("adds each denomination times its quantity", () => {
    const counts = [
      { denomination: 50_000, quantity: 3 },
      { denomination: 100, quantity: 7 },
      { denomination: 50, quantity: 1 },
      { denomination: 5, quantity: 0 },
    ];
    expect(unwrap(countedTotal(counts))).toBe(150_750);
    expect(unwrap(countedTotal([]))).toBe(0);
    expect(unwrap(countedTotal([{ denomination: 100, quantity: MAX_COUNT_QUANTITY }]))).toBe(10_000_000);
  });

  it("refuses a denomination not in the shop's list, one counted twice, and a quantity not whole or too large", () => {
    const shopList = [10_000, 100];
    expect(refusal(countedTotal([{ denomination: 50_000, quantity: 1 }], shopList))).toBe(
      m.countUnknown(formatMoney(50_000)),
    );
    expect(
      refusal(
        countedTotal(
          [
            { denomination: 100, quantity: 1 },
            { denomination: 100, quantity: 2 },
          ],
          shopList,
        ),
      ),
    ).toBe(m.countRepeated(formatMoney(100)));
    for (const quantity of [-1, 1.5, MAX_COUNT_QUANTITY + 1])
      expect(refusal(countedTotal([{ denomination: 100, quantity }], shopList)), String(quantity)).toBe(
        m.countQuantityInvalid(formatMoney(100), "100,000"),
      );
  });

  it("is the exact sum of its lines, and one more bill adds exactly that bill", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: MAX_COUNT_QUANTITY }), {
          minLength: DEFAULT_DENOMINATIONS.length,
          maxLength: DEFAULT_DENOMINATIONS.length,
        }),
        fc.integer({ min: 0, max: DEFAULT_DENOMINATIONS.length - 1 }),
        (quantities, at) => {
          const counts = DEFAULT_DENOMINATIONS.map((denomination, i) => ({
            denomination,
            quantity: quantities[i] as number,
          }));
          const total = unwrap(countedTotal(counts));
          expect(Number.isSafeInteger(total)).toBe(true);
          expect(total).toBe(counts.reduce((sum, c) => sum + c.denomination * c.quantity, 0));
          const line = counts[at] as DenominationCount;
          if (line.quantity < MAX_COUNT_QUANTITY) {
            const more = counts.map((c, i) => (i === at ? { ...c, quantity: c.quantity + 1 } : c));
            expect(unwrap(countedTotal(more))).toBe(total + line.denomination);
          }
        },
      ),
    );
  });
});

describe("the difference threshold setting", () => {
  it("defaults to L. 50.00 and takes whole centavos from zero to L. 999,999.99", () => {
    expect(DEFAULT_DIFFERENCE_THRESHOLD).toBe(5_000);
    expect(unwrap(checkDifferenceThreshold(0))).toBe(0);
    expect(unwrap(checkDifferenceThreshold(MAX_DRAWER_AMOUNT))).toBe(MAX_DRAWER_AMOUNT);
    for (const bad of [-1, 0.5, MAX_DRAWER_AMOUNT + 1])
      expect(refusal(checkDifferenceThreshold(bad)), String(bad)).toBe(
        m.thresholdInvalid(formatMoney(MAX_DRAWER_AMOUNT)),
      );
  });
});

describe("the difference as its own movement", () => {
  it("a sobrante is positive, a faltante negative, an exact count none", () => {
    expect(differenceEntry(0, "Caja principal")).toBeNull();
    expect(differenceEntry(1_200, "Caja principal")).toEqual({
      kind: "over_short",
      amount: 1_200,
      method: "efectivo",
      description: "Sobrante de caja (Caja principal)",
    });
    expect(differenceEntry(-7_000, "Caja 2")).toEqual({
      kind: "over_short",
      amount: -7_000,
      method: "efectivo",
      description: "Faltante de caja (Caja 2)",
    });
  });
});

describe("closing blind", () => {
  it("an exact count closes directly with no difference movement", () => {
    const outcome = unwrap(close(312_000));
    expect(outcome.entry).toBeNull();
    expect(outcome.notice).toBeNull();
    expect(outcome.session.closing).toEqual({
      status: "closed",
      closedBy: { id: "u-ana", name: "Ana" },
      closedAt: "2026-03-02T23:30:00.000Z",
      counts: countsOf(312_000),
      counted: 312_000,
      expected: 312_000,
      difference: 0,
      approvedBy: null,
      approvalNote: null,
      approvedAt: null,
    });
  });

  it("a difference of up to L. 50.00 either way closes directly, recorded as sobrante or faltante", () => {
    const short = unwrap(close(312_000 - 5_000));
    expect(short.session.closing).toMatchObject({ status: "closed", difference: -5_000 });
    expect(short.entry).toMatchObject({ amount: -5_000, description: "Faltante de caja (Caja principal)" });
    const over = unwrap(close(312_000 + 5_000));
    expect(over.session.closing).toMatchObject({ status: "closed", difference: 5_000 });
    expect(over.entry?.amount).toBe(5_000);
  });

  it("beyond the threshold the close waits for an approval and says so", () => {
    const outcome = unwrap(close(312_000 - 5_005));
    expect(outcome.session.closing).toMatchObject({ status: "awaiting_approval", difference: -5_005 });
    expect(outcome.entry?.amount).toBe(-5_005);
    expect(outcome.notice).toBe(
      `La diferencia supera ${formatMoney(5_000)}: un administrador distinto de quien cierra debe aprobarla con una nota.`,
    );
    expect(outcome.notice?.replace("\u00a0", " ")).toBe(
      "La diferencia supera L. 50.00: un administrador distinto de quien cierra debe aprobarla con una nota.",
    );
    // A zero threshold sends every difference to approval.
    expect(unwrap(close(312_005, ana, 0)).session.closing?.status).toBe("awaiting_approval");
  });

  it("the opener or an admin may close; nobody closes twice; a bad count is refused", () => {
    expect(unwrap(close(312_000, carla)).session.closing?.closedBy).toEqual({ id: "u-carla", name: "Carla" });
    expect(refusal(close(312_000, beto))).toBe(m.closeNotAllowed);
    const done = unwrap(close(312_000)).session;
    const again = closeSession({
      session: done,
      movements,
      closer: ana,
      counts: [],
      denominations: DEFAULT_DENOMINATIONS,
      closedAt: "2026-03-02T23:40:00.000Z",
      threshold: DEFAULT_DIFFERENCE_THRESHOLD,
    });
    expect(refusal(again)).toBe(m.sessionClosed);
    const badCount = closeSession({
      session: opened(),
      movements,
      closer: ana,
      counts: [{ denomination: 7, quantity: 1 }],
      denominations: DEFAULT_DENOMINATIONS,
      closedAt: "2026-03-02T23:40:00.000Z",
      threshold: DEFAULT_DIFFERENCE_THRESHOLD,
    });
    expect(refusal(badCount)).toBe(m.countUnknown(formatMoney(7)));
  });

  it("difference = counted − expected, and approval is needed exactly when it passes the threshold", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }).map((n) => n * 5),
        fc.integer({ min: 0, max: 20_000 }),
        (counted, threshold) => {
          const outcome = unwrap(close(counted, ana, threshold));
          const closing = outcome.session.closing!;
          expect(closing.counted).toBe(counted);
          expect(closing.expected).toBe(312_000);
          expect(closing.difference).toBe(counted - 312_000);
          expect(closing.status === "awaiting_approval").toBe(needsApproval(closing.difference, threshold));
          expect(closing.status === "awaiting_approval").toBe(Math.abs(counted - 312_000) > threshold);
          expect(outcome.entry?.amount ?? 0).toBe(closing.difference);
        },
      ),
    );
  });
});

describe("approving a difference", () => {
  it("an admin or superadmin other than the closer, with a note", () => {
    expect(unwrap(checkApproval(carla, "u-ana", "  Billete falso retirado  "))).toBe(
      "Billete falso retirado",
    );
    expect(unwrap(checkApproval(root, "u-carla", "Conteo revisado"))).toBe("Conteo revisado");
    expect(refusal(checkApproval(beto, "u-ana", "ok"))).toBe(m.approverNotAdmin);
    expect(refusal(checkApproval(carla, "u-carla", "ok"))).toBe(m.approverIsCloser);
    expect(refusal(checkApproval(carla, "u-ana", "   "))).toBe(m.approvalNoteRequired);
    expect(refusal(checkApproval(carla, "u-ana", "x".repeat(501)))).toBe(m.approvalNoteTooLong(500));
  });

  it("closes a waiting session with who approved it, when and why", () => {
    const waiting = unwrap(close(300_000)).session;
    const approved = unwrap(
      approveClose(waiting, carla, " Faltó registrar un vuelto ", "2026-03-03T00:10:00.000Z"),
    );
    expect(approved.session.closing).toMatchObject({
      status: "closed",
      difference: -12_000,
      approvedBy: { id: "u-carla", name: "Carla" },
      approvalNote: "Faltó registrar un vuelto",
      approvedAt: "2026-03-03T00:10:00.000Z",
    });
    expect(approved.entry).toEqual(differenceEntry(-12_000, "Caja principal"));
  });

  it("who may approve now: an admin other than the closer, while the close waits", () => {
    const waiting = unwrap(close(300_000)).session;
    expect(canApprove(carla, waiting).ok).toBe(true);
    expect(refusal(canApprove(beto, waiting))).toBe(m.approverNotAdmin);
    expect(refusal(canApprove({ id: "u-ana", role: "admin" }, waiting))).toBe(m.approverIsCloser);
    expect(refusal(canApprove(carla, opened()))).toBe(m.notAwaitingApproval);
  });

  it("refuses an admin approving their own close, and a session not waiting", () => {
    const byAdmin = unwrap(close(300_000, carla)).session;
    expect(refusal(approveClose(byAdmin, carla, "nota", "2026-03-03T00:10:00.000Z"))).toBe(
      m.approverIsCloser,
    );
    expect(
      unwrap(approveClose(byAdmin, root, "nota", "2026-03-03T00:10:00.000Z")).session.closing?.status,
    ).toBe("closed");
    expect(refusal(approveClose(opened(), carla, "nota", "2026-03-03T00:10:00.000Z"))).toBe(
      m.notAwaitingApproval,
    );
    const closed = unwrap(close(312_000)).session;
    expect(refusal(approveClose(closed, carla, "nota", "2026-03-03T00:10:00.000Z"))).toBe(
      m.notAwaitingApproval,
    );
  });
});
