import { eq } from "drizzle-orm";
import type { ServiceState } from "../../domain/service-orders/states";
import { storeNameOf } from "../../domain/settings/store-settings";
import type { Db } from "../db/client";
import { loadSettings } from "../settings";
import { estimateOfLink } from "./answer-service-estimate";
import { type DeskConfig, numberOf, saleOfOrder, watchOf } from "./desk-context";
import { estimateViewOf } from "./get-service-order";
import { serviceEstimates } from "./schema";
import { readServiceOrder } from "./service-order-rows";

/**
 * What the signed link shows a customer without an account: the store, the order, the watch and
 * the estimate with its answer so far; no staff names, no internal notes.
 */
export async function getServiceEstimateByLink(db: Db, config: DeskConfig, token: string, now = new Date()) {
  const { estimateId, orderId } = await estimateOfLink(db, config, token, now);
  const order = await readServiceOrder(db, orderId);
  const sale = await saleOfOrder(db, order);
  const [row] = await db.select().from(serviceEstimates).where(eq(serviceEstimates.id, estimateId));
  const { sentByName: _staff, ...estimate } = estimateViewOf(row!);
  return {
    storeName: storeNameOf((await loadSettings(db)).storeName),
    number: numberOf(order),
    watch: watchOf(order),
    customerName: sale.customerName,
    state: order.state as ServiceState,
    warranty: order.warranty,
    estimate,
    amountPaid: sale.amountPaid,
  };
}
