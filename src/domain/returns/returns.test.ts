import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../kernel/money";
import { chargedLineAmounts, keptChargedAmounts, lineReturnValue } from "../reports/line-revenue";
import { anActor, aPayment, aSale, frozen, unwrap } from "../sales/test-fixtures";
import { returnsMessages as m } from "./messages-returns";
import {
  applyReturn,
  checkReturnable,
  checkReturnRefund,
  checkReturnWindowDays,
  checkWindow,
  describeLines,
  keptQuantities,
  lastReturnDay,
  planReturnLines,
  returnedByLine,
  windowStart,
} from "./returns";

/** Two lines: a watch L. 1,000.00 ×1 and straps L. 250.00 ×2, a 10 % code, paid in full, delivered. */
const delivered = () =>
  aSale({
    items: [
      { productId: "w", productName: "Seiko", quantity: 1, price: 100_000, originalPrice: 100_000 },
      { productId: "s", productName: "Correa", quantity: 2, price: 25_000, originalPrice: 25_000 },
    ],
    subtotal: 150_000,
    shippingCost: 10_000,
    appliedDiscount: { code: "DIEZ", percentage: 10, amount: 15_000 },
    total: 145_000,
    amountPaid: 145_000,
    payments: [aPayment(145_000)],
    status: "Completado",
    isDelivered: true,
    deliveredAt: "2025-03-01T15:00:00.000Z",
  });

describe("what a returned unit is worth (docs/decisions/0249)", () => {
  it("is its share of what the line was charged, the code discount spread as the reports spread it", () => {
    const plan = unwrap(
      planReturnLines(delivered(), [{ line: 1, quantity: 1, destination: "stock" }], new Set()),
    );
    // The straps were charged L. 500 less their 10 % share of the code: L. 450, L. 225 each.
    expect(plan.value).toBe(22_500);
    expect(plan.lines[0]).toMatchObject({ productId: "s", quantity: 1, value: 22_500, serials: [] });
  });

  it("a sale without discounts returns each unit at its price", () => {
    const plain = aSale({ status: "Completado" });
    expect(
      unwrap(planReturnLines(plain, [{ line: 0, quantity: 1, destination: "stock" }], new Set())).value,
    ).toBe(50_000);
  });

  it("a line returned in any number of goes adds up exactly to what it was charged", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 8 }),
        (charged, parts) => {
          const quantity = parts.reduce((a, b) => a + b, 0);
          let already = 0;
          let sum = 0;
          for (const part of parts) {
            const value = lineReturnValue(charged, quantity, already, part);
            expect(value).toBeGreaterThanOrEqual(0);
            sum += value;
            already += part;
          }
          expect(sum).toBe(charged);
        },
      ),
    );
  });

  it("a whole return leaves the sale worth only its shipping, whatever its discounts", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 99_999_999 }),
            quantity: fc.integer({ min: 1, max: 20 }),
          }),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 50_000 }),
        (lines, percentage, extra) => {
          const merchandise = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
          const code = Math.floor((merchandise * percentage) / 100);
          const extraAmount = Math.min(extra, merchandise - code);
          const sale = aSale({
            items: lines.map((l, i) => ({
              productId: `p${i}`,
              productName: `P${i}`,
              originalPrice: l.price,
              ...l,
            })),
            subtotal: merchandise,
            shippingCost: 5_000,
            appliedDiscount: { code: "X", percentage, amount: code },
            extraDiscount: { amount: extraAmount, reason: "" },
            total: merchandise + 5_000 - code,
            status: "Completado",
            isDelivered: true,
          });
          const plan = unwrap(
            planReturnLines(
              sale,
              lines.map((l, i) => ({ line: i, quantity: l.quantity, destination: "stock" as const })),
              new Set(),
            ),
          );
          const charged = chargedLineAmounts(sale.items, { code, extra: extraAmount });
          expect(plan.value).toBe(charged.reduce((a, b) => a + b, 0));
          const after = applyReturn(sale, plan, { number: "DEV-0001", lateReason: null }, anActor).sale;
          expect(after.total - after.extraDiscount.amount).toBe(5_000);
        },
      ),
    );
  });
});

