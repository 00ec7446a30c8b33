import { asc, eq } from "drizzle-orm";
import type { EstimateView, ServiceOrderDetail } from "../../contracts/service-orders/service-orders";
import { warrantyLabel } from "../../domain/inventory/warranty";
import { orderNumber } from "../../domain/kernel/roles";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { estimateTotals } from "../../domain/service-orders/estimate";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import { type EstimateStatus, type ServiceState, staffMovesFrom } from "../../domain/service-orders/states";
import type { Db, DbOrTx } from "../db/client";
import { notFound } from "../http/errors";
import { lookupSerial } from "../inventory";
import { loadSettings } from "../settings";
import { deskRows, toRow } from "./list-service-orders";
import { serviceEstimates, serviceOrderEvents, serviceOrderPhotos, serviceOrders } from "./schema";
import { readServiceOrder } from "./service-order-rows";

/** An estimate as people read it: its lines, the labour and parts totals, who sent and answered it. */
export function estimateViewOf(row: typeof serviceEstimates.$inferSelect): EstimateView {
  const totals = estimateTotals(row.lines);
  return {
    id: row.id,
    n: row.n,
    status: row.status as EstimateStatus,
    labour: row.lines.labour,
    parts: row.lines.parts,
    labourTotal: totals.labour,
    partsTotal: totals.parts,
    total: totals.total,
    sentAt: row.sentAt.toISOString(),
    sentByName: row.sentByName,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: row.answeredBy,
  };
}

export async function estimatesOf(db: DbOrTx, orderId: string): Promise<EstimateView[]> {
  const rows = await db
    .select()
    .from(serviceEstimates)
    .where(eq(serviceEstimates.serviceOrderId, orderId))
    .orderBy(asc(serviceEstimates.n));
  return rows.map(estimateViewOf);
}

/** The store's own watch: its product and how its warranty stands today. */
async function unitOf(db: Db, serial: string | null, now: Date) {
  if (!serial) return null;
  try {
    const found = await lookupSerial(db, serial, now);
    const end = found.warranty?.end ?? null;
    return {
      productName: found.product.name,
      warrantyEnd: end,
      warrantyLabel: warrantyLabel(end, shopDay(now)),
    };
  } catch {
    return null;
  }
}

/** One order for the desk: the row, the watch, its estimates, photos, history and the moves open to it. */
export async function getServiceOrder(db: Db, id: string, now = new Date()): Promise<ServiceOrderDetail> {
  const order = await readServiceOrder(db, id);
  const [row] = await deskRows(db, eq(serviceOrders.id, id));
  if (!row) throw notFound(m.serviceNotFound);
  const settings = await loadSettings(db);
  const [estimates, events, photos, unit] = await Promise.all([
    estimatesOf(db, id),
    db
      .select()
      .from(serviceOrderEvents)
      .where(eq(serviceOrderEvents.serviceOrderId, id))
      .orderBy(asc(serviceOrderEvents.at), asc(serviceOrderEvents.id)),
    db
      .select({
        id: serviceOrderPhotos.id,
        width: serviceOrderPhotos.width,
        height: serviceOrderPhotos.height,
      })
      .from(serviceOrderPhotos)
      .where(eq(serviceOrderPhotos.serviceOrderId, id))
      .orderBy(asc(serviceOrderPhotos.at)),
    order.unitId ? unitOf(db, order.serial, now) : Promise.resolve(null),
  ]);
  return {
    ...toRow(row, shopDay(now), settings.serviceUncollectedDays ?? 15),
    saleId: order.saleId,
    saleOrderNumber: orderNumber(order.saleId),
    claimCode: order.claimCode,
    brand: order.brand,
    model: order.model,
    serial: order.serial,
    unit,
    problem: order.problem,
    condition: order.condition,
    accessories: order.accessories,
    estimatedPrice: order.estimatedPrice,
    technicianId: order.technicianId,
    cancelReason: order.cancelReason,
    receivedByName: order.receivedByName,
    readyAt: order.readyAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    reminderSentAt: order.reminderSentAt?.toISOString() ?? null,
    warrantyCost: order.warrantyCost,
    customerEmail: row.customerEmail,
    amountPaid: row.amountPaid,
    saleVersion: row.saleVersion,
    moves: [...staffMovesFrom(order.state as ServiceState)],
    estimates,
    events: events.map((e) => ({
      state: e.state as ServiceState,
      details: e.details,
      userName: e.userName,
      at: e.at.toISOString(),
    })),
    photos,
  };
}
