import { openSale } from "../../src/domain/sales/sale-create";
import { priceSale } from "../../src/domain/sales/totals";
import { SERVICE_KINDS, SERVICE_STATES } from "../../src/domain/service-orders/states";
import type { Db } from "../../src/server/db/client";
import { newId } from "../../src/server/db/ids";
import { recordNewSale } from "../../src/server/sales";
import { serviceOrderEvents, serviceOrders } from "../../src/server/service-orders/schema";

const DAY = 86_400_000;

/**
 * `count` service orders, each with its sale written by the sales' own writer (the record builder
 * and the journal), spread over a year and every state; claim codes from `B00000` on.
 */
export async function fillServiceOrders(db: Db, count: number): Promise<void> {
  const now = Date.now();
  for (let i = 0; i < count; i += 100) {
    await db.transaction(async (tx) => {
      for (let k = i; k < Math.min(i + 100, count); k++) {
        const at = new Date(now - (k % 365) * DAY - (k % 24) * 3_600_000);
        const amount = 20_000 + (k % 40) * 5_000;
        const sale = openSale(
          priceSale({
            lines: [],
            shippingCost: 0,
            discountCode: null,
            extraCosts: [{ description: "Servicio (estimado)", amount }],
          }),
          { amount: 0, reason: "" },
          0,
        );
        const saleId = newId();
        await recordNewSale(
          tx,
          {
            source: "service",
            id: saleId,
            sale,
            buyer: {
              customerId: null,
              userId: null,
              name: `Cliente de taller ${k}`,
              email: null,
              phone: `9${String(k).padStart(7, "0")}`,
              accountRole: null,
            },
            shipping: null,
            seller: null,
            saleDate: at.toISOString(),
            createdAt: at.toISOString(),
          },
          [
            {
              event: "Orden de Servicio Recibida",
              user: "Benchmark",
              timestamp: at.toISOString(),
              details: "",
            },
          ],
          null,
        );
        const state = SERVICE_STATES[k % SERVICE_STATES.length]!;
        const [order] = await tx
          .insert(serviceOrders)
          .values({
            saleId,
            claimCode: `B${String(k).padStart(5, "0")}`,
            state,
            kind: SERVICE_KINDS[k % SERVICE_KINDS.length]!,
            brand: ["Seiko", "Casio", "Citizen", "Orient"][k % 4]!,
            model: `Modelo ${k % 50}`,
            serial: k % 3 === 0 ? `BENCH-${k}` : null,
            problem: "No funciona",
            estimatedPrice: amount,
            receivedByName: "Benchmark",
            receivedAt: at,
            readyAt:
              state === "Listo para entregar" || state === "Entregado" ? new Date(at.getTime() + DAY) : null,
            deliveredAt: state === "Entregado" ? new Date(at.getTime() + 2 * DAY) : null,
          })
          .returning({ id: serviceOrders.id });
        await tx.insert(serviceOrderEvents).values({
          serviceOrderId: order!.id,
          state: "Recibido",
          userName: "Benchmark",
          at,
        });
      }
    });
  }
}
