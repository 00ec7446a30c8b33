import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, TOLERANCE } from "../kernel/money";
import {
  type CreditSource,
  checkCreditNotHeld,
  checkCreditSpend,
  creditForPurchase,
  planCreditSpend,
  spendableCredit,
} from "./credit-spend";
import { creditMsg } from "./messages-credit";

const sources: CreditSource[] = [
  { saleId: "old", credit: 30000 },
  { saleId: "mid", credit: 0 },
  { saleId: "new", credit: 50000 },
];

describe("spending saldo a favor", () => {
  it("what is free is the credit less what waiting web orders hold", () => {
    expect(spendableCredit(sources, 0)).toBe(80000);
    expect(spendableCredit(sources, 20000)).toBe(60000);
    expect(spendableCredit(sources, 90000)).toBe(0);
    expect(spendableCredit([{ saleId: "x", credit: -5 }], -10)).toBe(0);
  });

  it("a purchase takes the credit up to what it owes", () => {
    expect(creditForPurchase(80000, 50000)).toBe(50000);
    expect(creditForPurchase(30000, 50000)).toBe(30000);
    expect(creditForPurchase(30000, -1)).toBe(0);
  });

  it("takes from the oldest sales first and skips sales with nothing", () => {
    const plan = planCreditSpend(sources, 40000);
    expect(plan).toEqual({
      ok: true,
      value: [
        { saleId: "old", amount: 30000 },
        { saleId: "new", amount: 10000 },
      ],
    });
    expect(planCreditSpend(sources, 30000)).toEqual({ ok: true, value: [{ saleId: "old", amount: 30000 }] });
  });

  it("refuses nothing, fractions and more than is free, with the free amount named", () => {
    expect(checkCreditSpend(0, 100).ok).toBe(false);
    expect(checkCreditSpend(1.5, 100).ok).toBe(false);
    const none = checkCreditSpend(100, 0);
    expect(!none.ok && none.error.message).toBe(creditMsg.noCreditToSpend);
    const over = planCreditSpend(sources, 70000, 20000);
    expect(!over.ok && over.error.message).toBe(creditMsg.creditTooLarge(formatMoney(60000)));
  });

  it("an admin's refund or traspaso leaves what waiting orders hold", () => {
    expect(checkCreditNotHeld(80000, sources, 0).ok).toBe(true);
    expect(checkCreditNotHeld(60000, sources, 20000).ok).toBe(true);
    const held = checkCreditNotHeld(60001, sources, 20000);
    expect(!held.ok && held.error.message).toBe(creditMsg.creditHeld(formatMoney(60000)));
    // What a cancelled sale kept is no credit: holds never count on it.
    expect(checkCreditNotHeld(70000, sources, 20000, 10000).ok).toBe(true);
    const kept = checkCreditNotHeld(70001, sources, 20000, 10000);
    expect(!kept.ok && kept.error.message).toBe(creditMsg.creditHeld(formatMoney(70000)));
  });

  it("a plan always covers the amount exactly, from sources that had it, never over one source's credit", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        fc.integer({ min: 1, max: 80_000_000 }),
        (credits, held, amount) => {
          const list = credits.map((credit, i) => ({ saleId: `s${i}`, credit }));
          const plan = planCreditSpend(list, amount, held);
          const free = spendableCredit(list, held);
          if (amount > free || free <= TOLERANCE) {
            expect(plan.ok).toBe(false);
            return;
          }
          expect(plan.ok).toBe(true);
          if (!plan.ok) return;
          expect(plan.value.reduce((s, p) => s + p.amount, 0)).toBe(amount);
          for (const part of plan.value) {
            const source = list.find((s) => s.saleId === part.saleId)!;
            expect(part.amount).toBeGreaterThan(0);
            expect(part.amount).toBeLessThanOrEqual(source.credit);
          }
        },
      ),
    );
  });
});
