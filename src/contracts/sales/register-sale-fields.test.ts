import { describe, expect, it } from "vitest";
import { msg } from "../../domain/kernel/messages";
import { registerSaleFields } from "./register-sale-fields";

const today = "2026-11-24";
const fields = {
  customer: { kind: "customer" as const, customerId: "c1" },
  items: [{ productId: "p1", quantity: 1, price: 150_000 }],
  shipping: { mode: "pickup" as const, note: "" },
  discountCode: "",
  extraDiscount: { amount: undefined, reason: "" },
  sellerId: "",
  commissionPercentage: null,
  saleDay: today,
  firstPayment: { amount: undefined, date: today, type: "partial" as const, method: "efectivo" as const },
};
const schema = registerSaleFields(today);

describe("registerSaleFields", () => {
  it("turns what the form holds into the operation body: empty amounts, code and seller are none", () => {
    expect(schema.parse(fields)).toEqual({
      customer: fields.customer,
      items: fields.items,
      shipping: { mode: "pickup", note: "" },
      discountCode: null,
      extraDiscount: undefined,
      sellerId: null,
      commissionPercentage: null,
      saleDate: null,
      firstPayment: null,
    });
  });

  it("records a past day at noon in the shop and sends the typed discount and first payment", () => {
    const body = schema.parse({
      ...fields,
      saleDay: "2026-11-20",
      discountCode: "VIP",
      extraDiscount: { amount: 5_000, reason: "cliente frecuente" },
      firstPayment: { ...fields.firstPayment, amount: 10_000 },
    });
    expect(body.saleDate).toBe("2026-11-20T18:00:00.000Z");
    expect(body.discountCode).toBe("VIP");
    expect(body.extraDiscount).toEqual({ amount: 5_000, reason: "cliente frecuente" });
    expect(body.firstPayment).toEqual({ amount: 10_000, date: today, type: "partial", method: "efectivo" });
  });

  it("refuses a sale without customer or products with the form's Spanish texts", () => {
    const result = schema.safeParse({ ...fields, customer: null, items: [] });
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining([msg.customerRequired, msg.noProducts]));
  });

  it("refuses an amount that is not one and a delivery without city, changing nothing", () => {
    const result = schema.safeParse({
      ...fields,
      shipping: { mode: "delivery", cityId: "", address: "", note: "" },
      firstPayment: { ...fields.firstPayment, amount: Number.NaN },
    });
    const paths = result.success ? [] : result.error.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(
      expect.arrayContaining(["shipping.cityId", "shipping.address", "firstPayment.amount"]),
    );
  });
});
