import { describe, expect, it } from "vitest";
import {
  type CollectionSale,
  DEFAULT_OVERDUE_DAYS,
  daysPastTerm,
  isOverdue,
  MAX_OVERDUE_DAYS,
  overdueDaysOf,
  reminderText,
  saleAgeDays,
  saleBalance,
} from "./collections";
import { collectionsMsg } from "./messages-collections";

/** 10:00 on a shop day in Tegucigalpa (UTC−6). */
const shop = (day: string, hour = 10) => new Date(Date.parse(`${day}T00:00:00Z`) + (hour + 6) * 3_600_000);
const sale = (patch: Partial<CollectionSale> = {}): CollectionSale => ({
  status: "Pendiente",
  total: 100_000,
  extraDiscount: { amount: 0, reason: "" },
  amountPaid: 0,
  saleDate: shop("2025-01-01"),
  ...patch,
});

describe("Cobranza: overdue balances", () => {
  it("the term is 30 days unless the owner chose 1–365", () => {
    expect(overdueDaysOf(undefined)).toBe(DEFAULT_OVERDUE_DAYS);
    expect(overdueDaysOf(null)).toBe(30);
    expect(overdueDaysOf(Number.NaN)).toBe(30);
    expect(overdueDaysOf(0)).toBe(1);
    expect(overdueDaysOf(45.4)).toBe(45);
    expect(overdueDaysOf(9999)).toBe(MAX_OVERDUE_DAYS);
  });

  it("a sale owes its balance less the extra discount; a cancelled or settled one owes nothing", () => {
    expect(saleBalance(sale({ amountPaid: 30_000, extraDiscount: { amount: 5_000, reason: "" } }))).toBe(
      65_000,
    );
    expect(saleBalance(sale({ status: "Cancelado" }))).toBe(0);
    expect(saleBalance(sale({ amountPaid: 99_999 }))).toBe(0); // within the 0.01 tolerance
    expect(saleBalance(sale({ amountPaid: 120_000 }))).toBe(0);
  });

  it("is overdue only when it owes and is older than the term, counted in shop days", () => {
    expect(saleAgeDays(sale(), "2025-01-31")).toBe(30);
    // 23:30 in Tegucigalpa on Jan 1 is already Jan 2 in UTC: still the 1st for the shop.
    expect(saleAgeDays(sale({ saleDate: shop("2025-01-01", 23.5) }), "2025-01-31")).toBe(30);
    expect(isOverdue(sale(), "2025-01-31", 30)).toBe(false);
    expect(isOverdue(sale(), "2025-02-01", 30)).toBe(true);
    expect(isOverdue(sale({ status: "Cancelado" }), "2025-06-01", 30)).toBe(false);
    expect(isOverdue(sale({ amountPaid: 100_000, status: "Completado" }), "2025-06-01", 30)).toBe(false);
    expect(daysPastTerm(45, 30)).toBe(15);
    expect(daysPastTerm(10, 30)).toBe(0);
  });

  it("the reminder greets, states the amount, lists each sale with its link, and thanks", () => {
    const text = reminderText({
      customerName: " Ana Pérez ",
      storeName: "Tiempo HN",
      balance: 150_050,
      sales: [
        { number: "ABC123", saleDay: "01/01/2025", balance: 100_000, paymentLink: "https://t.hn/pagar/x1" },
        { number: "DEF456", saleDay: "02/02/2025", balance: 50_050, paymentLink: null },
      ],
    });
    expect(text).toContain("Estimado(a) Ana Pérez, reciba un cordial saludo de Tiempo HN.");
    expect(text).toContain("saldo pendiente de L.\u00a01,500.50");
    expect(text).toContain(
      "• Pedido ABC123 del 01/01/2025: L.\u00a01,000.00\n  Puede pagarlo con tarjeta aquí: https://t.hn/pagar/x1",
    );
    expect(text).toContain("• Pedido DEF456 del 02/02/2025: L.\u00a0500.50\n\n");
    expect(text.endsWith("¡Muchas gracias por su preferencia!")).toBe(true);
    expect(reminderText({ customerName: "", storeName: "T", balance: 1, sales: [] })).toMatch(
      /^Estimado\(a\) cliente,/,
    );
  });

  it("every text renders", () => {
    for (const value of Object.values(collectionsMsg)) {
      const text = typeof value === "function" ? (value as (...a: unknown[]) => string)(2, 3, "x") : value;
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).not.toMatch(/undefined|NaN|\[object/);
    }
    expect(collectionsMsg.termNote(1)).toMatch(/más de 1 día\.$/);
    expect(collectionsMsg.totals(1)).toBe("1 cliente");
  });
});
