import { describe, expect, it } from "vitest";
import { isWebSource, type SaleRecordInput, saleRecord } from "./sale-record";
import { aSale, frozen } from "./test-fixtures";

const buyer = {
  customerId: "c1",
  userId: null,
  name: "Ana Martínez",
  email: " ",
  phone: "9988-7766",
  accountRole: null,
} as const;
const base = { id: "sale1", sale: aSale(), buyer, shipping: null, saleDate: "2025-03-01T15:00:00.000Z" };

describe("the one sale-record builder (docs/decisions/0045-one-sale-record-builder.md)", () => {
  it("a register sale keeps its seller and customer record, has no card data and is 'manual' without an account", () => {
    const record = saleRecord(frozen({ ...base, source: "register", seller: { id: "u1", name: "Sara" } }));
    expect(record).toMatchObject({
      ...aSale(),
      id: "sale1",
      customerId: "c1",
      customerUserId: null,
      customerEmail: null,
      customerPhone: "9988-7766",
      customerType: "manual",
      sellerId: "u1",
      sellerName: "Sara",
      isCardPayment: false,
      paymentData: null,
      originalUnregisteredId: null,
      shipping: {
        address: null,
        city: null,
        cityId: null,
        department: null,
        municipality: null,
        note: null,
        carrier: null,
        trackingNumber: null,
        trackingUrl: null,
      },
    });
    expect(record).not.toHaveProperty("createdAt");
  });
  it("a card order carries its card, no seller, no customer record, and a guest is 'web-unregistered'", () => {
    const card = { cardBrand: "VISA", cardAccount: "1111", transactionId: "t1" };
    const record = saleRecord({
      ...base,
      source: "card",
      card,
      shipping: { address: "Col. Palmira", city: "Tegucigalpa", note: "" },
    });
    expect(record).toMatchObject({
      customerId: null,
      customerType: "web-unregistered",
      isCardPayment: true,
      paymentData: card,
      sellerId: null,
    });
    expect(record.shipping).toMatchObject({
      address: "Col. Palmira",
      city: "Tegucigalpa",
      note: null,
      cityId: null,
    });
  });
  it("a converted web purchase names its purchase; the account's role decides the customer type", () => {
    const input: SaleRecordInput = {
      ...base,
      source: "web-purchase",
      webPurchaseId: "wp1",
      buyer: { ...buyer, userId: "u9", accountRole: "wholesaler" },
    };
    expect(saleRecord(input)).toMatchObject({
      originalUnregisteredId: "wp1",
      customerType: "wholesaler",
      customerUserId: "u9",
    });
    expect(
      saleRecord({ ...input, buyer: { ...buyer, userId: "u9", accountRole: "client" } }).customerType,
    ).toBe("web-registered");
  });
  it("seed and import sales keep when they happened and their tracking", () => {
    const record = saleRecord({
      ...base,
      source: "seed",
      seller: null,
      createdAt: "2025-01-01T00:00:00.000Z",
      tracking: { carrier: "Cargo Expreso", trackingNumber: "CE-1", trackingUrl: null },
    });
    expect(record).toMatchObject({ createdAt: "2025-01-01T00:00:00.000Z", sellerId: null, sellerName: null });
    expect(record.shipping).toMatchObject({
      carrier: "Cargo Expreso",
      trackingNumber: "CE-1",
      trackingUrl: null,
    });
    expect(saleRecord({ ...base, source: "import", seller: null }).customerType).toBe("manual");
  });
  it("only card orders and web purchases are storefront sources", () => {
    expect(
      ["register", "card", "web-purchase", "seed", "import"].map((s) => isWebSource(s as never)),
    ).toEqual([false, true, true, false, false]);
  });
});
