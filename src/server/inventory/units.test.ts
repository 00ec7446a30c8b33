import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCity,
  addProduct,
  addSettings,
  changeSettings,
  checkoutBody,
  saleViaApi,
  stockOf,
} from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { checkData } from "../import/check";
import { invoices } from "../invoices/schema";
import { productUnits, serialsOwed, unitEvents } from "./schema";

/** Watches kept by serial number, end to end through the API (docs/decisions/0247). */
describe.each(DB_KINDS)("Watches by serial number on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  let city: string;
  const db = () => t.ctx.database.db;
  let serialCounter = 0;
  /** Serials unique across the whole run (both databases share none, but tests share one). */
  const serials = (n: number) =>
    Array.from({ length: n }, () => `SN-${kind.toUpperCase()}-${++serialCounter}`);

  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(db(), { warrantyMonths: 12 });
    city = await addCity(db(), "La Ceiba", 9_000);
    admin = await t.account("admin");
    seller = await t.account("seller");
  });
  afterAll(() => t.close());

  const unitsOf = (productId: string) =>
    db()
      .select()
      .from(productUnits)
      .where(eq(productUnits.productId, productId))
      .orderBy(asc(productUnits.serial));
  const unit = async (serial: string) =>
    (await db().select().from(productUnits).where(eq(productUnits.serial, serial)))[0]!;
  const eventsOf = async (serial: string) =>
    (
      await db()
        .select({ event: unitEvents.event })
        .from(unitEvents)
        .where(eq(unitEvents.unitId, (await unit(serial)).id))
        .orderBy(asc(unitEvents.at), asc(unitEvents.id))
    ).map((e) => e.event);
  const expectCheckClean = async () => {
    const check = await checkData(db());
    expect(check.violations.filter((v) => v.kind === "product")).toEqual([]);
  };
  /** A serialized product with `n` units received by serial through 'Agregar stock'. */
  const serializedProduct = async (n: number, price = 250_000) => {
    const id = await addProduct(db(), {
      quantity: 0,
      salePrice: price,
      serialized: true,
      name: "Seiko Presage",
    });
    const list = serials(n);
    const res = await t.request("POST", `/api/inventory/products/${id}/stock-increase`, {
      as: admin,
      body: { amount: n, notes: "", serials: list },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return { id, serials: list };
  };

  describe("receiving", () => {
    it("takes one new serial per unit; refuses a wrong count, a repeat and a known serial, writing nothing", async () => {
      const { id, serials: got } = await serializedProduct(3);
      expect((await unitsOf(id)).map((u) => [u.serial, u.status])).toEqual(got.map((s) => [s, "en stock"]));
      expect(await eventsOf(got[0]!)).toEqual(["recibida"]);
      const add = (body: Record<string, unknown>) =>
        t.request("POST", `/api/inventory/products/${id}/stock-increase`, {
          as: admin,
          body: { notes: "", ...body },
        });
      const [fresh] = serials(1);
      const wrongCount = await add({ amount: 2, serials: [fresh] });
      expect(wrongCount.status).toBe(400);
      expect(wrongCount.json.error.message).toBe(msg.unitSerialCount(2, 1));
      expect((await add({ amount: 1, serials: [got[1]!.toLowerCase()] })).json.error.message).toBe(
        msg.unitSerialExists(got[1]!),
      );
      expect((await add({ amount: 2, serials: [fresh, fresh] })).json.error.message).toBe(
        msg.unitSerialRepeated(fresh!),
      );
      expect((await stockOf(db(), id)).quantity).toBe(3);
      expect(await unitsOf(id)).toHaveLength(3);
      // The absolute adjustment is for products without serials.
      const absolute = await t.request("POST", `/api/inventory/products/${id}/stock-adjustment`, {
        as: admin,
        body: { quantity: 1, reason: "corrección", notes: "" },
      });
      expect(absolute.status).toBe(400);
      expect(absolute.json.error.message).toBe(msg.unitSerialsNeeded("Seiko Presage"));
      await expectCheckClean();
    });

    it("refuses serials for a product not kept by serial", async () => {
      const id = await addProduct(db(), { quantity: 0 });
      const res = await t.request("POST", `/api/inventory/products/${id}/stock-increase`, {
        as: admin,
        body: { amount: 1, notes: "", serials: serials(1) },
      });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe(msg.unitNotSerialized);
    });

    it("a new product kept by serial opens with one unit per serial", async () => {
      const list = serials(2);
      const res = await t.request("POST", "/api/products", {
        as: admin,
        body: {
          name: "Orient Bambino",
          description: "",
          brand: "Orient",
          model: "",
          specs: {},
          salePrice: 600_000,
          promoPrice: null,
          originalPublicPrice: null,
          wholesalePrice: null,
          unitCost: null,
          lowStockThreshold: null,
          isPublic: true,
          warrantyMonths: 24,
          initialStock: 2,
          serialized: true,
          initialSerials: list,
        },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect((await unitsOf(res.json.id)).map((u) => u.serial)).toEqual(list);
      expect((await stockOf(db(), res.json.id)).quantity).toBe(2);
      await expectCheckClean();
    });

    it("adjusts by naming the units that enter and those written off", async () => {
      const { id, serials: got } = await serializedProduct(2);
      const [extra] = serials(1);
      const res = await t.request("POST", `/api/inventory/products/${id}/unit-adjustment`, {
        as: admin,
        body: { add: [extra], writeOff: [got[0]], reason: "dañado", notes: "Cristal roto" },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect((await unit(got[0]!)).status).toBe("dada de baja");
      expect((await unit(extra!)).status).toBe("en stock");
      expect((await stockOf(db(), id)).quantity).toBe(2);
      // A written-off watch cannot be written off again, nor sold.
      const again = await t.request("POST", `/api/inventory/products/${id}/unit-adjustment`, {
        as: admin,
        body: { writeOff: [got[0]] },
      });
      expect(again.json.error.message).toBe(msg.unitWriteOffUnknown(got[0]!));
      await expectCheckClean();
    });
  });

  describe("making a product serialized", () => {
    it("asks one serial per available unit, and is refused while sales hold some", async () => {
      const id = await addProduct(db(), { quantity: 0, name: "Casio Edifice" });
      await t.request("POST", `/api/inventory/products/${id}/stock-increase`, {
        as: admin,
        body: { amount: 3 },
      });
      const held = await saleViaApi(t, admin, [{ productId: id, quantity: 1 }]);
      expect(held.status).toBe(200);
      const refused = await t.request("POST", `/api/inventory/products/${id}/serialize`, {
        as: admin,
        body: { serials: serials(2) },
      });
      expect(refused.json.error.message).toBe(msg.unitSerializeReserved(1));
      await t.request("PATCH", `/api/sales/${held.json.id}`, { as: admin, body: { status: "Cancelado" } });
      const wrong = await t.request("POST", `/api/inventory/products/${id}/serialize`, {
        as: admin,
        body: { serials: serials(2) },
      });
      expect(wrong.json.error.message).toBe(msg.unitSerialCount(3, 2));
      const ok = await t.request("POST", `/api/inventory/products/${id}/serialize`, {
        as: admin,
        body: { serials: serials(3) },
      });
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
      expect(await unitsOf(id)).toHaveLength(3);
      await expectCheckClean();
    });
  });

  describe("selling", () => {
    it("the counter names each watch; the unit follows the sale to sold and back to stock on cancel", async () => {
      const { id, serials: got } = await serializedProduct(2, 99_999_999);
      const without = await saleViaApi(t, seller, [{ productId: id, quantity: 1 }]);
      expect(without.status).toBe(400);
      expect(without.json.error.message).toBe(msg.unitSerialsNeeded("Seiko Presage"));
      expect((await stockOf(db(), id)).quantity).toBe(2);

      const sale = await saleViaApi(t, seller, [
        { productId: id, quantity: 1, serials: [got[0]!.toLowerCase()] },
      ]);
      expect(sale.status, JSON.stringify(sale.json)).toBe(200);
      expect(await unit(got[0]!)).toMatchObject({ status: "reservada", saleId: sale.json.id });
      // Another sale cannot take the same watch.
      const twice = await saleViaApi(t, seller, [{ productId: id, quantity: 1, serials: [got[0]!] }]);
      expect(twice.json.error.message).toBe(msg.unitNotInStock(got[0]!));

      const paid = await t.request("POST", `/api/sales/${sale.json.id}/payments`, {
        as: admin,
        body: { amount: 99_999_999, date: new Date().toISOString(), type: "full", method: "efectivo" },
      });
      expect(paid.status, JSON.stringify(paid.json)).toBe(200);
      expect(await unit(got[0]!)).toMatchObject({ status: "vendida", saleId: sale.json.id });

      const serialsOfSale = await t.request("GET", `/api/sales/${sale.json.id}/serials`, { as: admin });
      expect(serialsOfSale.json.units).toEqual([
        expect.objectContaining({
          serial: got[0],
          productName: "Seiko Presage",
          warrantyEnd: expect.any(String),
        }),
      ]);
      const looked = await t.request(
        "GET",
        `/api/inventory/serials/${encodeURIComponent(got[0]!.toLowerCase())}`,
        {
          as: seller,
        },
      );
      expect(looked.status).toBe(200);
      expect(looked.json).toMatchObject({
        status: "vendida",
        sale: { orderNumber: sale.json.orderNumber, customerName: "Cliente Mostrador", invoiceNumber: null },
        warranty: { months: 12, daysLeft: expect.any(Number) },
      });
      expect(looked.json.warranty.daysLeft).toBeGreaterThan(360);
      expect(looked.json.history.map((h: { event: string }) => h.event)).toEqual([
        "recibida",
        "reservada",
        "vendida",
      ]);

      // The receipt and the factura name the watch; the receipt with its warranty's last day.
      const receipt = await t.request("GET", `/api/sales/${sale.json.id}/receipt.html?papel=80mm`, {
        as: seller,
      });
      expect(receipt.status).toBe(200);
      expect(String(receipt.json)).toMatch(
        new RegExp(`Serie ${got[0]} · Garantía hasta \\d{1,2} \\w+\\.? \\d{4}`),
      );
      await changeSettings(db(), { legalName: "Relojería Tiempo S. de R.L.", rtn: "08019015123456" });
      const cai = await t.request("POST", "/api/invoicing/cais", {
        as: admin,
        body: {
          cai: "A1B2C3-D4E5F6-0A1B2C-3D4E5F-60A1B2-C3",
          rangeFrom: "000-001-01-00000001",
          rangeTo: "000-001-01-00000100",
          deadline: "2099-12-31",
        },
      });
      expect(cai.status, JSON.stringify(cai.json)).toBe(200);
      const invoice = await t.request("POST", `/api/sales/${sale.json.id}/invoices`, {
        as: admin,
        body: { buyerRtn: "08011990123456" },
      });
      expect(invoice.status, JSON.stringify(invoice.json)).toBe(200);
      const [stored] = await db()
        .select({ document: invoices.document })
        .from(invoices)
        .where(eq(invoices.saleId, sale.json.id));
      expect((stored!.document as { lines: unknown[] }).lines[0]).toMatchObject({
        description: "Seiko Presage",
        serials: [got[0]],
      });
      const voided = await t.request("POST", `/api/invoices/${invoice.json.invoice.id}/void`, {
        as: admin,
        body: { reason: "Prueba de número de serie" },
      });
      expect(voided.status, JSON.stringify(voided.json)).toBe(200);

      const cancel = await t.request("PATCH", `/api/sales/${sale.json.id}`, {
        as: admin,
        body: { status: "Cancelado", refundAmount: 0 },
      });
      expect(cancel.status, JSON.stringify(cancel.json)).toBe(200);
      expect(await unit(got[0]!)).toMatchObject({ status: "en stock", saleId: null });
      expect(await eventsOf(got[0]!)).toEqual(["recibida", "reservada", "vendida", "devuelta a stock"]);
      expect((await stockOf(db(), id)).quantity).toBe(2);
      await expectCheckClean();
    });

    it("a web order is reserved by product; Enviado waits for its serial, which an admin names", async () => {
      const { id, serials: got } = await serializedProduct(2);
      const placed = await t.request("POST", "/api/checkout", {
        body: checkoutBody(city, [{ productId: id, quantity: 1 }], { paymentMethod: "transfer" }),
      });
      expect(placed.status, JSON.stringify(placed.json)).toBe(200);
      const converted = await t.request("POST", `/api/web-purchases/${placed.json.orderId}/convert`, {
        as: admin,
        body: {},
      });
      expect(converted.status, JSON.stringify(converted.json)).toBe(200);
      const saleId = placed.json.orderId as string;
      expect(await db().select().from(serialsOwed).where(eq(serialsOwed.saleId, saleId))).toEqual([
        { saleId, productId: id, owed: 1 },
      ]);
      await expectCheckClean();

      const ship = () =>
        t.request("PATCH", `/api/sales/${saleId}`, { as: admin, body: { status: "Enviado" } });
      const refused = await ship();
      expect(refused.status).toBe(400);
      expect(refused.json.error.message).toBe(msg.unitSerialsMissing("Seiko Presage", 1));

      expect(
        (await t.request("POST", `/api/sales/${saleId}/serials`, { as: seller, body: { serial: got[1] } }))
          .status,
      ).toBe(403);
      const wrong = await t.request("POST", `/api/sales/${saleId}/serials`, {
        as: admin,
        body: { serial: "NOPE-1" },
      });
      expect(wrong.json.error.message).toBe(msg.unitNotFound("NOPE-1"));
      const named = await t.request("POST", `/api/sales/${saleId}/serials`, {
        as: admin,
        body: { serial: got[1] },
      });
      expect(named.status, JSON.stringify(named.json)).toBe(200);
      expect(named.json.sale.history.map((h: { event: string }) => h.event)).toContain(
        "Número de Serie Asignado",
      );
      const full = await t.request("POST", `/api/sales/${saleId}/serials`, {
        as: admin,
        body: { serial: got[0] },
      });
      expect(full.json.error.message).toBe(msg.unitTooMany("Seiko Presage"));
      await expectCheckClean();

      // Taken back and named again: the sale owes it in between.
      const removed = await t.request("DELETE", `/api/sales/${saleId}/serials/${got[1]}`, { as: admin });
      expect(removed.status).toBe(200);
      expect((await unit(got[1]!)).status).toBe("en stock");
      await expectCheckClean();
      await t.request("POST", `/api/sales/${saleId}/serials`, { as: admin, body: { serial: got[0] } });

      const shipped = await ship();
      expect(shipped.status, JSON.stringify(shipped.json)).toBe(200);
      expect(await unit(got[0]!)).toMatchObject({ status: "reservada", saleId });
      // The payment that completes the sale sells the watch named in it.
      const paid = await t.request("POST", `/api/sales/${saleId}/payments`, {
        as: admin,
        body: {
          amount: shipped.json.sale.balance,
          date: new Date().toISOString(),
          type: "full",
          method: "transferencia",
        },
      });
      expect(paid.status, JSON.stringify(paid.json)).toBe(200);
      expect(paid.json.sale.status).toBe("Completado");
      expect(await unit(got[0]!)).toMatchObject({ status: "vendida", saleId });
      await expectCheckClean();
    });
  });

  describe("counting", () => {
    it("a stock-take counts watches by scanning serials, lists the missing and the unexpected, writes off the missing", async () => {
      const { id, serials: got } = await serializedProduct(3);
      const { serials: elsewhere } = await serializedProduct(1);
      const start = await t.request("POST", "/api/inventory/stock-take", {
        as: admin,
        body: { productIds: [id] },
      });
      expect(start.status, JSON.stringify(start.json)).toBe(200);
      const takeId = start.json.id as string;
      const typed = await t.request("PUT", `/api/inventory/stock-take/${takeId}/lines/${id}`, {
        as: admin,
        body: { countedQuantity: 3 },
      });
      expect(typed.json.error.message).toBe(msg.stockTakeScanSerial("Seiko Presage"));
      const scan = (code: string) =>
        t.request("POST", `/api/inventory/stock-take/${takeId}/scan`, { as: admin, body: { code } });
      expect((await scan(got[0]!)).json).toMatchObject({ productId: id, countedQuantity: 1, notice: null });
      expect((await scan(got[0]!)).json.notice).toBe(msg.stockTakeSerialAgain(got[0]!));
      expect((await scan(got[2]!.toLowerCase())).json.countedQuantity).toBe(2);
      const unknown = await scan("XX-999999");
      expect(unknown.status).toBe(404);
      expect(unknown.json.error.message).toBe(msg.scanCodeNotFound("XX-999999"));
      const outside = msg.stockTakeSerialNotCounted(elsewhere[0]!, "Seiko Presage");
      expect((await scan(elsewhere[0]!)).json.notice).toBe(outside);
      const take = (await t.request("GET", "/api/inventory/stock-take", { as: admin })).json.stockTake;
      expect(take.lines[0]).toMatchObject({ serialized: true, countedQuantity: 2, missing: [got[1]] });
      expect(take.unexpected).toEqual([{ serial: elsewhere[0], note: outside }]);
      const applied = await t.request("POST", `/api/inventory/stock-take/${takeId}/apply`, { as: admin });
      expect(applied.status, JSON.stringify(applied.json)).toBe(200);
      expect((await unit(got[1]!)).status).toBe("dada de baja");
      expect((await stockOf(db(), id)).quantity).toBe(2);
      await expectCheckClean();
    });
  });

  describe("who may do what", () => {
    it("admins serialize and adjust; every staff member lists and looks up; clients nothing", async () => {
      const { id, serials: got } = await serializedProduct(1);
      const client = await t.account("client");
      for (const as of [seller, client]) {
        expect(
          (
            await t.request("POST", `/api/inventory/products/${id}/unit-adjustment`, {
              as,
              body: { add: serials(1) },
            })
          ).status,
        ).toBe(403);
      }
      expect(
        (await t.request("GET", `/api/inventory/products/${id}/units`, { as: seller })).json.items,
      ).toHaveLength(1);
      expect((await t.request("GET", `/api/inventory/serials/${got[0]}`, { as: client })).status).toBe(403);
      expect((await t.request("GET", "/api/inventory/serials/NADA-000", { as: seller })).status).toBe(404);
    });
  });
});
