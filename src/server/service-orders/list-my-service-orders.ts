import { desc, eq } from "drizzle-orm";
import { shopDay } from "../../domain/kernel/shop-calendar";
import type { Db } from "../db/client";
import { sales } from "../sales/schema";
import { loadSettings } from "../settings";
import { estimatesOf } from "./get-service-order";
import { deskRows, toRow } from "./list-service-orders";
import { serviceOrders } from "./schema";

/** Mis Compras: the client's own watches at the desk, newest first, with the estimate awaiting their answer. */
export async function listMyServiceOrders(db: Db, userId: string, now = new Date()) {
  const rows = await deskRows(db, eq(sales.customerUserId, userId))
    .orderBy(desc(serviceOrders.receivedAt))
    .limit(50);
  const days = (await loadSettings(db)).serviceUncollectedDays ?? 15;
  return Promise.all(
    rows.map(async (r) => {
      const row = toRow(r, shopDay(now), days);
      const waiting = (await estimatesOf(db, r.order.id)).find((e) => e.status === "enviado");
      const { sentByName: _staff, ...pendingEstimate } = waiting ?? { sentByName: "" };
      return {
        id: row.id,
        number: row.number,
        state: row.state,
        watch: row.watch,
        kind: row.kind,
        claimCode: r.order.claimCode,
        receivedAt: row.receivedAt,
        estimatedDate: row.estimatedDate,
        total: row.total,
        balance: row.balance,
        pendingEstimate:
          waiting && row.state === "Presupuesto enviado"
            ? (pendingEstimate as Omit<typeof waiting, "sentByName">)
            : null,
      };
    }),
  );
}