describe("what the kept units of each line were charged", () => {
  it("is the line's charge less the returns' share, so kept plus returned is the line", () => {
    const lines = [
      { price: 100_000, quantity: 1 },
      { price: 25_000, quantity: 3 },
    ];
    const discounts = { code: 17_500, extra: 0 };
    expect(chargedLineAmounts(lines, discounts)).toEqual([90_000, 67_500]);
    expect(keptChargedAmounts(lines, discounts, [0, 1])).toEqual([90_000, 45_000]);
    expect(keptChargedAmounts(lines, discounts, [1])).toEqual([0, 67_500]);
    expect(keptChargedAmounts(lines, discounts, [])).toEqual([90_000, 67_500]);
  });
});

describe("what may be returned", () => {
  it("only a delivered or completed sale, never a cancelled one or a repair", () => {
    expect(checkReturnable(delivered()).ok).toBe(true);
    expect(checkReturnable(aSale({ status: "Completado" })).ok).toBe(true);
    expect(checkReturnable(aSale({ status: "Abonado", isDelivered: true })).ok).toBe(true);
    expect(checkReturnable(aSale({ status: "Abonado" }))).toMatchObject({
      ok: false,
      error: { message: m.notReturnable },
    });
    expect(checkReturnable({ ...delivered(), status: "Cancelado" })).toMatchObject({ ok: false });
    expect(checkReturnable({ ...delivered(), source: "service" })).toMatchObject({
      ok: false,
      error: { message: m.serviceSale },
    });
  });

  it("whole units of lines not yet returned, one entry per line, serials for watches kept by serial", () => {
    const sale = { ...delivered(), returnedLines: [{ line: 1, quantity: 1 }] };
    const plan = (lines: Parameters<typeof planReturnLines>[1], serialized = new Set<string>()) =>
      planReturnLines(sale, lines, serialized);
    expect(plan([])).toMatchObject({ ok: false, error: { message: m.nothingChosen } });
    expect(plan([{ line: 0, quantity: 0, destination: "stock" }])).toMatchObject({ ok: false });
    expect(plan([{ line: 5, quantity: 1, destination: "stock" }])).toMatchObject({
      ok: false,
      error: { message: m.lineUnknown },
    });
    expect(
      plan([
        { line: 0, quantity: 1, destination: "stock" },
        { line: 0, quantity: 1, destination: "stock" },
      ]),
    ).toMatchObject({ ok: false, error: { message: m.lineUnknown } });
    expect(plan([{ line: 1, quantity: 2, destination: "stock" }])).toMatchObject({
      ok: false,
      error: { message: m.quantityInvalid("Correa", 1) },
    });
    expect(plan([{ line: 1, quantity: 1.5, destination: "stock" }])).toMatchObject({ ok: false });
    expect(plan([{ line: 0, quantity: 1, destination: "stock" }], new Set(["w"]))).toMatchObject({
      ok: false,
      error: { message: m.serialsNeeded("Seiko", 1) },
    });
    const named = unwrap(
      plan(
        [{ line: 0, quantity: 1, serials: [" sk-001 ", "SK-001"], destination: "dañado" }],
        new Set(["w"]),
      ),
    );
    expect(named.lines[0]).toMatchObject({ serials: ["SK-001"], destination: "dañado" });
    // The second strap is worth the rest of the line's L. 450.00.
    expect(unwrap(plan([{ line: 1, quantity: 1, destination: "stock" }])).value).toBe(22_500);
  });

  it("counts what each line still holds", () => {
    const sale = {
      ...delivered(),
      returnedLines: [
        { line: 1, quantity: 1 },
        { line: 1, quantity: 1 },
      ],
    };
    expect(returnedByLine(sale).get(1)).toBe(2);
    expect(keptQuantities(sale)).toEqual([1, 0]);
    expect(keptQuantities(delivered())).toEqual([1, 2]);
  });
});

