import { describe, expect, it } from "vitest";
import { printMsg } from "./messages-printing";
import {
  inkOn,
  invoicePaperOf,
  isThermal,
  keepNumbersWhole,
  LABELS_PER_SHEET,
  labelPrice,
  labelSlot,
  labelSymbology,
  labelTotal,
  MAX_LABELS,
  numberRuns,
  paperName,
  RECEIPT_PAPERS,
  receiptPaperOf,
  receiptThanksOf,
  THERMAL_INK,
} from "./printing";

describe("printing rules", () => {
  it("the paper kept in Configuración, a letter page when none or an unknown one", () => {
    expect(receiptPaperOf("80mm")).toBe("80mm");
    expect(receiptPaperOf("58mm")).toBe("58mm");
    expect(receiptPaperOf(undefined)).toBe("carta");
    expect(receiptPaperOf(null)).toBe("carta");
    expect(receiptPaperOf("A4")).toBe("carta");
  });

  it("an invoice never goes on 58 mm: a 58 mm shop prints it on 80 mm", () => {
    expect(invoicePaperOf("carta")).toBe("carta");
    expect(invoicePaperOf("80mm")).toBe("80mm");
    expect(invoicePaperOf("58mm")).toBe("80mm");
  });

  it("each paper has its Spanish name", () => {
    expect(RECEIPT_PAPERS.map(paperName)).toEqual([printMsg.paperCarta, printMsg.paper80, printMsg.paper58]);
  });

  it("the thank-you line is the owner's text, else the built-in one", () => {
    expect(receiptThanksOf("  Vuelva pronto ", "¡Gracias!")).toBe("Vuelva pronto");
    expect(receiptThanksOf("   ", "¡Gracias!")).toBe("¡Gracias!");
    expect(receiptThanksOf(undefined, "¡Gracias!")).toBe("¡Gracias!");
  });

  it("a request prints from 1 to 300 labels", () => {
    expect(labelTotal([{ copies: 2 }, { copies: 3 }])).toEqual({ ok: true, value: 5 });
    expect(labelTotal([{ copies: MAX_LABELS }])).toEqual({ ok: true, value: 300 });
    expect(labelTotal([])).toEqual({
      ok: false,
      error: { code: "validation", message: printMsg.labelsNone },
    });
    expect(labelTotal([{ copies: 200 }, { copies: 101 }])).toEqual({
      ok: false,
      error: { code: "validation", message: printMsg.labelsTooMany(300) },
    });
  });

  it("13 digits draw an EAN-13; anything else Code 128", () => {
    expect(labelSymbology("2000000000015")).toBe("ean13");
    expect(labelSymbology("0012345678905")).toBe("ean13");
    expect(labelSymbology("SRPD55K1")).toBe("code128");
    expect(labelSymbology("12345678")).toBe("code128");
    expect(labelSymbology("2000000000016")).toBe("code128");
  });

  it("a promotion below the sale price shows with the regular price crossed out", () => {
    expect(labelPrice({ salePrice: 250_000, promoPrice: 199_900 })).toEqual({ price: 199_900, was: 250_000 });
    expect(labelPrice({ salePrice: 250_000, promoPrice: null })).toEqual({ price: 250_000, was: null });
    expect(labelPrice({ salePrice: 250_000, promoPrice: 260_000 })).toEqual({ price: 250_000, was: null });
  });
});

describe("thermal paper, numbers that stay whole, and a half-used sheet of labels", () => {
  it("a roll prints every colour pure black; a letter page keeps the house colours", () => {
    for (const paper of ["80mm", "58mm", "rollo"] as const) {
      expect(isThermal(paper)).toBe(true);
      for (const color of ["#9a7424", "#5b6273", "#e2dccf", "#141a26"])
        expect(inkOn(paper, color)).toBe("#000000");
    }
    expect(THERMAL_INK).toBe("#000000");
    expect(isThermal("carta")).toBe(false);
    expect(inkOn("carta", "#9a7424")).toBe("#9a7424");
  });

  it("the spaces inside an account number do not break; those between words still do", () => {
    expect(keepNumbersWhole("Banco Atlántida · Ahorros · 2001 2345 6789 · Tienda")).toBe(
      "Banco Atlántida · Ahorros · 2001\u00a02345\u00a06789 · Tienda",
    );
    expect(keepNumbersWhole("BAC · 01-101-012345-6")).toBe("BAC · 01-101-012345-6");
    expect(numberRuns("Cuenta 2001\u00a02345 6789 y 01-101-012345-6 · L. 5")).toEqual([
      "2001\u00a02345 6789",
      "01-101-012345-6",
    ]);
    expect(numberRuns("Sin números")).toEqual([]);
  });

  it("a Letter run starts at the first free label of a half-used sheet and fills the next sheets from their first", () => {
    expect(LABELS_PER_SHEET).toBe(30);
    expect(labelSlot(0, 1)).toEqual({ sheet: 0, slot: 0 });
    expect(labelSlot(0, 13)).toEqual({ sheet: 0, slot: 12 });
    expect(labelSlot(17, 13)).toEqual({ sheet: 0, slot: 29 });
    expect(labelSlot(18, 13)).toEqual({ sheet: 1, slot: 0 });
    expect(labelSlot(1, 30)).toEqual({ sheet: 1, slot: 0 });
    expect(labelSlot(59, 1)).toEqual({ sheet: 1, slot: 29 });
  });
});
