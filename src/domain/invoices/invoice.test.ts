import { describe, expect, it } from "vitest";
import {
  amountInWords,
  checkBuyerRtn,
  daysBetween,
  formatInvoiceNumber,
  formatRtn,
  invoiceTotals,
  isvFromInclusive,
  nextInvoiceNumber,
  normalizeCai,
  normalizeRtn,
  numberInWords,
  parseCaiRange,
  parseInvoiceNumber,
  rangeWarnings,
} from "./invoice";
import { invoiceMessages } from "./messages-invoices";

const CAI = "A1B2C3-D4E5F6-0A1B2C-3D4E5F-60A1B2-C3";

describe("ISV from tax-inclusive totals", () => {
  it("derives ISV = round(total × 15/115) in centavos and base = total − ISV", () => {
    expect(isvFromInclusive(11_500)).toEqual({ base: 10_000, isv: 1_500 });
    expect(isvFromInclusive(0)).toEqual({ base: 0, isv: 0 });
    // 100 × 15/115 = 13.04… → 13
    expect(isvFromInclusive(100)).toEqual({ base: 87, isv: 13 });
    // 1 × 15/115 = 0.13 → 0; 4 × 15/115 = 0.52 → 1
    expect(isvFromInclusive(1)).toEqual({ base: 1, isv: 0 });
    expect(isvFromInclusive(4)).toEqual({ base: 3, isv: 1 });
    expect(isvFromInclusive(125_000).isv).toBe(16_304); // 16,304.347…
  });

  it("rounds halves up", () => {
    // total × 15/115 = total × 3/23 is never k + ½ (6·total is even, 23·(2k+1) odd); the check stays as a guard.
    for (let total = 0; total < 5_000; total++) {
      const exact = (total * 15) / 115;
      const { isv, base } = isvFromInclusive(total);
      expect(base + isv).toBe(total);
      expect(Math.abs(isv - exact)).toBeLessThanOrEqual(0.5);
      if (exact - Math.floor(exact) === 0.5) expect(isv).toBe(Math.ceil(exact));
    }
  });

  it("invoice totals: discounts lower the taxable amount, shipping and extra costs are taxed", () => {
    const totals = invoiceTotals({
      subtotal: 250_000,
      promoItemsDiscount: 10_000,
      appliedDiscount: { code: "X", percentage: 10, amount: 24_000 },
      extraDiscount: { amount: 1_000, reason: "" },
      shippingCost: 15_000,
      extraCostsTotal: 5_000,
    });
    expect(totals).toEqual({
      subtotal: 240_000,
      discounts: 25_000,
      charges: 20_000,
      total: 235_000,
      taxableBase: 204_348,
      isv: 30_652,
    });
    const plain = invoiceTotals({
      subtotal: 11_500,
      promoItemsDiscount: 0,
      appliedDiscount: null,
      extraDiscount: { amount: 0, reason: "" },
      shippingCost: 0,
      extraCostsTotal: 0,
    });
    expect(plain).toMatchObject({ total: 11_500, isv: 1_500, taxableBase: 10_000, discounts: 0 });
  });
});

describe("amount in words", () => {
  it("prints the usual Honduran invoice form", () => {
    expect(amountInWords(100_000_001)).toBe("SON: UN MILLÓN DE LEMPIRAS CON 01/100");
    expect(amountInWords(50)).toBe("SON: CERO LEMPIRAS CON 50/100");
    expect(amountInWords(100)).toBe("SON: UN LEMPIRA CON 00/100");
    expect(amountInWords(2_100)).toBe("SON: VEINTIÚN LEMPIRAS CON 00/100");
    expect(amountInWords(123_456_78)).toBe(
      "SON: CIENTO VEINTITRÉS MIL CUATROCIENTOS CINCUENTA Y SEIS LEMPIRAS CON 78/100",
    );
    expect(amountInWords(250_000_000)).toBe("SON: DOS MILLONES QUINIENTOS MIL LEMPIRAS CON 00/100");
    expect(amountInWords(300_000_000)).toBe("SON: TRES MILLONES DE LEMPIRAS CON 00/100");
    expect(amountInWords(3_100)).toBe("SON: TREINTA Y UN LEMPIRAS CON 00/100");
  });

  it("reads numbers", () => {
    expect(numberInWords(0)).toBe("CERO");
    expect(numberInWords(15)).toBe("QUINCE");
    expect(numberInWords(16)).toBe("DIECISÉIS");
    expect(numberInWords(22)).toBe("VEINTIDÓS");
    expect(numberInWords(40)).toBe("CUARENTA");
    expect(numberInWords(99)).toBe("NOVENTA Y NUEVE");
    expect(numberInWords(100)).toBe("CIEN");
    expect(numberInWords(101)).toBe("CIENTO UNO");
    expect(numberInWords(500)).toBe("QUINIENTOS");
    expect(numberInWords(1_000)).toBe("MIL");
    expect(numberInWords(1_001)).toBe("MIL UNO");
    expect(numberInWords(21_000)).toBe("VEINTIÚN MIL");
    expect(numberInWords(31_000)).toBe("TREINTA Y UN MIL");
    expect(numberInWords(100_000)).toBe("CIEN MIL");
    expect(numberInWords(1_000_000)).toBe("UN MILLÓN");
    expect(numberInWords(21_000_000)).toBe("VEINTIÚN MILLONES");
    expect(numberInWords(1_234_567)).toBe(
      "UN MILLÓN DOSCIENTOS TREINTA Y CUATRO MIL QUINIENTOS SESENTA Y SIETE",
    );
  });
});