describe("the return window, in shop days", () => {
  const start = "2025-03-01";
  it("ends the chosen number of days after delivery", () => {
    expect(lastReturnDay(start, 7)).toBe("2025-03-08");
    expect(lastReturnDay("2025-12-28", 7)).toBe("2026-01-04");
    expect(windowStart({ deliveredAt: "2025-03-02T05:30:00.000Z" }, "2025-02-01T12:00:00.000Z")).toBe(
      "2025-03-01",
    );
    expect(windowStart({ deliveredAt: null }, "2025-02-01T12:00:00.000Z")).toBe("2025-02-01");
  });

  it("is open to anyone inside it, to admins past it with a reason only", () => {
    const policy = { windowDays: 7, isAdmin: false };
    expect(unwrap(checkWindow(start, { ...policy, today: "2025-03-08" }))).toEqual({
      late: false,
      lateReason: null,
    });
    expect(checkWindow(start, { ...policy, today: "2025-03-09" })).toMatchObject({
      ok: false,
      error: { message: m.outsideWindow(7, "2025-03-08") },
    });
    expect(checkWindow(start, { ...policy, isAdmin: true, today: "2025-03-09" })).toMatchObject({
      ok: false,
      error: { message: m.lateReasonRequired },
    });
    expect(
      checkWindow(start, { ...policy, isAdmin: true, today: "2025-03-09", lateReason: " " }),
    ).toMatchObject({
      ok: false,
    });
    expect(
      unwrap(
        checkWindow(start, { ...policy, isAdmin: true, today: "2025-03-09", lateReason: " Cliente fiel " }),
      ),
    ).toEqual({ late: true, lateReason: "Cliente fiel" });
  });

  it("takes whole days from 0 to a year", () => {
    expect(unwrap(checkReturnWindowDays(0))).toBe(0);
    expect(unwrap(checkReturnWindowDays(365))).toBe(365);
    expect(checkReturnWindowDays(366).ok).toBe(false);
    expect(checkReturnWindowDays(-1).ok).toBe(false);
    expect(checkReturnWindowDays(2.5).ok).toBe(false);
  });
});

describe("applying a return", () => {
  it("lowers the worth, never rewrites the lines, and leaves what was paid beyond it as saldo a favor", () => {
    const sale = frozen(delivered());
    const plan = unwrap(planReturnLines(sale, [{ line: 0, quantity: 1, destination: "stock" }], new Set()));
    const change = applyReturn(sale, plan, { number: "DEV-0001", lateReason: null }, anActor);
    expect(change.sale).toMatchObject({
      items: sale.items,
      returnsTotal: 90_000,
      returnedLines: [{ line: 0, quantity: 1 }],
      total: 55_000,
      amountPaid: 55_000,
      status: "Completado",
    });
    expect(change.history[0]).toMatchObject({
      event: "Devolución Registrada",
      details: m.historyReturn(
        "DEV-0001",
        describeLines(plan.lines),
        formatMoney(90_000),
        formatMoney(55_000),
      ),
    });
    const late = applyReturn(sale, plan, { number: "DEV-0002", lateReason: "Cliente fiel" }, anActor);
    expect(late.history[0]?.details).toContain(m.historyLate("Cliente fiel"));
  });

  it("an open sale it leaves owing nothing is completed; one still owing keeps its status", () => {
    const open = aSale({
      ...delivered(),
      status: "Abonado",
      amountPaid: 60_000,
      payments: [aPayment(60_000)],
    });
    const all = unwrap(planReturnLines(open, [{ line: 0, quantity: 1, destination: "stock" }], new Set()));
    expect(applyReturn(open, all, { number: "DEV-1", lateReason: null }, anActor).sale.status).toBe(
      "Completado",
    );
    const strap = unwrap(planReturnLines(open, [{ line: 1, quantity: 1, destination: "stock" }], new Set()));
    expect(applyReturn(open, strap, { number: "DEV-2", lateReason: null }, anActor).sale.status).toBe(
      "Abonado",
    );
    const shipped = { ...delivered(), status: "Enviado" as const };
    expect(applyReturn(shipped, strap, { number: "DEV-3", lateReason: null }, anActor).sale.status).toBe(
      "Enviado",
    );
  });

  it("refunds from nothing up to the saldo a favor the return creates", () => {
    expect(unwrap(checkReturnRefund(0, 100))).toBe(0);
    expect(unwrap(checkReturnRefund(100, 100))).toBe(100);
    expect(checkReturnRefund(101, 100)).toMatchObject({
      ok: false,
      error: { message: m.refundTooLarge(formatMoney(100)) },
    });
    expect(checkReturnRefund(-1, 100)).toMatchObject({ ok: false, error: { message: m.refundInvalid } });
    expect(checkReturnRefund(1.5, 100).ok).toBe(false);
  });
});
