import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { creditNoteTotals, fullyCredited } from "./credit-note";
import { isvFromInclusive } from "./invoice";

/** A factura as issued: its ISV derived once from its total (docs/decisions/0101). */
const factura = (total: number) => ({ total, isv: isvFromInclusive(total).isv });
const none = { total: 0, isv: 0 };

describe("creditNoteTotals", () => {
  it("credits the returned value with its ISV, base + ISV = total", () => {
    expect(creditNoteTotals(115_000, factura(230_000), none)).toEqual({
      total: 115_000,
      isv: 15_000,
      taxableBase: 100_000,
    });
  });

  it("never credits more than the factura still has uncredited", () => {
    const invoice = factura(115_000);
    expect(creditNoteTotals(200_000, invoice, none)).toEqual({
      total: 115_000,
      isv: 15_000,
      taxableBase: 100_000,
    });
    expect(creditNoteTotals(100_000, invoice, { total: 100_000, isv: 13_043 })).toEqual({
      total: 15_000,
      isv: 1_957,
      taxableBase: 13_043,
    });
    // Fully credited: nothing left.
    expect(creditNoteTotals(5_000, invoice, { total: 115_000, isv: 15_000 })).toEqual({
      total: 0,
      isv: 0,
      taxableBase: 0,
    });
  });

  it("caps the ISV at the factura's ISV not yet credited", () => {
    // Earlier notes took more ISV than their own share (rounding): this one gets what is left.
    expect(creditNoteTotals(1_000, { total: 2_000, isv: 261 }, { total: 1_000, isv: 140 })).toEqual({
      total: 1_000,
      isv: 121,
      taxableBase: 879,
    });
  });

  it("a zero or negative value credits nothing", () => {
    expect(creditNoteTotals(0, factura(10_000), none)).toEqual({ total: 0, isv: 0, taxableBase: 0 });
    expect(creditNoteTotals(-5, factura(10_000), none)).toEqual({ total: 0, isv: 0, taxableBase: 0 });
  });
});

describe("fullyCredited", () => {
  it("is true once the notes reach the factura's total", () => {
    expect(fullyCredited({ total: 115_000 }, { total: 0 })).toBe(false);
    expect(fullyCredited({ total: 115_000 }, { total: 114_999 })).toBe(false);
    expect(fullyCredited({ total: 115_000 }, { total: 115_000 })).toBe(true);
  });
});

describe("credit notes, properties", () => {
  const total = fc.integer({ min: 0, max: 2_000_000_000 });

  it("one note: never more than the factura's uncredited total or ISV; base + ISV = total; nothing negative", () => {
    fc.assert(
      fc.property(
        total,
        fc.integer({ min: -1000, max: 2_100_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (invoiceTotal, value, share) => {
          const invoice = factura(invoiceTotal);
          const creditedTotal = Math.floor(invoiceTotal * share);
          const credited = {
            total: creditedTotal,
            isv: Math.min(invoice.isv, isvFromInclusive(creditedTotal).isv),
          };
          const note = creditNoteTotals(value, invoice, credited);
          expect(note.total).toBeLessThanOrEqual(invoice.total - credited.total);
          expect(note.isv).toBeLessThanOrEqual(invoice.isv - credited.isv);
          expect(note.taxableBase + note.isv).toBe(note.total);
          expect(note.total).toBeGreaterThanOrEqual(0);
          expect(note.isv).toBeGreaterThanOrEqual(0);
          expect(note.taxableBase).toBeGreaterThanOrEqual(0);
          expect(note.total).toBeLessThanOrEqual(Math.max(0, value));
        },
      ),
    );
  });

  it("a sequence of notes never exceeds the factura: totals and ISV stay within it", () => {
    fc.assert(
      fc.property(
        total,
        fc.array(fc.integer({ min: 0, max: 500_000_000 }), { maxLength: 12 }),
        (t, values) => {
          const invoice = factura(t);
          const credited = { total: 0, isv: 0 };
          for (const value of values) {
            const note = creditNoteTotals(value, invoice, credited);
            expect(note.taxableBase + note.isv).toBe(note.total);
            credited.total += note.total;
            credited.isv += note.isv;
            expect(credited.total).toBeLessThanOrEqual(invoice.total);
            expect(credited.isv).toBeLessThanOrEqual(invoice.isv);
          }
          // Once the notes reach the total, the factura is fully credited and no later note credits anything.
          if (fullyCredited(invoice, credited)) expect(creditNoteTotals(1, invoice, credited).total).toBe(0);
        },
      ),
    );
  });
});
