import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import { checkEstimateAnswerable, type EstimateStatus } from "../../domain/service-orders/states";
import type { Db, Tx } from "../db/client";
import { AppError, notFound } from "../http/errors";
import { notifyUser } from "../notifications";
import { orRefuse } from "../sales";
import { type DeskConfig, numberOf, saleOfOrder } from "./desk-context";
import { chargeApprovedEstimate } from "./desk-sale";
import { verifyEstimateLink } from "./estimate-link";
import { serviceEstimates, serviceOrders } from "./schema";
import { type DeskAuthor, lockServiceOrder, saveServiceOrder } from "./service-order-rows";

export type EstimateAnswer = "aprobar" | "rechazar";

/**
 * The customer's answer to the waiting estimate, final (docs/decisions/0248): approved, its lines
 * become the sale's and the parts leave the stock; rejected, the order waits for a new estimate or
 * its cancellation. Whoever sent the estimate hears of it.
 */
async function answer(
  tx: Tx,
  orderId: string,
  estimateId: string,
  reply: EstimateAnswer,
  answeredBy: (customerName: string) => string,
  who: (customerName: string) => DeskAuthor,
  at: Date,
): Promise<void> {
  const order = await lockServiceOrder(tx, orderId);
  const [estimate] = await tx
    .select()
    .from(serviceEstimates)
    .where(and(eq(serviceEstimates.id, estimateId), eq(serviceEstimates.serviceOrderId, order.id)));
  if (!estimate) throw notFound(m.serviceEstimateNotOpen);
  orRefuse(checkEstimateAnswerable(order.state, estimate.status as EstimateStatus));
  const sale = await saleOfOrder(tx, order);
  const by = answeredBy(sale.customerName);
  const author = who(sale.customerName);
  const approved = reply === "aprobar";
  let warrantyCost = order.warrantyCost;
  if (approved) {
    warrantyCost = await chargeApprovedEstimate(tx, order.saleId, author, estimate.lines, order.warranty, {
      serviceNumber: numberOf(order),
      estimateNumber: estimate.n,
      approvedBy: by,
    });
  }
  await tx
    .update(serviceEstimates)
    .set({ status: approved ? "aprobado" : "rechazado", answeredAt: at, answeredBy: by })
    .where(eq(serviceEstimates.id, estimate.id));
  await saveServiceOrder(
    tx,
    order,
    { state: approved ? "Aprobado" : "Rechazado", warrantyCost },
    {
      details: approved
        ? m.serviceEstimateApproved(estimate.n, by)
        : m.serviceEstimateRejected(estimate.n, by),
    },
    author,
    sale.customerUserId,
  );
  if (estimate.sentById) {
    await notifyUser(tx, estimate.sentById, {
      title: m.serviceAnsweredTitle(numberOf(order), approved ? "aprobado" : "rechazado"),
      body: m.serviceAnsweredBody(sale.customerName),
      type: "other",
      link: `/admin/orders/services/${order.id}`,
    });
  }
}

/** Staff record an answer given in person or by phone: who gave it, and when (now or earlier today). */
export async function answerServiceEstimate(
  db: Db,
  user: SessionUser,
  orderId: string,
  estimateId: string,
  input: { answer: EstimateAnswer; answeredBy: string; at?: string | null },
  now = new Date(),
): Promise<{ ok: true }> {
  const at = input.at ? new Date(input.at) : now;
  if (at.getTime() > now.getTime() + 5 * 60_000)
    throw new AppError("invalid_input", m.serviceApprovedAtFuture, "at");
  const staff = { id: user.id, name: user.name };
  await db.transaction((tx) =>
    answer(
      tx,
      orderId,
      estimateId,
      input.answer,
      () => m.serviceVerbalBy(input.answeredBy.trim(), user.name),
      () => staff,
      at,
    ),
  );
  return { ok: true };
}

/** The order an estimate belongs to. */
async function orderOfEstimate(db: Db, estimateId: string): Promise<string> {
  const [row] = await db
    .select({ id: serviceEstimates.serviceOrderId })
    .from(serviceEstimates)
    .where(eq(serviceEstimates.id, estimateId));
  if (!row) throw new AppError("forbidden", m.serviceEstimateLinkInvalid);
  return row.id;
}

/** The estimate a signed link names, or the link's refusal. */
export async function estimateOfLink(db: Db, config: DeskConfig, token: string, now: Date) {
  const verdict = verifyEstimateLink(config.authSecret, token, now);
  if (!verdict.ok)
    throw new AppError(
      "forbidden",
      verdict.reason === "expired" ? m.serviceEstimateLinkExpired : m.serviceEstimateLinkInvalid,
    );
  return { estimateId: verdict.estimateId, orderId: await orderOfEstimate(db, verdict.estimateId) };
}

/** The customer answers from the link, without an account. */
export async function answerByLink(
  db: Db,
  config: DeskConfig,
  token: string,
  reply: EstimateAnswer,
  now = new Date(),
): Promise<{ ok: true }> {
  const { estimateId, orderId } = await estimateOfLink(db, config, token, now);
  await db.transaction((tx) =>
    answer(tx, orderId, estimateId, reply, m.serviceByLink, (name) => ({ id: null, name }), now),
  );
  return { ok: true };
}

/** The customer answers from Mis Compras: only their own order's waiting estimate. */
export async function answerFromClientArea(
  db: Db,
  user: SessionUser,
  orderId: string,
  reply: EstimateAnswer,
  now = new Date(),
): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(serviceOrders).where(eq(serviceOrders.id, orderId));
    if (!order) throw notFound(m.serviceNotFound);
    const sale = await saleOfOrder(tx, order as Parameters<typeof saleOfOrder>[1]);
    if (sale.customerUserId !== user.id) throw notFound(m.serviceNotFound);
    const [waiting] = await tx
      .select({ id: serviceEstimates.id })
      .from(serviceEstimates)
      .where(and(eq(serviceEstimates.serviceOrderId, orderId), eq(serviceEstimates.status, "enviado")));
    if (!waiting) throw new AppError("conflict", m.serviceEstimateNotOpen);
    await answer(
      tx,
      orderId,
      waiting.id,
      reply,
      m.serviceByClientArea,
      () => ({ id: user.id, name: user.name }),
      now,
    );
  });
  return { ok: true };
}
