import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import type { NewSaleRecord } from "../../domain/sales/sale-record";
import { newId } from "../db/ids";
import { insertSale } from "./insert-sale";
import { loadHistory } from "./load-history";
import { loadSale } from "./load-sale";
import { toSaleDocument } from "./sale-document";
import { saveSale } from "./save-sale";

describe.each(DB_KINDS)("sales repository round trip on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("insert → load → save → load keeps every field, bumps the version and refuses a stale save", async () => {
    const db = t.ctx.database.db;
    const productId = await addProduct(db, {
      brand: "Casio",
      description: "",
      quantity: 5,
      salePrice: 100_000,
    });
    const id = newId();
    const record: NewSaleRecord = {
      id,
      items: [{ productId, productName: "Reloj", quantity: 2, price: 90_000, originalPrice: 100_000 }],
      subtotal: 200_000,
      shippingCost: 8_000,
      extraCosts: [{ description: "Grabado", amount: 5_000 }],
      extraCostsTotal: 5_000,
      promoItemsDiscount: 20_000,
      appliedDiscount: { code: "PROMO10", percentage: 10, amount: 18_000 },
      extraDiscount: { amount: 1_000, reason: "Cliente frecuente" },
      total: 175_000,
      amountPaid: 50_000,
      refundedAmount: 0,
      status: "Abonado",
      payments: [
        {
          paymentId: newId(),
          amount: 50_000,
          date: "2025-06-01T00:00:00.000Z",
          recordedBy: "Ana",
          type: "partial",
          modifiedAt: null,
        },
      ],
      paymentHistoryInvalidated: false,
      isDelivered: false,
      shippedAt: null,
      deliveredAt: null,
      cancellationReason: null,
      commission: { basisPoints: 750 },
      customerId: null,
      customerUserId: null,
      customerName: "Marta",
      customerEmail: "marta@correo.hn",
      customerPhone: "9999-0000",
      customerType: "manual",
      shipping: {
        address: "Col. Palmira",
        city: "Tegucigalpa",
        cityId: null,
        department: "Francisco Morazán",
        municipality: "Distrito Central",
        note: "Portón negro",
        carrier: null,
        trackingNumber: null,
        trackingUrl: null,
      },
      sellerId: null,
      sellerName: "Ana",
      isCardPayment: false,
      paymentData: null,
      originalUnregisteredId: null,
      saleDate: "2025-06-01T15:00:00.000Z",
    };
    const history = [
      { event: "Venta Creada", user: "Ana", timestamp: "2025-06-01T15:00:00.000Z", details: "x" },
    ];
    await db.transaction((tx) => insertSale(tx, record, history, null));

    const loaded = await loadSale(db, id);
    expect(loaded).toMatchObject({ ...record, version: 1 });

    const saved = await db.transaction(async (tx) => {
      const locked = (await loadSale(tx, id, { forUpdate: true }))!;
      const changed = {
        ...locked,
        status: "Enviado" as const,
        shipping: { ...locked.shipping, carrier: "Cargo Expreso", trackingNumber: "CE-1" },
        extraCosts: [],
        extraCostsTotal: 0,
        total: 170_000,
      };
      return saveSale(
        tx,
        changed,
        [
          {
            event: "Actualización de Venta",
            user: "Ana",
            timestamp: "2025-06-02T15:00:00.000Z",
            details: "y",
          },
        ],
        null,
        1,
      );
    });
    expect(saved.version).toBe(2);
    const again = (await loadSale(db, id))!;
    expect(again).toMatchObject({
      status: "Enviado",
      version: 2,
      extraCosts: [],
      total: 170_000,
      payments: record.payments,
    });
    expect(again.shipping.carrier).toBe("Cargo Expreso");
    const doc = toSaleDocument(again, (await loadHistory(db, [id])).get(id)!);
    expect(doc.history.map((h) => h.event)).toEqual(["Actualización de Venta", "Venta Creada"]);
    expect(doc.balance).toBe(170_000 - 1_000 - 50_000);

    await expect(
      db.transaction(async (tx) => saveSale(tx, (await loadSale(tx, id, { forUpdate: true }))!, [], null, 1)),
    ).rejects.toMatchObject({ status: 409 });
  });
});
