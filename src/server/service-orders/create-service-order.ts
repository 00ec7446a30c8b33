import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { CreateServiceOrderInput } from "../../contracts/service-orders/service-orders";
import { normaliseSerial } from "../../domain/inventory/serial";
import { shopDay } from "../../domain/kernel/shop-calendar";
import {
  checkWarrantyClaim,
  claimCodeFrom,
  serviceNumber,
  validateIntake,
  watchLabel,
} from "../../domain/service-orders/intake";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import type { Db, Tx } from "../db/client";
import { lookupSerial, recordServiceEvent, unitBySerial } from "../inventory";
import { openServiceSale, orRefuse } from "../sales";
import { serviceEstimates, serviceOrderEvents, serviceOrders } from "./schema";
import { publishServiceOrder } from "./service-order-rows";

/** The store's own watch behind a serial, and the days its warranty has left today. */
async function storeWatch(db: Db, serial: string | null, now: Date) {
  if (!serial) return null;
  const unit = await unitBySerial(db, serial);
  if (!unit) return null;
  const found = await lookupSerial(db, serial, now);
  return { id: unit.id, warrantyDaysLeft: found.warranty?.daysLeft ?? null };
}

/** A claim code no other order holds (six characters: a clash is rare, and then drawn again). */
async function freshClaimCode(tx: Tx): Promise<string> {
  for (;;) {
    const code = claimCodeFrom(randomBytes(8));
    const [taken] = await tx
      .select({ id: serviceOrders.id })
      .from(serviceOrders)
      .where(eq(serviceOrders.claimCode, code));
    if (!taken) return code;
  }
}

/**
 * Intake (docs/decisions/0248): the watch, the customer (existing or new), what they report and
 * ask for, the estimated price and day. In one transaction: the service sale with the estimate as
 * its line and the deposit as its first payment, the order with its claim code, its first history
 * line, and the store's own watch marked 'en servicio'. Approved at the counter, the intake's
 * price is the first estimate, already answered.
 */
export async function createServiceOrder(
  db: Db,
  user: SessionUser,
  input: CreateServiceOrderInput,
  now = new Date(),
): Promise<{ id: string; number: string; claimCode: string }> {
  const estimatedPrice = input.estimatedPrice ?? null;
  orRefuse(
    validateIntake(
      {
        brand: input.brand,
        problem: input.problem,
        kind: input.kind,
        estimatedPrice,
        estimatedDate: input.estimatedDate ?? null,
        deposit: input.deposit?.amount ?? 0,
      },
      shopDay(now),
    ),
  );
  const serial = input.serial ? normaliseSerial(input.serial) || null : null;
  const unit = await storeWatch(db, serial, now);
  const warranty = orRefuse(checkWarrantyClaim(input.kind, unit?.warrantyDaysLeft ?? null));
  const who = { id: user.id, name: user.name };
  const watch = watchLabel({ brand: input.brand, model: input.model, serial });
  return db.transaction(async (tx) => {
    const labour = estimatedPrice
      ? [{ description: m.serviceIntakeLine(input.kind), amount: warranty ? 0 : estimatedPrice }]
      : [];
    const sale = await openServiceSale(tx, user, {
      customer: input.customer,
      labour,
      deposit: input.deposit ?? null,
      details: `${m.serviceReceived(input.kind)} ${watch}`,
    });
    const approved = input.approvedAtIntake && estimatedPrice !== null && estimatedPrice > 0;
    const [order] = await tx
      .insert(serviceOrders)
      .values({
        saleId: sale.id,
        claimCode: await freshClaimCode(tx),
        state: approved ? "Aprobado" : "Recibido",
        kind: input.kind,
        brand: input.brand.trim(),
        model: input.model.trim(),
        serial,
        unitId: unit?.id ?? null,
        warranty,
        warrantyCost: approved && warranty ? estimatedPrice : 0,
        problem: input.problem.trim(),
        condition: input.condition.trim(),
        accessories: input.accessories.trim(),
        estimatedPrice,
        estimatedDate: input.estimatedDate ?? null,
        receivedById: user.id,
        receivedByName: user.name,
      })
      .returning();
    const number = serviceNumber(order!.number);
    const events = [{ state: "Recibido", details: m.serviceReceived(input.kind) }];
    if (approved) {
      const by = m.serviceApprovedAtIntake(sale.customerName);
      await tx.insert(serviceEstimates).values({
        serviceOrderId: order!.id,
        n: 1,
        lines: {
          labour: [{ description: m.serviceIntakeLine(input.kind), amount: estimatedPrice }],
          parts: [],
        },
        total: estimatedPrice,
        status: "aprobado",
        sentById: user.id,
        sentByName: user.name,
        answeredAt: now,
        answeredBy: by,
      });
      events.push({ state: "Aprobado", details: m.serviceEstimateApproved(1, by) });
    }
    await tx.insert(serviceOrderEvents).values(
      events.map((e, i) => ({
        serviceOrderId: order!.id,
        state: e.state,
        details: e.details,
        userId: user.id,
        userName: user.name,
        // One millisecond apart, so the history reads in the order things happened.
        at: new Date(now.getTime() + i),
      })),
    );
    if (unit)
      await recordServiceEvent(tx, unit.id, "en servicio", number, { userId: who.id, userName: who.name });
    await publishServiceOrder(tx, order!.id, sale.customerUserId);
    return { id: order!.id, number, claimCode: order!.claimCode };
  });
}