describe("invoice numbers, CAI and RTN", () => {
  it("parses and formats NNN-NNN-NN-NNNNNNNN", () => {
    const parsed = parseInvoiceNumber("000-001-01-00000042");
    expect(parsed).toEqual({
      ok: true,
      value: { establishment: "000", pointOfIssue: "001", documentType: "01", sequence: 42 },
    });
    expect(formatInvoiceNumber({ establishment: "000", pointOfIssue: "001", documentType: "01" }, 42)).toBe(
      "000-001-01-00000042",
    );
    expect(parseInvoiceNumber("000-001-01-42").ok).toBe(false);
    expect(parseInvoiceNumber("000-001-03-00000001")).toMatchObject({
      ok: false,
      error: { code: "invalid" },
    });
  });

  it("validates CAI codes and RTNs", () => {
    expect(normalizeCai(CAI.toLowerCase())).toEqual({ ok: true, value: CAI });
    expect(normalizeCai("123").ok).toBe(false);
    expect(normalizeRtn("0801-1990-123456")).toEqual({ ok: true, value: "08011990123456" });
    expect(normalizeRtn("0801199012345").ok).toBe(false);
    expect(formatRtn("08011990123456")).toBe("0801-1990-123456");
    expect(formatRtn("abc")).toBe("abc");
  });

  it("buyer RTN: optional up to the threshold, required above it, validated when given", () => {
    expect(checkBuyerRtn("", 1_000_000, 1_000_000, "L.\u00a010,000.00")).toEqual({ ok: true, value: null });
    expect(checkBuyerRtn(null, 1_000_001, 1_000_000, "L.\u00a010,000.00")).toMatchObject({
      ok: false,
      error: { message: "El RTN del comprador es obligatorio en facturas de más de L.\u00a010,000.00." },
    });
    expect(checkBuyerRtn("08011990123456", 2_000_000, 1_000_000, "")).toEqual({
      ok: true,
      value: "08011990123456",
    });
    expect(checkBuyerRtn("123", 1, 1_000_000, "").ok).toBe(false);
  });

  it("parses a CAI range with one prefix, in order, with a valid fecha límite", () => {
    const input = {
      cai: CAI,
      rangeFrom: "000-001-01-00000001",
      rangeTo: "000-001-01-00000100",
      deadline: "2027-01-31",
    };
    expect(parseCaiRange(input)).toEqual({
      ok: true,
      value: {
        cai: CAI,
        establishment: "000",
        pointOfIssue: "001",
        documentType: "01",
        documentKind: "factura",
        rangeFrom: 1,
        rangeTo: 100,
        deadline: "2027-01-31",
      },
    });
    expect(parseCaiRange({ ...input, cai: "x" }).ok).toBe(false);
    expect(parseCaiRange({ ...input, rangeFrom: "1" }).ok).toBe(false);
    expect(parseCaiRange({ ...input, rangeTo: "1" }).ok).toBe(false);
    expect(parseCaiRange({ ...input, rangeTo: "000-002-01-00000100" }).ok).toBe(false);
    expect(parseCaiRange({ ...input, rangeTo: "001-001-01-00000100" }).ok).toBe(false);
    expect(parseCaiRange({ ...input, rangeTo: "000-001-01-00000000" }).ok).toBe(false);
    expect(parseCaiRange({ ...input, deadline: "31/01/2027" }).ok).toBe(false);
    expect(parseCaiRange({ ...input, deadline: "2027-13-45" }).ok).toBe(false);
  });

  it("a nota de crédito range has its own two-digit type, never 01; a factura range only 01", () => {
    const input = {
      cai: CAI,
      rangeFrom: "000-001-06-00000001",
      rangeTo: "000-001-06-00000050",
      deadline: "2027-01-31",
      documentKind: "nota_credito" as const,
    };
    expect(parseCaiRange(input)).toMatchObject({
      ok: true,
      value: { documentKind: "nota_credito", documentType: "06", rangeFrom: 1, rangeTo: 50 },
    });
    expect(
      parseCaiRange({ ...input, rangeFrom: "000-001-01-00000001", rangeTo: "000-001-01-00000050" }),
    ).toEqual({
      ok: false,
      error: { code: "invalid", message: invoiceMessages.creditNoteDocTypeInvalid },
    });
    expect(parseCaiRange({ ...input, rangeTo: "000-001-01-00000050" })).toEqual({
      ok: false,
      error: { code: "invalid", message: invoiceMessages.creditNoteDocTypeInvalid },
    });
    // from and to share the type too
    expect(parseCaiRange({ ...input, rangeTo: "000-001-07-00000050" })).toEqual({
      ok: false,
      error: { code: "invalid", message: invoiceMessages.rangePrefixMismatch },
    });
    expect(parseCaiRange({ ...input, documentKind: "factura" })).toEqual({
      ok: false,
      error: { code: "invalid", message: invoiceMessages.rangeDocTypeInvalid },
    });
    expect(parseInvoiceNumber("000-001-06-00000042", "nota_credito")).toEqual({
      ok: true,
      value: { establishment: "000", pointOfIssue: "001", documentType: "06", sequence: 42 },
    });
  });
});

