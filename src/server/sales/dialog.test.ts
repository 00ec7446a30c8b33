import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addProduct,
  addSettings,
  expectConserved,
  saleViaApi,
  stockOf,
} from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";

describe.each(DB_KINDS)(
  "admin order dialog on %s (docs/product/states.md, validation.md, texts.md)",
  (kind) => {
    let t: TestApp;
    let admin: TestUser;
    let superadmin: TestUser;
    let seller: TestUser;
    let client: TestUser;
    beforeAll(async () => {
      t = await startTestApp(kind);
      await addSettings(t.ctx.database.db, { defaultCommissionBasisPoints: 500 });
      [admin, superadmin, seller, client] = await Promise.all([
        t.account("admin"),
        t.account("superadmin"),
        t.account("seller"),
        t.account("client"),
      ]);
    });
    afterAll(() => t.close());

    /** A L.\u00a01,000.00 sale of 2 units (L.\u00a0500.00 each) by the seller. */
    async function newSale(units = 5) {
      const p = await addProduct(t.ctx.database.db, {
        brand: "Casio",
        description: "",
        quantity: units,
        salePrice: 50_000,
      });
      const res = await saleViaApi(t, seller, [{ productId: p, quantity: 2 }]);
      expect(res.status).toBe(200);
      return { id: res.json.id as string, p, units };
    }
    const get = async (id: string, as: TestUser = admin) =>
      (await t.request("GET", `/api/sales/${id}`, { as })).json;
    const pay = (id: string, amount: number, type = "partial", as: TestUser = admin) =>
      t.request("POST", `/api/sales/${id}/payments`, { as, body: { amount, date: "2025-06-10", type } });

    it("every dialog operation refuses a seller (403), a client (403) and a signed-out visitor (401)", async () => {
      const { id, p, units } = await newSale();
      const ops: Array<[string, string, unknown]> = [
        ["PATCH", `/api/sales/${id}`, { status: "Enviado" }],
        ["POST", `/api/sales/${id}/payments`, { amount: 100, date: "2025-06-10", type: "partial" }],
        ["PUT", `/api/sales/${id}/payments/x`, { amount: 100, date: "2025-06-10" }],
        ["DELETE", `/api/sales/${id}/payments/x`, undefined],
        ["PUT", `/api/sales/${id}/amount-paid`, { amount: 100 }],
        ["POST", `/api/sales/${id}/extra-costs`, { description: "Caja", amount: 100 }],
        ["PUT", `/api/sales/${id}/extra-costs/0`, { description: "Caja", amount: 100 }],
        ["DELETE", `/api/sales/${id}/extra-costs/0`, undefined],
        ["PUT", `/api/sales/${id}/extra-discount`, { amount: 100, reason: "x" }],
      ];
      for (const [method, url, body] of ops) {
        expect(
          (await t.request(method as "POST", url, { as: seller, body })).status,
          `${method} ${url} seller`,
        ).toBe(403);
        expect(
          (await t.request(method as "POST", url, { as: client, body })).status,
          `${method} ${url} client`,
        ).toBe(403);
        expect((await t.request(method as "POST", url, { body })).status, `${method} ${url} anon`).toBe(401);
      }
      expect((await t.request("GET", "/api/sales/sellers", { as: seller })).status).toBe(403);
      const sale = await get(id);
      expect(sale).toMatchObject({ status: "Pendiente", amountPaid: 0, version: 1, extraCosts: [] });
      await expectConserved(t.ctx.database.db, { [p]: units });
      // Reading: the seller reads their own sale, a client never reads someone else's.
      expect((await t.request("GET", `/api/sales/${id}`, { as: seller })).status).toBe(200);
      expect((await t.request("GET", `/api/sales/${id}`, { as: client })).status).toBe(404);
      expect((await t.request("GET", `/api/sales/${id}`)).status).toBe(401);
      const other = await t.account("seller");
      expect((await t.request("GET", `/api/sales/${id}`, { as: other })).status).toBe(404);
    });

    it("a seller asks to cancel their own mistaken sale: admins are told, the history says so, nothing else changes; another's sale is 404; a few a day", async () => {
      const { id } = await newSale();
      const before = await get(id);
      const ask = (as: TestUser, reason = "Registré la venta al cliente equivocado", sale = id) =>
        t.request("POST", `/api/sales/${sale}/cancellation-request`, { as, body: { reason } });
      expect((await ask(seller, "   ")).json.error.message).toBe(
        "Por favor, indica por qué se debe anular la venta.",
      );
      const asked = await ask(seller);
      expect(asked.status).toBe(200);
      expect(asked.json.message).toBe(
        `Solicitud de anulación de la venta #${before.orderNumber} enviada a los administradores.`,
      );
      const after = await get(id);
      expect(after.status).toBe(before.status);
      expect(after.total).toBe(before.total);
      expect(after.history.find((h: { event: string }) => h.event === "Anulación Solicitada")).toMatchObject({
        event: "Anulación Solicitada",
        details: "Registré la venta al cliente equivocado",
      });
      const bell = await t.request("GET", "/api/notifications?limit=7", { as: admin });
      expect(bell.json.items[0]).toMatchObject({
        title: "Solicitud de anulación",
        link: `/admin/orders?order=${id}`,
      });
      // Another seller's sale answers as if it did not exist; a client may not ask.
      const other = await t.account("seller");
      expect((await ask(other)).status).toBe(404);
      expect((await ask(client)).status).toBe(403);
      // The admin cancels it, and a cancelled sale needs no request.
      const cancelled = await t.request("PATCH", `/api/sales/${id}`, {
        as: admin,
        body: { status: "Cancelado", cancellationReason: "Anulación solicitada por el vendedor" },
      });
      expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
      expect((await ask(seller)).json.error.message).toBe("Esta venta ya está cancelada.");
      // Five a day for each person: the sixth is refused, in Spanish.
      const { id: second } = await newSale();
      for (let i = 0; i < 2; i++) expect((await ask(seller, "Otra vez", second)).status).toBe(200);
      const sixth = await ask(seller, "Otra vez", second);
      expect(sixth.status).toBe(429);
      expect(sixth.json.error.message).toBe(
        "Ya enviaste varias solicitudes de anulación hoy. Habla con un administrador o inténtalo mañana.",
      );
    });

    it("payments: abono → exceed refused → rest → Completado → edit → delete, stock following each status", async () => {
      const db = t.ctx.database.db;
      const { id, p, units } = await newSale();
      let res = await pay(id, 40_000);
      expect(res.status).toBe(200);
      expect(res.json.sale).toMatchObject({ status: "Abonado", amountPaid: 40_000, balance: 60_000 });

      res = await pay(id, 60_002);
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe(
        "Error: El pago total no puede exceder el total de la orden de L.\u00a01,000.00.",
      );
      expect((await pay(id, 0)).json.error.message).toBe("El monto del pago debe ser mayor que cero.");
      expect(
        (
          await t.request("POST", `/api/sales/${id}/payments`, {
            as: admin,
            body: { amount: 5, date: " ", type: "partial" },
          })
        ).json.error.message,
      ).toBe("Por favor, selecciona una fecha.");

      res = await pay(id, 60_000);
      expect(res.json.sale).toMatchObject({ status: "Completado", balance: 0 });
      expect(await stockOf(db, p)).toMatchObject({ inProgressStock: 0, totalSold: 2 });
      const [latest, first] = res.json.sale.payments;
      expect(latest.amount).toBe(60_000); // newest first

      // Editing on a Completado sale: a lower amount becomes extra discount, the sale stays Completado.
      res = await t.request("PUT", `/api/sales/${id}/payments/${latest.paymentId}`, {
        as: admin,
        body: { amount: 50_000, date: "2025-06-11" },
      });
      expect(res.json.sale).toMatchObject({
        status: "Completado",
        amountPaid: 90_000,
        extraDiscount: { amount: 10_000 },
      });
      res = await t.request("PUT", `/api/sales/${id}/payments/${latest.paymentId}`, {
        as: admin,
        body: { amount: 0, date: "2025-06-11" },
      });
      expect(res.json.error.message).toBe("El monto debe ser un número válido y mayor que cero.");

      // Deleting from a Completado sale: Abonado (something still paid); units back to reserved.
      const version = (await get(id)).version;
      res = await t.request("DELETE", `/api/sales/${id}/payments/${latest.paymentId}?version=${version}`, {
        as: admin,
      });
      expect(res.json.sale).toMatchObject({ status: "Abonado", amountPaid: 40_000 });
      expect(await stockOf(db, p)).toMatchObject({ inProgressStock: 2, totalSold: 0 });
      res = await t.request("DELETE", `/api/sales/${id}/payments/${first.paymentId}`, { as: admin });
      expect(res.json.sale).toMatchObject({ status: "Pendiente", amountPaid: 0, payments: [] });
      const events = (await get(id)).history.map((h: { event: string }) => h.event);
      expect(events.slice(0, 5)).toEqual([
        "Pago Eliminado",
        "Pago Eliminado",
        "Pago Modificado",
        "Pago Registrado",
        "Pago Registrado",
      ]);
      await expectConserved(db, { [p]: units });
    });

    it("status rules: Completado refused with a balance, refund refused above paid, cancel returns stock, Enviado stamps shippedAt", async () => {
      const db = t.ctx.database.db;
      const { id, p, units } = await newSale();
      let res = await t.request("PATCH", `/api/sales/${id}`, { as: admin, body: { status: "Completado" } });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe(
        'No se puede marcar como "Completado". El saldo pendiente es de L.\u00a01,000.00. Registre el pago restante o ajuste con un descuento extra.',
      );
      await pay(id, 30_000);
      res = await t.request("PATCH", `/api/sales/${id}`, {
        as: superadmin,
        body: {
          status: "Enviado",
          carrier: "Cargo Expreso",
          trackingNumber: "CE-123",
          trackingUrl: "https://rastreo.hn/CE-123",
        },
      });
      expect(res.status).toBe(200);
      expect(res.json.sale.shippedAt).not.toBeNull();
      expect(res.json.sale.shippingInfo).toMatchObject({
        carrier: "Cargo Expreso",
        trackingNumber: "CE-123",
        trackingUrl: "https://rastreo.hn/CE-123",
      });
      expect(
        (await t.request("PATCH", `/api/sales/${id}`, { as: admin, body: { trackingUrl: "no es url" } })).json
          .error.message,
      ).toBe("Ingrese una URL de seguimiento válida.");

      res = await t.request("PATCH", `/api/sales/${id}`, {
        as: admin,
        body: { status: "Cancelado", refundAmount: 30_002, cancellationReason: "Pedido Extraviado" },
      });
      expect(res.json.error.message).toBe(
        "El monto a devolver (L.\u00a0300.02) no puede ser mayor que el monto pagado (L.\u00a0300.00).",
      );
      expect((await get(id)).status).toBe("Enviado");

      res = await t.request("PATCH", `/api/sales/${id}`, {
        as: admin,
        body: { status: "Cancelado", refundAmount: 10_000, cancellationReason: "Pedido Extraviado" },
      });
      expect(res.json.sale).toMatchObject({
        status: "Cancelado",
        amountPaid: 20_000,
        refundedAmount: 10_000,
        cancellationReason: "Pedido Extraviado",
      });
      expect(await stockOf(db, p)).toEqual({ quantity: units, inProgressStock: 0, totalSold: 0 });
      expect((await pay(id, 100)).json.error.message).toBe(
        "No se pueden modificar los pagos de una venta cancelada.",
      );

      // Reactivating takes the units again and resets the refund.
      res = await t.request("PATCH", `/api/sales/${id}`, { as: admin, body: { status: "Abonado" } });
      expect(res.json.sale).toMatchObject({ status: "Abonado", refundedAmount: 0, cancellationReason: null });
      expect(await stockOf(db, p)).toEqual({
        quantity: units - 2,
        inProgressStock: 2,
        totalSold: 0,
      });
      await expectConserved(db, { [p]: units });
    });

    it("delivered, commission, seller assignment and shipping date; nothing changed → no history entry", async () => {
      const { id } = await newSale();
      await pay(id, 100_000, "full");
      let res = await t.request("PATCH", `/api/sales/${id}`, {
        as: admin,
        body: {
          isDelivered: true,
          commissionPercentage: 12.25,
          sellerId: admin.id,
          shippedAt: "2025-06-12T10:00:00-06:00",
        },
      });
      expect(res.json.sale).toMatchObject({
        isDelivered: true,
        commission: { percentage: 12.25 },
        sellerId: admin.id,
        shippedAt: "2025-06-12T16:00:00.000Z",
      });
      expect(res.json.sale.deliveredAt).not.toBeNull();
      expect(res.json.sale.history[0].event).toBe("Actualización de Venta");
      expect(
        (await t.request("PATCH", `/api/sales/${id}`, { as: admin, body: { sellerId: client.id } })).json
          .error.message,
      ).toBe("El vendedor indicado no existe o no puede vender.");
      expect(
        (await t.request("PATCH", `/api/sales/${id}`, { as: admin, body: { commissionPercentage: 101 } }))
          .status,
      ).toBe(400);
      // A third decimal cannot be held in basis points: refused in Spanish, nothing changed.
      const third = await t.request("PATCH", `/api/sales/${id}`, {
        as: admin,
        body: { commissionPercentage: 7.555 },
      });
      expect(third.status).toBe(400);
      expect(third.json.error.message).toBe(msg.commissionRange);
      expect((await get(id)).commission.percentage).toBe(12.25);
      const before = await get(id);
      res = await t.request("PATCH", `/api/sales/${id}`, {
        as: admin,
        body: { isDelivered: true, version: before.version },
      });
      expect(res.json.sale.version).toBe(before.version);
      expect(res.json.sale.history.length).toBe(before.history.length);
    });

    it("extra costs and extra discount move the total and reopen a Completado order", async () => {
      const { id } = await newSale();
      await pay(id, 100_000);
      let res = await t.request("POST", `/api/sales/${id}/extra-costs`, {
        as: admin,
        body: { description: "Grabado", amount: 5_000 },
      });
      expect(res.json.sale).toMatchObject({
        total: 105_000,
        extraCostsTotal: 5_000,
        status: "Abonado",
        balance: 5_000,
      });
      expect(
        (
          await t.request("POST", `/api/sales/${id}/extra-costs`, {
            as: admin,
            body: { description: " ", amount: 5 },
          })
        ).json.error.message,
      ).toBe("Ingrese la descripción y el monto del costo extra.");
      res = await t.request("PUT", `/api/sales/${id}/extra-costs/0`, {
        as: admin,
        body: { description: "Grabado láser", amount: 2_000 },
      });
      expect(res.json.sale).toMatchObject({
        total: 102_000,
        extraCosts: [{ description: "Grabado láser", amount: 2_000 }],
      });
      expect(
        (
          await t.request("PUT", `/api/sales/${id}/extra-costs/3`, {
            as: admin,
            body: { description: "x", amount: 1 },
          })
        ).json.error.message,
      ).toBe("El costo extra indicado no existe.");
      res = await t.request("PUT", `/api/sales/${id}/extra-discount`, {
        as: admin,
        body: { amount: 2_000, reason: "Cortesía" },
      });
      expect(res.json.sale).toMatchObject({ status: "Abonado", balance: 0 });
      res = await t.request("PUT", `/api/sales/${id}/extra-discount`, {
        as: admin,
        body: { amount: 2_000, reason: "Cortesía" },
      });
      expect(res.json.notices).toEqual(["No hay cambios que guardar en el descuento."]);
      res = await t.request("DELETE", `/api/sales/${id}/extra-costs/0`, { as: admin });
      expect(res.json.sale).toMatchObject({ total: 100_000, extraCosts: [] });
      const events = res.json.sale.history.map((h: { event: string }) => h.event);
      expect(events.slice(0, 4)).toEqual([
        "Costo Extra Eliminado",
        "Actualización de Venta",
        "Costo Extra Modificado",
        "Costo Extra Agregado",
      ]);
      // Manual amountPaid sets the flag the receipt reads.
      res = await t.request("PUT", `/api/sales/${id}/amount-paid`, { as: admin, body: { amount: 50_000 } });
      expect(res.json.sale).toMatchObject({
        amountPaid: 50_000,
        paymentHistoryInvalidated: true,
        status: "Abonado",
      });
    });

    it("a stale screen is refused (409) and a missing order answers the spec's text", async () => {
      const { id } = await newSale();
      const shown = (await get(id)).version;
      expect(
        (
          await t.request("PATCH", `/api/sales/${id}`, {
            as: admin,
            body: { commissionPercentage: 3, version: shown },
          })
        ).status,
      ).toBe(200);
      const stale = await t.request("PATCH", `/api/sales/${id}`, {
        as: superadmin,
        body: { commissionPercentage: 9, version: shown },
      });
      expect(stale.status).toBe(409);
      expect(stale.json.error.message).toBe(
        "La orden fue modificada por otra persona. Revise los cambios e intente de nuevo.",
      );
      expect((await get(id)).commission.percentage).toBe(3);
      const missing = await t.request("GET", "/api/sales/no-existe", { as: admin });
      expect(missing.status).toBe(404);
      expect(missing.json.error.message).toBe(
        "Error: La orden no fue encontrada. Puede que haya sido eliminada o la conversión falló.",
      );
    });

    it("10 concurrent payments of L.\u00a0300.00 on a L.\u00a01,000.00 sale never overpay", async () => {
      const { id, p, units } = await newSale();
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => pay(id, 30_000, "partial", i % 2 ? admin : superadmin)),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(3);
      for (const r of results.filter((x) => x.status !== 200))
        expect(r.json.error.message).toMatch(/^Error: El pago total no puede exceder/);
      const sale = await get(id);
      expect(sale.amountPaid).toBe(90_000);
      expect(sale.payments).toHaveLength(3);
      expect(sale.status).toBe("Abonado");
      await expectConserved(t.ctx.database.db, { [p]: units });
    });

    it("concurrent full payment and edits on one sale keep money and stock consistent", async () => {
      const { id, p, units } = await newSale();
      await pay(id, 10_000);
      const results = await Promise.all([
        pay(id, 90_000, "full", admin),
        pay(id, 90_000, "full", superadmin),
        t.request("POST", `/api/sales/${id}/extra-costs`, {
          as: admin,
          body: { description: "Envío urgente", amount: 1_000 },
        }),
        t.request("PATCH", `/api/sales/${id}`, { as: superadmin, body: { status: "Enviado" } }),
      ]);
      expect(results.some((r) => r.status === 200)).toBe(true);
      const sale = await get(id);
      expect(sale.amountPaid).toBeLessThanOrEqual(sale.total - sale.extraDiscount.amount + 1);
      expect(sale.amountPaid).toBe(
        sale.payments.reduce((s: number, x: { amount: number }) => s + x.amount, 0),
      );
      const stock = await stockOf(t.ctx.database.db, p);
      expect(sale.status === "Completado" ? stock.totalSold : stock.inProgressStock).toBe(2);
      await expectConserved(t.ctx.database.db, { [p]: units });
    });
  },
);
