import { and, eq, sql } from "drizzle-orm";
import { STAFF_ROLES } from "../../domain/kernel/roles";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import type { ServiceKind, ServiceState } from "../../domain/service-orders/states";
import type { DbOrTx, Tx } from "../db/client";
import { notFound } from "../http/errors";
import { publish } from "../live/bus";
import { serviceOrderEvents, serviceOrders } from "./schema";

export type ServiceOrderRecord = Omit<typeof serviceOrders.$inferSelect, "state" | "kind"> & {
  state: ServiceState;
  kind: ServiceKind;
};

/** Who did something at the desk, as the history names them. */
export interface DeskAuthor {
  id: string | null;
  name: string;
}

const asRecord = (row: typeof serviceOrders.$inferSelect): ServiceOrderRecord => row as ServiceOrderRecord;

/** The order, locked for the rest of the transaction (its changes queue here). */
export async function lockServiceOrder(tx: Tx, id: string): Promise<ServiceOrderRecord> {
  const [row] = await tx.select().from(serviceOrders).where(eq(serviceOrders.id, id)).for("update");
  if (!row) throw notFound(m.serviceNotFound);
  return asRecord(row);
}

export async function readServiceOrder(db: DbOrTx, id: string): Promise<ServiceOrderRecord> {
  const [row] = await db.select().from(serviceOrders).where(eq(serviceOrders.id, id));
  if (!row) throw notFound(m.serviceNotFound);
  return asRecord(row);
}

/** The service order a sale belongs to, if it is a service sale. */
export async function serviceOrderOfSale(db: DbOrTx, saleId: string): Promise<ServiceOrderRecord | null> {
  const [row] = await db.select().from(serviceOrders).where(eq(serviceOrders.saleId, saleId));
  return row ? asRecord(row) : null;
}

/**
 * Writes the order's changed fields and a line of its history, and tells every open desk and the
 * customer's own screens (Mis Compras) that it changed. Everything in the caller's transaction.
 */
export async function saveServiceOrder(
  tx: Tx,
  order: ServiceOrderRecord,
  changes: Partial<typeof serviceOrders.$inferInsert>,
  event: { state?: ServiceState; details: string },
  who: DeskAuthor,
  customerUserId: string | null,
): Promise<void> {
  await tx
    .update(serviceOrders)
    .set({ ...changes, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(serviceOrders.id, order.id)));
  await tx.insert(serviceOrderEvents).values({
    serviceOrderId: order.id,
    state: event.state ?? changes.state ?? order.state,
    details: event.details,
    userId: who.id,
    userName: who.name,
    at: sql`clock_timestamp()`,
  });
  await publishServiceOrder(tx, order.id, customerUserId);
}

export async function publishServiceOrder(tx: Tx, id: string, customerUserId: string | null): Promise<void> {
  await publish(tx, {
    topic: "service_orders",
    id,
    audience: { roles: STAFF_ROLES, userIds: customerUserId ? [customerUserId] : [] },
  });
}
