import { describe, expect, it } from "vitest";
import type { ReceiptData } from "../gateways/pdf/receipt-pdf";
import { receiptPage } from "./receipt-page";

const DATA: ReceiptData = {
  storeName: "Tiempo HN",
  storeLines: ["Tegucigalpa"],
  title: "Recibo",
  orderLabel: "Orden #AB12CD",
  dateLine: "Fecha: 2 dic 2026",
  statusLine: "Estado: Abonado",
  customerLines: ["Cliente: Ana Pérez"],
  itemHeader: ["Producto", "Cant.", "Precio", "Importe"],
  items: [["Reloj", "1", "L. 100.00", "L. 100.00"]],
  totals: [["Total", "L. 100.00"]],
  paymentsTitle: "Pagos",
  payments: [],
  balance: ["Saldo pendiente", "L. 100.00"],
  bankTitle: "Cuentas bancarias",
  bankAccounts: ["Banco de Occidente · Cheques · 2001 2345 6789 0123 · Tiempo HN"],
  footer: "¡Gracias por su compra!",
};

/** The colours a page's stylesheet prints with (the screen's grey backdrop aside). */
const printed = (html: string) =>
  [...(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "").matchAll(/(?<!background: )#[0-9a-f]{6}\b/gi)].map(
    (m) => m[0].toLowerCase(),
  );

describe("the receipt page printed from the browser", () => {
  it.each(["80mm", "58mm"] as const)("on a %s roll every colour it prints is pure black", (paper) => {
    const colors = printed(receiptPage(DATA, paper));
    expect(colors.length).toBeGreaterThan(0);
    expect(new Set(colors)).toEqual(new Set(["#000000"]));
  });

  it("on a letter page it keeps the house gold", () => {
    expect(printed(receiptPage(DATA, "carta"))).toContain("#9a7424");
  });

  it("an account number's groups are joined by non-breaking spaces, and its line does not wrap anywhere", () => {
    const html = receiptPage(DATA, "58mm");
    expect(html).toContain("2001\u00a02345\u00a06789\u00a00123");
    expect(html).toMatch(/\.account \{ overflow-wrap: normal; \}/);
    expect(html).toMatch(/<p class="muted account">Banco de Occidente/);
  });
});
