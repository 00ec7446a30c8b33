import { describe, expect, it } from "vitest";
import { printMsg } from "./messages-printing";
import {
  invoicePaperOf,
  labelPrice,
  labelSymbology,
  labelTotal,
  MAX_LABELS,
  paperName,
  RECEIPT_PAPERS,
  receiptPaperOf,
  receiptThanksOf,
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
