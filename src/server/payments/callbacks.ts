import { createHash } from "node:crypto";
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { ADMIN_ROLES } from "../../domain/kernel/roles";
import { users } from "../auth/schema";
import { cardPaymentNotifications } from "../card-payments/schema";
import { afterCommit, sendTogether } from "../db/before-commit";
import type { Db, Tx } from "../db/client";
import { newId } from "../db/ids";
import { PREPARED } from "../db/prepared";
import type { CallbackRequest, PaymentGateway, VerifiedCallback } from "../gateways/payments/types";
import { paymentGatewayEvents } from "../gateways/schema";
import { countCardCheckout } from "../metrics";
import { notifyUser } from "../notifications";
import { applyLinkCallback, isLinkReference } from "../payment-links";
import { readSettingsAhead } from "../settings";
import { completeCardOrder, releaseCardOrder } from "./card-order";

export type CallbackResult = "applied" | "duplicate" | "ignored" | "rejected";

const DIGEST_FIELDS = ["order_id", "transaction_id", "status", "amount"] as const;
const DIGEST_KEYS = 20;
const DIGEST_TEXT = 64;

/**
 * What is kept of an untrusted callback: a bounded digest — a few known fields cut to
 * 64 characters, the first 20 field names (32 characters), the size and a SHA-256 of the whole — never the body itself, so
 * unsigned posts cannot grow the database by more than a small row each (and they are rate-limited per IP).
 */
export function rejectedDigest(request: CallbackRequest): Record<string, unknown> {
  const body = request.body !== null && typeof request.body === "object" ? request.body : {};
  const source: Record<string, unknown> = { ...request.query, ...(body as Record<string, unknown>) };
  const whole = JSON.stringify({ query: request.query, body: request.body ?? null });
  const fields: Record<string, string> = {};
  for (const name of DIGEST_FIELDS) {
    const value = source[name];
    if (typeof value === "string" || typeof value === "number")
      fields[name] = String(value).slice(0, DIGEST_TEXT);
  }
  const keys = Object.keys(source);
  return {
    fields,
    keys: keys.slice(0, DIGEST_KEYS).map((k) => k.slice(0, 32)),
    keyCount: keys.length,
    bytes: Buffer.byteLength(whole),
    sha256: createHash("sha256").update(whole).digest("hex"),
  };
}

/** Keeps a digest of an untrusted callback (audit), under a key of its own so it can never block a real one. */
async function recordRejected(db: Db, gateway: PaymentGateway, request: CallbackRequest) {
  const digest = rejectedDigest(request);
  await db.insert(paymentGatewayEvents).values({
    gateway: gateway.name,
    orderId: ((digest.fields as Record<string, string>).order_id ?? "").slice(0, 64),
    dedupeKey: `rejected:${newId()}`,
    outcome: "rejected",
    verified: false,
    payload: digest,
  });
}

/**
 * A gateway callback (docs/decisions/0020): verified first, then applied in one transaction. The event
 * row (unique per gateway transaction and outcome) makes a replay a no-op; the notification row,
 * locked, makes a payment racing the expiry job or another callback apply at most once.
 */
export async function handleCallback(
  db: Db,
  gateway: PaymentGateway,
  request: CallbackRequest,
  log: FastifyBaseLogger,
): Promise<CallbackResult> {
  const verified = await gateway.verifyCallback(request);
  if (!verified) {
    await recordRejected(db, gateway, request);
    log.warn({ gateway: gateway.name }, "payment callback rejected: not verified");
    return "rejected";
  }
  return db.transaction((tx) => applyVerified(tx, gateway, verified, log));
}

