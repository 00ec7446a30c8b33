import { describe, expect, it } from "vitest";
import {
  DEFAULT_WARRANTY_MONTHS,
  validateWarrantyMonths,
  warrantyDaysLeft,
  warrantyEnd,
  warrantyLabel,
  warrantyMonthsOf,
  warrantyStart,
} from "./warranty";

describe("a watch's warranty", () => {
  it("is the product's months, else the store's, else six", () => {
    expect(warrantyMonthsOf(12, 6)).toBe(12);
    expect(warrantyMonthsOf(0, 6)).toBe(0);
    expect(warrantyMonthsOf(null, 3)).toBe(3);
    expect(warrantyMonthsOf(null, null)).toBe(DEFAULT_WARRANTY_MONTHS);
    expect(DEFAULT_WARRANTY_MONTHS).toBe(6);
  });

  it("accepts whole months from 0 to 120", () => {
    expect(validateWarrantyMonths(0)).toEqual({ ok: true, value: 0 });
    expect(validateWarrantyMonths(120)).toEqual({ ok: true, value: 120 });
    for (const bad of [-1, 121, 1.5, Number.NaN])
      expect(validateWarrantyMonths(bad)).toMatchObject({ ok: false, error: { code: "warranty_months" } });
  });

  it("runs from the shop day of delivery, else of the sale", () => {
    // 03:00 UTC on 1 March is still 28 February in Tegucigalpa.
    expect(warrantyStart(new Date("2026-03-01T03:00:00Z"), "2026-01-10")).toBe("2026-02-28");
    expect(warrantyStart(null, new Date("2026-03-01T03:00:00Z"))).toBe("2026-02-28");
    expect(warrantyStart(null, "2026-01-10")).toBe("2026-01-10");
  });

  it("ends on the same day months later, or that month's last day", () => {
    expect(warrantyEnd("2026-03-15", 6)).toBe("2026-09-15");
    expect(warrantyEnd("2026-08-31", 6)).toBe("2027-02-28");
    expect(warrantyEnd("2027-08-31", 6)).toBe("2028-02-29");
    expect(warrantyEnd("2026-11-30", 3)).toBe("2027-02-28");
    expect(warrantyEnd("2026-12-01", 12)).toBe("2027-12-01");
    expect(warrantyEnd("2026-12-01", 0)).toBeNull();
  });

  it("counts the days left, the last day included, and reads them in Spanish", () => {
    expect(warrantyDaysLeft("2026-09-15", "2026-09-15")).toBe(1);
    expect(warrantyDaysLeft("2026-09-15", "2026-09-13")).toBe(3);
    expect(warrantyDaysLeft("2026-09-15", "2026-09-16")).toBe(0);
    expect(warrantyDaysLeft(null, "2026-09-16")).toBeNull();
    expect(warrantyLabel("2026-09-15", "2026-09-15")).toBe("Queda 1 día de garantía");
    expect(warrantyLabel("2026-09-15", "2026-09-01")).toBe("Quedan 15 días de garantía");
    expect(warrantyLabel("2026-09-15", "2026-10-01")).toBe("Garantía vencida");
    expect(warrantyLabel(null, "2026-10-01")).toBe("Sin garantía");
  });
});
