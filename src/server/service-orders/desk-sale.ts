import { inArray } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { ProductStock } from "../../domain/inventory/stock";
import { isAdmin } from "../../domain/kernel/roles";
import { updateOrder } from "../../domain/sales/order-update";
import { registerPayment } from "../../domain/sales/payments";
import { applyEstimate, type EstimateLines } from "../../domain/service-orders/estimate";
import { serviceNumber } from "../../domain/service-orders/intake";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import type { Tx } from "../db/client";
import { newId } from "../db/ids";
import { AppError } from "../http/errors";
import { applyStockEffect, lockProducts } from "../inventory";
import {
  followStatusChange,
  fromDomain,
  mutateSaleIn,
  orRefuse,
  type SaleAuthor,
  saleChangeGuard,
  saleServiceOrders,
  transferAbonoRefusal,
} from "../sales";
import { serviceOrders } from "./schema";
import { serviceOrderOfSale } from "./service-order-rows";

/**
 * The desk changes its own sales; anyone else's change of a service sale's lines, its cancellation
 * or its deletion is refused (those go through the desk, which keeps the order and its sale in
 * step). A transaction the desk is writing in is marked here while it lasts.
 */
const deskTransactions = new WeakSet<Tx>();

/** The desk's answers to the sales' questions: its guard, and which sales are its orders'. */
export function answerSaleHooks(): void {
  saleServiceOrders.answer("service-orders", async (db, saleIds) => {
    const rows = await db
      .select({ saleId: serviceOrders.saleId, number: serviceOrders.number })
      .from(serviceOrders)
      .where(inArray(serviceOrders.saleId, [...saleIds]));
    return new Map(rows.map((r) => [r.saleId, serviceNumber(r.number)]));
  });
  saleChangeGuard.answer("service-orders", async (tx, saleId, change) => {
    if (change === "unconfirm" || deskTransactions.has(tx)) return;
    if (await serviceOrderOfSale(tx, saleId)) throw new AppError("domain_rule", m.serviceSaleLocked);
  });
}

async function asDesk<T>(tx: Tx, work: () => Promise<T>): Promise<T> {
  deskTransactions.add(tx);
  try {
    return await work();
  } finally {
    deskTransactions.delete(tx);
  }
}

/**
 * The approved estimate becomes the sale's lines (docs/decisions/0248): parts leave the stock as
 * 'taller' and follow the sale's status like any sale's units; the sale's history says so.
 */
export async function chargeApprovedEstimate(
  tx: Tx,
  saleId: string,
  who: SaleAuthor,
  lines: EstimateLines,
  warranty: boolean,
  context: { serviceNumber: string; estimateNumber: number; approvedBy: string },
): Promise<number> {
  let warrantyCost = 0;
  await asDesk(tx, () =>
    mutateSaleIn(tx, saleId, who, undefined, async (sale, actor) => {
      const locked = await lockProducts(
        tx,
        lines.parts.map((p) => p.productId),
      );
      for (const part of lines.parts) {
        const product = locked.get(part.productId);
        if (!product || product.archived)
          throw new AppError("domain_rule", m.servicePartUnavailable(part.productName));
        if (product.serialized) throw new AppError("domain_rule", m.servicePartSerialized(part.productName));
      }
      const stock: ProductStock[] = [...locked.values()];
      const applied = orRefuse(applyEstimate(sale, lines, warranty, stock, { saleId, ...context }, actor));
      const author = { userId: who.id, userName: who.name };
      await applyStockEffect(tx, applied.stock, locked, author);
      const after = new Map(locked);
      for (const p of applied.stock.products) {
        const current = after.get(p.productId);
        if (current) after.set(p.productId, { ...current, ...p });
      }
      // Reserved as an open sale's units; a settled sale (a warranty repair at zero) has sold them.
      await followStatusChange(
        tx,
        { id: saleId, items: applied.sale.items },
        "Pendiente",
        applied.sale.status,
        author,
        after,
      );
      warrantyCost = applied.warrantyCost;
      // The old lines held no units (the intake's estimate is labour): nothing else moves.
      return { record: { ...sale, ...applied.sale }, history: applied.history, notices: [] };
    }),
  );
  return warrantyCost;
}

/**
 * A payment taken at the desk, by the sales' rules: the first one (the intake's deposit) by any
 * staff member, as a first abono at the counter; later ones by an admin.
 */
export async function takeDeskPayment(
  tx: Tx,
  saleId: string,
  user: SessionUser,
  payment: { amount: number; date: string; method?: "efectivo" | "transferencia" | "tarjeta" },
): Promise<void> {
  const refused = await transferAbonoRefusal(tx, payment.method);
  if (refused) throw new AppError("domain_rule", refused, "payment.method");
  await asDesk(tx, () =>
    mutateSaleIn(tx, saleId, user, undefined, (sale, actor) => {
      if (sale.payments.length > 0 && !isAdmin(user.role))
        throw new AppError("forbidden", m.servicePaymentAdminsOnly);
      return fromDomain(
        sale,
        registerPayment(sale, { ...payment, type: "partial", paymentId: newId() }, actor),
      );
    }),
  );
}

/** The watch went home: the sale is marked delivered (and Completado once nothing is owed). */
export async function markSaleDelivered(tx: Tx, saleId: string, who: SaleAuthor): Promise<void> {
  await asDesk(tx, () =>
    mutateSaleIn(tx, saleId, who, undefined, (sale, actor) =>
      fromDomain(sale, updateOrder(sale, { status: "Completado", isDelivered: true }, actor)),
    ),
  );
}

/** The order was cancelled at the desk: its sale is cancelled with the same reason and refund. */
export async function cancelDeskSale(
  tx: Tx,
  saleId: string,
  who: SaleAuthor,
  reason: string,
  refundAmount: number,
): Promise<void> {
  await asDesk(tx, () =>
    mutateSaleIn(tx, saleId, who, undefined, (sale, actor) =>
      fromDomain(
        sale,
        updateOrder(sale, { status: "Cancelado", cancellationReason: reason, refundAmount }, actor),
      ),
    ),
  );
}
