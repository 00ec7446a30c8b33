import { describe, expect, it } from "vitest";
import type { ProductStock } from "../inventory/stock";
import { msg } from "../kernel/messages";
import { convertWebPurchase, createSale } from "./sale-create";
import { anActor, frozen } from "./test-fixtures";
import { priceSale } from "./totals";

const products: ProductStock[] = [{ productId: "p1", quantity: 5, inProgressStock: 0, totalSold: 0 }];
const lines = [
  {
    productId: "p1",
    productName: "Casio Vintage",
    quantity: 2,
    price: 45000,
    originalPrice: 60000,
    salePrice: 50000,
  },
];
const input = { saleId: "abcdef0000", lines, shippingCost: 15000, discountCode: null };

describe("creating a sale (docs/product/states.md, validation.md)", () => {
  it("opens it Pendiente, priced, with its units reserved and a 'Venta Creada' entry", () => {
    const result = createSale(frozen({ ...input, commissionBasisPoints: 15_000 }), frozen(products), anActor);
    if (!result.ok) throw new Error(result.error.message);
    const { sale, history, stock } = result.value;
    expect(sale).toMatchObject({
      subtotal: 100000,
      promoItemsDiscount: 10000,
      total: 105000,
      status: "Pendiente",
      amountPaid: 0,
      refundedAmount: 0,
      payments: [],
      extraDiscount: { amount: 0, reason: "" },
      commission: { basisPoints: 10_000 },
      shippedAt: null,
    });
    expect(history).toEqual([
      {
        event: "Venta Creada",
        user: "Ana Admin",
        timestamp: anActor.now,
        details: "Venta ABCDEF por L.\u00a01,050.00.",
      },
    ]);
    expect(stock.products).toEqual([{ productId: "p1", quantity: 3, inProgressStock: 2, totalSold: 0 }]);
    expect(stock.movements[0]?.notes).toBe("Venta ABCDEF");
  });
  it("keeps an extra discount given at creation", () => {
    const result = createSale(
      { ...input, extraDiscount: { amount: 500, reason: "Cliente frecuente" } },
      products,
      anActor,
    );
    expect(result.ok && result.value.sale.extraDiscount).toEqual({
      amount: 500,
      reason: "Cliente frecuente",
    });
  });
  it("needs at least one item, whole positive quantities and a valid extra discount", () => {
    const fail = (r: ReturnType<typeof createSale>) => (r.ok ? null : r.error.message);
    expect(fail(createSale({ ...input, lines: [] }, products, anActor))).toBe(
      "La venta debe tener al menos un producto.",
    );
    expect(fail(createSale({ ...input, lines: [{ ...lines[0]!, quantity: 0 }] }, products, anActor))).toBe(
      "Los datos enviados no son válidos.",
    );
    expect(fail(createSale({ ...input, extraDiscount: { amount: -1, reason: "" } }, products, anActor))).toBe(
      "El descuento debe ser un número mayor o igual a cero.",
    );
  });
  it("refuses an extra discount above the total, as the order dialog does", () => {
    const result = createSale(
      { ...input, extraDiscount: { amount: 110000, reason: "regalo" } },
      products,
      anActor,
    );
    expect(result.ok || result.error.message).toBe(msg.extraDiscountTooLarge("L.\u00a01,050.00"));
  });
  it("requires every product to have enough stock", () => {
    const result = createSale({ ...input, lines: [{ ...lines[0]!, quantity: 9 }] }, products, anActor);
    expect(result.ok || result.error.message).toBe(
      'Stock insuficiente para "Casio Vintage". Disponibles: 5.',
    );
  });
});

describe("converting a web purchase (docs/product/states.md, validation.md)", () => {
  const purchase = {
    ...priceSale({ lines, shippingCost: 15000, discountCode: null }),
    status: "Pendiente de Confirmación",
  };
  const conversion = { ...anActor, saleId: "salezz9999", purchaseId: "webpur1234" };
  it("reserves the stock, opens the sale and adds 'Venta Convertida desde Compra Web'", () => {
    const result = convertWebPurchase(frozen(purchase), products, conversion);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.sale.status).toBe("Pendiente");
    expect(result.value.sale.total).toBe(105000);
    expect(result.value.sale.extraDiscount).toEqual({ amount: 0, reason: "" });
    expect(result.value.history[0]).toMatchObject({
      event: "Venta Convertida desde Compra Web",
      details: "Compra web WEBPUR convertida en la venta SALEZZ.",
    });
    expect(result.value.stock.products[0]).toMatchObject({ quantity: 3, inProgressStock: 2 });
    expect(result.value.stock.movements[0]?.notes).toBe("Venta SALEZZ (compra web WEBPUR)");
  });
  it("carries the purchase's extra discount", () => {
    const result = convertWebPurchase(
      { ...purchase, extraDiscount: { amount: 100, reason: "r" } },
      products,
      conversion,
    );
    expect(result.ok && result.value.sale.extraDiscount.amount).toBe(100);
  });
  it("requires items and enough stock", () => {
    const empty = convertWebPurchase({ ...purchase, items: [] }, products, conversion);
    expect(empty.ok || empty.error.message).toBe("La venta debe tener al menos un producto.");
    const short = convertWebPurchase(purchase, [{ ...products[0]!, quantity: 1 }], conversion);
    expect(short.ok || short.error.message).toBe('Stock insuficiente para "Casio Vintage". Disponibles: 1.');
  });
});
