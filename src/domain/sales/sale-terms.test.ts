import { describe, expect, it } from "vitest";
import { checkSaleTerms, previewFirstPayment, type SaleTermsRequest, sellerPriceFloor } from "./sale-terms";
import { aSale } from "./test-fixtures";

const sale = aSale({ total: 380000, subtotal: 380000, shippingCost: 0 });
const request: SaleTermsRequest = {
  role: "seller",
  lines: [{ productName: "Cronos Marina", price: 380000, floor: 380000 }],
  extraDiscount: 0,
  commissionBasisPoints: null,
  defaultCommission: 750,
  firstPayment: null,
};
const refusal = (r: ReturnType<typeof checkSaleTerms>) => (r.ok ? null : r.error.message);

describe("what a seller may do in Registrar Venta (docs/decisions/0046-seller-sale-terms.md)", () => {
  it("a sale at the product's price, the settings' commission and a first partial payment passes", () => {
    expect(checkSaleTerms(sale, { ...request, firstPayment: { amount: 100, type: "partial" } }).ok).toBe(
      true,
    );
    expect(checkSaleTerms(sale, { ...request, commissionBasisPoints: 750 }).ok).toBe(true);
    expect(checkSaleTerms(sale, { ...request, firstPayment: { amount: 380000, type: "full" } }).ok).toBe(
      true,
    );
  });
  it("refuses an extra discount, another commission, a price under the floor and a 'Pago Completo' with a leftover", () => {
    expect(refusal(checkSaleTerms(sale, { ...request, extraDiscount: 1 }))).toBe(
      "Solo un administrador puede aplicar un descuento extra.",
    );
    expect(refusal(checkSaleTerms(sale, { ...request, commissionBasisPoints: 10_000 }))).toBe(
      "Solo un administrador puede cambiar la comisión; la de la configuración es 7.5 %.",
    );
    expect(
      refusal(
        checkSaleTerms(sale, {
          ...request,
          lines: [{ productName: "Cronos Marina", price: 0, floor: 380000 }],
        }),
      ),
    ).toBe("El precio de Cronos Marina no puede ser menor que L.\u00a03,800.00.");
    expect(refusal(checkSaleTerms(sale, { ...request, firstPayment: { amount: 100, type: "full" } }))).toBe(
      "Un pago completo debe cubrir el total de L.\u00a03,800.00; registre el monto recibido como abono.",
    );
  });
  it("admins pass: their limits are the order dialog's", () => {
    const generous = {
      ...request,
      extraDiscount: 1,
      commissionBasisPoints: 10_000,
      firstPayment: { amount: 100, type: "full" as const },
    };
    expect(checkSaleTerms(sale, { ...generous, role: "admin" }).ok).toBe(true);
    expect(checkSaleTerms(sale, { ...generous, role: "superadmin" }).ok).toBe(true);
    expect(checkSaleTerms(sale, { ...generous, role: null }).ok).toBe(false);
  });
  it("the floor is the product's storefront price (promotion included)", () => {
    expect(sellerPriceFloor({ salePrice: 380000, promoPrice: 300000 })).toBe(300000);
    expect(sellerPriceFloor({ salePrice: 380000, promoPrice: null })).toBe(380000);
  });
});

describe("the first-payment preview of Registrar Venta", () => {
  it("shows the 'Ajuste por pago completo' a full payment adds, and the balance", () => {
    expect(previewFirstPayment(sale, { amount: 100, type: "full" })).toEqual({
      ok: true,
      value: { extraDiscount: 379900, balance: 0, status: "Completado" },
    });
    expect(previewFirstPayment(sale, { amount: 100000, type: "partial" })).toEqual({
      ok: true,
      value: { extraDiscount: 0, balance: 280000, status: "Abonado" },
    });
    expect(previewFirstPayment(sale, null)).toEqual({
      ok: true,
      value: { extraDiscount: 0, balance: 380000, status: "Pendiente" },
    });
    expect(previewFirstPayment(sale, { amount: 380002, type: "partial" }).ok).toBe(false);
  });
  it("counts the saldo a favor an admin applies after the first payment", () => {
    expect(previewFirstPayment(sale, { amount: 100000, type: "partial" }, 80000)).toEqual({
      ok: true,
      value: { extraDiscount: 0, balance: 200000, status: "Abonado" },
    });
    expect(previewFirstPayment(sale, null, 380000)).toEqual({
      ok: true,
      value: { extraDiscount: 0, balance: 0, status: "Completado" },
    });
    expect(previewFirstPayment(sale, { amount: 100000, type: "partial" }, 280002).ok).toBe(false);
  });
});
