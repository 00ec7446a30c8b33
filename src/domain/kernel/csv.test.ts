import { describe, expect, it } from "vitest";
import { csvCell, csvDocument } from "./csv";

describe("the CSV writer", () => {
  it("writes amounts, counts and percentages as plain numbers, negative ones too", () => {
    expect(csvCell("-261.01")).toBe("-261.01");
    expect(csvCell(-261.01)).toBe("-261.01");
    expect(csvCell("0.00")).toBe("0.00");
    expect(csvCell("1000")).toBe("1000");
    expect(csvCell(-3)).toBe("-3");
  });

  it("guards text that a spreadsheet would run as a formula, a minus sign before text included", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+504 9999")).toBe("'+504 9999");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("-1e5")).toBe("'-1e5");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("- 5")).toBe("'- 5");
  });

  it("quotes what RFC 4180 asks, after the guard", () => {
    expect(csvCell('Reloj "Oro", 40 mm')).toBe('"Reloj ""Oro"", 40 mm"');
    expect(csvCell("=a,b")).toBe(`"'=a,b"`);
    expect(csvCell("línea\nsegunda")).toBe('"línea\nsegunda"');
  });

  it("a document is BOM, header and rows with CRLF, its number columns summable", () => {
    const doc = csvDocument(
      ["Concepto", "Monto"],
      [
        ["Pago", "100.00"],
        ["Reembolso", "-40.50"],
      ],
    );
    expect(doc).toBe("\uFEFFConcepto,Monto\r\nPago,100.00\r\nReembolso,-40.50\r\n");
    const sum = doc
      .slice(1)
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => Number(line.split(",")[1]))
      .reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(59.5);
  });
});