describe("next number and range checks", () => {
  const range = {
    establishment: "000",
    pointOfIssue: "001",
    documentType: "01",
    nextNumber: 99,
    rangeTo: 100,
    deadline: "2026-12-31",
  };

  it("gives the next number until the range is used up or the fecha límite passed", () => {
    expect(nextInvoiceNumber(range, "2026-12-31")).toEqual({
      ok: true,
      value: { sequence: 99, number: "000-001-01-00000099" },
    });
    expect(nextInvoiceNumber({ ...range, nextNumber: 101 }, "2026-01-01")).toMatchObject({
      ok: false,
      error: { code: "conflict", message: expect.stringContaining("000-001-01-00000100") },
    });
    expect(nextInvoiceNumber(range, "2027-01-01")).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining("2026-12-31") },
    });
  });

  it("warns under 50 numbers or 30 days", () => {
    expect(rangeWarnings({ ...range, nextNumber: 1, rangeTo: 1000 }, "2026-01-01")).toEqual([]);
    expect(rangeWarnings({ ...range, nextNumber: 52, rangeTo: 100 }, "2026-01-01")).toEqual([
      "Quedan 49 números en el rango autorizado del CAI.",
    ]);
    expect(rangeWarnings({ ...range, nextNumber: 101, rangeTo: 100 }, "2026-12-02")).toEqual([
      "Quedan 0 números en el rango autorizado del CAI.",
      "Quedan 29 días para la fecha límite de emisión del CAI (2026-12-31).",
    ]);
    expect(rangeWarnings({ ...range, nextNumber: 1, rangeTo: 1000 }, "2026-12-31")).toEqual([
      "Hoy (2026-12-31) es el último día para emitir con el CAI.",
    ]);
    expect(rangeWarnings({ ...range, nextNumber: 1, rangeTo: 1000 }, "2027-01-05")).toEqual([]);
    expect(daysBetween("2026-12-01", "2026-12-31")).toBe(30);
  });
});

describe("invoice messages", () => {
  it("every text is non-empty Spanish, whatever its arguments", () => {
    for (const [key, value] of Object.entries(invoiceMessages)) {
      const text = typeof value === "function" ? (value as (...a: unknown[]) => string)("X", "Y") : value;
      expect(String(text).length, key).toBeGreaterThan(0);
    }
    expect(invoiceMessages.warnFewDays(0, "2026-12-31")).toContain("Hoy");
  });
});
