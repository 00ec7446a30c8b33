import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCity, addProduct, checkoutBody } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { cardPaymentNotifications } from "../card-payments/schema";
import { discountCodes } from "../discount-codes/schema";
import { sales } from "../sales/schema";
import { shippingLocations } from "../shipping/schema";

/** Configuración: the settings document, shipping locations and discount codes. */
describe.each(DB_KINDS)("Configuración on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.account("admin");
  });
  afterAll(() => t.close());

  describe("settings document", () => {
    it("merges an update, shows it to everyone and keeps staff figures from visitors", async () => {
      const first = await t.request("PATCH", "/api/settings", {
        as: admin,
        body: {
          storeName: "Relojes Copán",
          legalName: "Relojes Copán S. de R.L.",
          address: "Col. Palmira, Tegucigalpa",
          rtn: "0801-1990-123456",
          carriers: [{ name: "Cargo Expreso", trackingUrlTemplate: "https://cargo.hn/rastreo/{guia}" }],
          defaultCommissionPercentage: 7.5,
          lowStockThreshold: 4,
          cardReservationMinutes: 30,
          pages: { about: "Somos relojeros." },
        },
      });
      expect(first.status).toBe(200);
      const second = await t.request("PATCH", "/api/settings", {
        as: admin,
        body: {
          bankAccounts: [
            {
              bankName: "Banpaís",
              accountHolder: "Copán S.A.",
              accountNumber: "1-2-3",
              accountType: "Cuenta de Ahorro",
            },
          ],
          pages: { terms: "Términos propios." },
        },
      });
      // Keys not sent keep their value: saving the bank accounts once wiped the legal name and
      // address (a schema default filled them with "" on every partial update).
      expect(second.json).toMatchObject({
        storeName: "Relojes Copán",
        legalName: "Relojes Copán S. de R.L.",
        address: "Col. Palmira, Tegucigalpa",
        defaultCommissionPercentage: 7.5,
        lowStockThreshold: 4,
        cardReservationMinutes: 30,
        pages: { about: "Somos relojeros.", terms: "Términos propios.", privacy: "" },
      });
      const pub = await t.request("GET", "/api/store-info");
      expect(pub.json).toMatchObject({
        storeName: "Relojes Copán",
        rtn: "0801-1990-123456",
        cardReservationMinutes: 30,
        bankAccounts: [{ bankName: "Banpaís" }],
      });
      expect(pub.json.pages.about).toBe("Somos relojeros.");
      expect(pub.json.pages.privacy.length).toBeGreaterThan(20);
      for (const staffOnly of [
        "carriers",
        "defaultCommissionPercentage",
        "lowStockThreshold",
        "defaultPages",
      ]) {
        expect(pub.json).not.toHaveProperty(staffOnly);
      }
    });

    it("refuses invalid values with Spanish texts naming the field", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ storeName: " " }, "storeName", msg.storeNameRequired],
        [{ storeEmail: "no-es-correo" }, "storeEmail", msg.storeEmailInvalid],
        [{ rtn: "123" }, "rtn", msg.rtnInvalid],
        [{ cardReservationMinutes: 2 }, "cardReservationMinutes", msg.reservationRange(5, 120)],
        [{ defaultCommissionPercentage: 101 }, "defaultCommissionPercentage", msg.commissionRange],
        [{ defaultCommissionPercentage: 7.555 }, "defaultCommissionPercentage", msg.commissionRange],
        [
          { carriers: [{ name: "X", trackingUrlTemplate: "https://x.hn/sin-guia" }] },
          "carriers.0.trackingUrlTemplate",
          msg.carrierTemplateInvalid,
        ],
        [
          { bankAccounts: [{ bankName: "", accountHolder: "A", accountNumber: "1", accountType: "B" }] },
          "bankAccounts.0.bankName",
          msg.bankNameRequired,
        ],
      ];
      for (const [body, field, message] of cases) {
        const res = await t.request("PATCH", "/api/settings", { as: admin, body });
        expect(res.status, field).toBe(400);
        expect(res.json.error, field).toMatchObject({ field, message });
      }
    });

    it("the card reservation minutes drive a card order's expiry", async () => {
      await t.request("PATCH", "/api/settings", { as: admin, body: { cardReservationMinutes: 30 } });
      const city = await addCity(db(), "Reserva");
      const p = await addProduct(db(), { quantity: 3 });
      const res = await t.request("POST", "/api/checkout", {
        body: checkoutBody(city, [{ productId: p, quantity: 1 }]),
      });
      expect(res.status).toBe(200);
      const [n] = await db()
        .select()
        .from(cardPaymentNotifications)
        .where(eq(cardPaymentNotifications.orderId, res.json.orderId));
      expect(n!.expiresAt!.getTime() - n!.createdAt.getTime()).toBe(30 * 60_000);
    });
  });

  describe("shipping locations", () => {
    it("adds, edits and lists a location; a duplicate city is refused in Spanish", async () => {
      const body = { city: "Olanchito", department: "Yoro", municipality: "Olanchito", cost: 15_000 };
      const created = await t.request("POST", "/api/shipping-locations", { as: admin, body });
      expect(created.status).toBe(200);
      expect(created.json).toMatchObject({ ...body, isActive: true, salesCount: 0 });
      const dup = await t.request("POST", "/api/shipping-locations", {
        as: admin,
        body: { ...body, city: "olanchito" },
      });
      expect(dup.status).toBe(409);
      expect(dup.json.error).toMatchObject({ field: "city", message: msg.cityTaken });
      const bad = await t.request("POST", "/api/shipping-locations", {
        as: admin,
        body: { city: "", department: "Yoro", cost: -1 },
      });
      expect(bad.json.error).toMatchObject({ field: "city", message: msg.cityRequired });
      const edited = await t.request("PUT", `/api/shipping-locations/${created.json.id}`, {
        as: admin,
        body: { ...body, cost: 16_000 },
      });
      expect(edited.json.cost).toBe(16_000);
      const pub = await t.request("GET", "/api/shipping-locations");
      expect(pub.json.find((l: { city: string }) => l.city === "Olanchito")).toMatchObject({
        cost: 16_000,
        municipality: "Olanchito",
      });
    });

    it("deletes an unused location, deactivates one used by a sale", async () => {
      const unused = await addCity(db(), "Sin Ventas");
      const del = await t.request("DELETE", `/api/shipping-locations/${unused}`, { as: admin });
      expect(del.json).toEqual({ outcome: "deleted", message: msg.shippingDeleted });
      expect(
        await db().select().from(shippingLocations).where(eq(shippingLocations.id, unused)),
      ).toHaveLength(0);

      const used = await addCity(db(), "Con Ventas");
      const p = await addProduct(db(), { quantity: 5 });
      const sale = await t.request("POST", "/api/sales", {
        as: admin,
        body: {
          customer: { kind: "new", name: "Mostrador" },
          items: [{ productId: p, quantity: 1 }],
          shipping: { mode: "delivery", cityId: used, address: "Centro", municipality: "Yoro" },
        },
      });
      expect(sale.status, JSON.stringify(sale.json)).toBe(200);
      const [row] = await db()
        .select({ cityId: sales.shippingCityId })
        .from(sales)
        .where(eq(sales.id, sale.json.id));
      expect(row!.cityId).toBe(used);
      const res = await t.request("DELETE", `/api/shipping-locations/${used}`, { as: admin });
      expect(res.json).toEqual({ outcome: "deactivated", message: msg.shippingDeactivated });
      const all = await t.request("GET", "/api/shipping-locations/all", { as: admin });
      expect(all.json.find((l: { id: string }) => l.id === used)).toMatchObject({
        isActive: false,
        salesCount: 1,
      });
      const pub = await t.request("GET", "/api/shipping-locations");
      expect(pub.json.some((l: { id: string }) => l.id === used)).toBe(false);
    });

    it("a deactivated city cannot be chosen at checkout or in registration", async () => {
      const id = await addCity(db(), "Apagada");
      const p = await addProduct(db(), { quantity: 5 });
      await t.request("PUT", `/api/shipping-locations/${id}`, {
        as: admin,
        body: { city: "Apagada", department: "Francisco Morazán", cost: 8_000, isActive: false },
      });
      const order = await t.request("POST", "/api/checkout", {
        body: checkoutBody(id, [{ productId: p, quantity: 1 }], { paymentMethod: "transfer" }),
      });
      expect(order.status).toBe(400);
      expect(order.json.error).toMatchObject({ field: "shipping.cityId", message: msg.chooseCity });

      const signUp = (city: string, email: string) =>
        t.request("POST", "/api/auth/sign-up/email", {
          body: {
            name: "Luis Díaz",
            email,
            password: "secreto1",
            phone: "9876-5432",
            city,
            firstName: "Luis",
            lastName: "Díaz",
          },
        });
      const refused = await signUp("Apagada", "apagada@prueba.hn");
      expect(refused.status).toBe(400);
      expect(refused.json.error?.message ?? refused.json.message).toBe(msg.cityNotOffered);
      await addCity(db(), "Encendida");
      expect((await signUp("Encendida", "encendida@prueba.hn")).status).toBe(200);
    });
  });

  describe("discount codes", () => {
    const code = (c: string, extra: Record<string, unknown> = {}) => ({ code: c, percentage: 10, ...extra });

    it("adds a code (stored in capitals), edits it and refuses bad input in Spanish", async () => {
      const res = await t.request("POST", "/api/discount-codes", {
        as: admin,
        body: code(" verano ", {
          startsOn: "2026-01-01",
          endsOn: "2026-12-31",
          usageLimit: 50,
          minPurchase: 100_000,
        }),
      });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({
        code: "VERANO",
        percentage: 10,
        isActive: true,
        startsOn: "2026-01-01",
        endsOn: "2026-12-31",
        usageLimit: 50,
        usageCount: 0,
        minPurchase: 100_000,
      });
      const dup = await t.request("POST", "/api/discount-codes", { as: admin, body: code("Verano") });
      expect(dup.status).toBe(409);
      expect(dup.json.error).toMatchObject({ field: "code", message: msg.codeTaken });
      const cases: [Record<string, unknown>, string, string][] = [
        [code("X", { percentage: 0 }), "percentage", msg.codePercentageRange],
        [code("con espacio"), "code", msg.codeFormat],
        [code("Y", { startsOn: "2026-02-01", endsOn: "2026-01-01" }), "endsOn", msg.codeDatesOrder],
        [code("Z", { usageLimit: 0 }), "usageLimit", msg.codeUsageLimitInvalid],
      ];
      for (const [body, field, message] of cases) {
        const bad = await t.request("POST", "/api/discount-codes", { as: admin, body });
        expect(bad.status, field).toBe(400);
        expect(bad.json.error, field).toMatchObject({ field, message });
      }
      const edited = await t.request("PUT", "/api/discount-codes/VERANO", {
        as: admin,
        body: code("VERANO", { percentage: 15, isActive: false }),
      });
      expect(edited.json).toMatchObject({ code: "VERANO", percentage: 15, isActive: false, startsOn: null });
    });

    it("renames a code keeping its uses; refused when the new code exists", async () => {
      await t.request("POST", "/api/discount-codes", { as: admin, body: code("VIEJO") });
      await t.request("POST", "/api/discount-codes", { as: admin, body: code("OCUPADO") });
      await db().update(discountCodes).set({ usageCount: 3 }).where(eq(discountCodes.code, "VIEJO"));
      const taken = await t.request("PUT", "/api/discount-codes/VIEJO", { as: admin, body: code("ocupado") });
      expect(taken.status).toBe(409);
      expect(taken.json.error.message).toBe(msg.codeTaken);
      const renamed = await t.request("PUT", "/api/discount-codes/VIEJO", { as: admin, body: code("NUEVO") });
      expect(renamed.json).toMatchObject({ code: "NUEVO", usageCount: 3 });
      const codes = (await t.request("GET", "/api/discount-codes", { as: admin })).json.map(
        (c: { code: string }) => c.code,
      );
      expect(codes).toContain("NUEVO");
      expect(codes).not.toContain("VIEJO");
      const gone = await t.request("PUT", "/api/discount-codes/VIEJO", { as: admin, body: code("OTRO") });
      expect(gone.status).toBe(404);
      expect(gone.json.error.message).toBe(msg.codeNotFound);
    });

    it("two renames to the same new code at once: exactly one wins", async () => {
      await t.request("POST", "/api/discount-codes", { as: admin, body: code("UNO") });
      await t.request("POST", "/api/discount-codes", { as: admin, body: code("DOS") });
      const [a, b] = await Promise.all([
        t.request("PUT", "/api/discount-codes/UNO", { as: admin, body: code("GANADOR") }),
        t.request("PUT", "/api/discount-codes/DOS", { as: admin, body: code("GANADOR") }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const rows = await db().select({ code: discountCodes.code }).from(discountCodes);
      const names = rows.map((r) => r.code);
      expect(names.filter((n) => n === "GANADOR")).toHaveLength(1);
      // The loser kept its old name.
      expect(names.filter((n) => n === "UNO" || n === "DOS")).toHaveLength(1);
    });

    it("a code applies at checkout only from its start date and above its minimum purchase", async () => {
      const p = await addProduct(db(), { quantity: 5, salePrice: 50_000 });
      const city = await addCity(db(), "Cupones");
      await t.request("POST", "/api/discount-codes", {
        as: admin,
        body: code("FUTURO", { startsOn: "2099-01-01" }),
      });
      await t.request("POST", "/api/discount-codes", {
        as: admin,
        body: code("MINIMO", { minPurchase: 60_000 }),
      });
      const quote = (discountCode: string, quantity: number) =>
        t.request("POST", "/api/checkout/quote", {
          body: { items: [{ productId: p, quantity }], cityId: city, discountCode },
        });
      expect((await quote("futuro", 1)).json.discountError).toBe(msg.discountCodeNotStarted);
      expect((await quote("MINIMO", 1)).json.discountError).toBe(msg.discountCodeMinimum("L.\u00a0600.00"));
      expect((await quote("MINIMO", 2)).json.appliedDiscount).toMatchObject({
        code: "MINIMO",
        amount: 10_000,
      });
      const refused = await t.request("POST", "/api/checkout", {
        body: checkoutBody(city, [{ productId: p, quantity: 1 }], { discountCode: "MINIMO" }),
      });
      expect(refused.status).toBe(400);
      expect(refused.json.error).toMatchObject({
        field: "discountCode",
        message: msg.discountCodeMinimum("L.\u00a0600.00"),
      });
    });

    it("deletes a code", async () => {
      await t.request("POST", "/api/discount-codes", { as: admin, body: code("BORRAR") });
      const res = await t.request("DELETE", "/api/discount-codes/borrar", { as: admin });
      expect(res.json).toEqual({ message: msg.codeDeleted });
      expect((await t.request("DELETE", "/api/discount-codes/BORRAR", { as: admin })).status).toBe(404);
    });
  });
});
