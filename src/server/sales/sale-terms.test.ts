import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, saleViaApi, stockOf } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";

/** A seller could give merchandise away in Registrar Venta (docs/decisions/0046). */
describe.each(DB_KINDS)("Registrar Venta: what a seller may decide, on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(t.ctx.database.db, { defaultCommissionBasisPoints: 600 });
    [admin, seller] = await Promise.all([t.account("admin"), t.account("seller")]);
  });
  afterAll(() => t.close());

  const pay = (amount: number, type: "partial" | "full") => ({
    firstPayment: { amount, date: "2025-06-01", type },
  });

  it("a seller's 'Pago Completo' of L.\u00a00.01 on a L.\u00a03,800 sale is refused and nothing is written", async () => {
    const db = t.ctx.database.db;
    const p = await addProduct(db, { brand: "Casio", description: "", quantity: 2, salePrice: 380_000 });
    const res = await saleViaApi(t, seller, [{ productId: p, quantity: 1 }], pay(1, "full"));
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(
      "Un pago completo debe cubrir el total de L.\u00a03,800.00; registre el monto recibido como abono.",
    );
    expect(await stockOf(db, p)).toEqual({ quantity: 2, inProgressStock: 0, totalSold: 0 });
  });

  it("a seller may not give an extra discount, charge under the product's price or change the commission", async () => {
    const db = t.ctx.database.db;
    const p = await addProduct(db, {
      brand: "Casio",
      description: "",
      name: "Cronos Marina",
      quantity: 2,
      salePrice: 380_000,
      promoPrice: 300_000,
    });
    const cases: Array<[Parameters<typeof saleViaApi>[2], Record<string, unknown>, string]> = [
      [
        [{ productId: p, quantity: 1 }],
        { extraDiscount: { amount: 10_000, reason: "amigo" } },
        "Solo un administrador puede aplicar un descuento extra.",
      ],
      [
        [{ productId: p, quantity: 1, price: 0 }],
        {},
        "El precio de Cronos Marina no puede ser menor que L.\u00a03,000.00.",
      ],
      [
        [{ productId: p, quantity: 1 }],
        { commissionPercentage: 100 },
        "Solo un administrador puede cambiar la comisión; la de la configuración es 6 %.",
      ],
    ];
    for (const [items, extra, message] of cases) {
      const res = await saleViaApi(t, seller, items, extra);
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.json.error.message).toBe(message);
    }
    expect(await stockOf(db, p)).toEqual({ quantity: 2, inProgressStock: 0, totalSold: 0 });
    // At the promotion price, with the settings' commission and a first abono, the sale goes through.
    const ok = await saleViaApi(t, seller, [{ productId: p, quantity: 1, price: 300_000 }], {
      commissionPercentage: 6,
      ...pay(100_000, "partial"),
    });
    expect(ok.status).toBe(200);
    const sale = (await t.request("GET", `/api/sales/${ok.json.id}`, { as: seller })).json;
    expect(sale).toMatchObject({ status: "Abonado", balance: 200_000, extraDiscount: { amount: 0 } });
  });

  it("an extra discount above the total is refused for everyone, as in the order dialog; an admin may give one up to it", async () => {
    const db = t.ctx.database.db;
    const p = await addProduct(db, { brand: "Casio", description: "", quantity: 2, salePrice: 380_000 });
    const tooMuch = await saleViaApi(t, admin, [{ productId: p, quantity: 1 }], {
      extraDiscount: { amount: 500_000, reason: "regalo" },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.error.message).toBe(
      "El descuento no puede exceder el saldo de la orden. Máximo: L.\u00a03,800.00",
    );
    const fine = await saleViaApi(t, admin, [{ productId: p, quantity: 1, price: 0 }], {
      commissionPercentage: 100,
      ...pay(1, "full"),
    });
    expect(fine.status).toBe(200);
    expect(await stockOf(db, p)).toEqual({ quantity: 1, inProgressStock: 0, totalSold: 1 });
  });
});