async function applyVerified(
  tx: Tx,
  gateway: PaymentGateway,
  cb: VerifiedCallback,
  log: FastifyBaseLogger,
): Promise<CallbackResult> {
  // The event row, the order's lock and the settings a paid order reads go together
  // (docs/decisions/0254); a replay or a payment link's reference just finds no order to use.
  readSettingsAhead(tx);
  const [inserted, [order]] = await sendTogether(
    tx,
    () =>
      tx
        .insert(paymentGatewayEvents)
        .values({
          gateway: gateway.name,
          orderId: cb.orderId,
          dedupeKey: cb.dedupeKey,
          outcome: cb.outcome,
          verified: true,
          payload: cb.payload,
        })
        .onConflictDoNothing()
        .returning({ id: paymentGatewayEvents.id }),
    () =>
      tx
        .select()
        .from(cardPaymentNotifications)
        .where(eq(cardPaymentNotifications.orderId, cb.orderId))
        .for("update")
        .prepare(PREPARED.cardOrderLock)
        .execute(),
  );
  if (!inserted.length) return "duplicate";
  // A payment link's reference is not a checkout order: its own rules apply (docs/product/operations.md).
  if (isLinkReference(cb.orderId)) return applyLinkCallback(tx, gateway.name, cb, inserted[0]!.id, log);
  if (!order || order.gateway !== gateway.name) {
    // docs/product/texts.md: a card notification without an order yet only produces a logged warning.
    log.warn({ orderId: cb.orderId, gateway: gateway.name }, "card payment callback for an unknown order");
    return "ignored";
  }
  if (order.status !== "pending_payment") {
    if (cb.outcome === "approved" && order.status !== "new" && !order.saleId) {
      log.error(
        { orderId: cb.orderId, status: order.status },
        "approved card payment for a released order: refund or register by hand",
      );
      // Money was taken for an order whose stock is gone: every admin is told, once per transaction
      // (the event row above makes a replay a duplicate).
      await alertAdmins(tx, order.orderNumber, cb);
    }
    return "ignored";
  }
  if (cb.outcome !== "approved") {
    await releaseCardOrder(tx, order, "failed");
    afterCommit(tx, () => countCardCheckout("refused"));
    return "applied";
  }
  if (cb.amount !== order.amount) {
    await tx
      .update(paymentGatewayEvents)
      .set({ outcome: "amount_mismatch" })
      .where(eq(paymentGatewayEvents.id, inserted[0]!.id));
    log.error(
      { orderId: cb.orderId, expected: order.amount, got: cb.amount },
      "card payment amount does not match the order",
    );
    return "ignored";
  }
  await completeCardOrder(tx, order, cb);
  afterCommit(tx, () => countCardCheckout("approved"));
  return "applied";
}

async function alertAdmins(tx: Tx, orderNumber: string, cb: VerifiedCallback) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, [...ADMIN_ROLES]));
  const body = msg.latePaymentBody(orderNumber, formatMoney(cb.amount ?? 0), cb.transactionId ?? "—");
  for (const admin of admins) {
    await notifyUser(tx, admin.id, {
      title: msg.latePaymentTitle,
      body,
      type: "other",
      link: "/admin/card-payments",
    });
  }
}

/**
 * Releases card orders left unpaid past their 15 minutes, each in a transaction of its own.
 * SKIP LOCKED lets several server instances run this together (each takes other rows) and skips
 * an order whose callback is being applied right now; the status check inside makes each release
 * happen once. One order per transaction: a transaction releasing several orders would lock their
 * watches order by order, not in one sorted pass, and deadlocked against another instance's sweep
 * (src/server/faults/two-instances.test.ts).
 */
export async function releaseExpiredOrders(db: Db, now: Date = new Date(), batch = 25): Promise<number> {
  let released = 0;
  while (released < batch) {
    const one = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(cardPaymentNotifications)
        .where(
          and(
            eq(cardPaymentNotifications.status, "pending_payment"),
            lt(cardPaymentNotifications.expiresAt, now),
          ),
        )
        .orderBy(asc(cardPaymentNotifications.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!order) return false;
      await releaseCardOrder(tx, order, "expired");
      return true;
    });
    if (!one) break;
    released++;
  }
  return released;
}
