import type { SessionUser } from "../../contracts/auth/session";
import { normaliseClaimCode } from "../../domain/service-orders/intake";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import { checkDeliverable } from "../../domain/service-orders/states";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { recordServiceEvent } from "../inventory";
import { orRefuse } from "../sales";
import { money, numberOf, owedOn, saleOfOrder } from "./desk-context";
import { markSaleDelivered, takeDeskPayment } from "./desk-sale";
import { lockServiceOrder, saveServiceOrder } from "./service-order-rows";

/**
 * Pickup (docs/decisions/0248): the claim code, when given, must be the order's; the rest of the
 * money is taken by the sales' rules (a later payment is an admin's); nothing may be owed when the
 * watch leaves. The sale is marked delivered and the store's own watch's history says so.
 */
export async function deliverServiceOrder(
  db: Db,
  user: SessionUser,
  id: string,
  input: {
    claimCode?: string | null;
    payment?: { amount: number; date: string; method?: "efectivo" | "transferencia" | "tarjeta" } | null;
  },
): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    const order = await lockServiceOrder(tx, id);
    if (input.claimCode && normaliseClaimCode(input.claimCode) !== order.claimCode)
      throw new AppError("domain_rule", m.serviceClaimCodeUnknown, "claimCode");
    const who = { id: user.id, name: user.name };
    if (input.payment) {
      orRefuse(checkDeliverable(order.state, 0, ""));
      await takeDeskPayment(tx, order.saleId, user, input.payment);
    }
    const sale = await saleOfOrder(tx, order);
    const owed = owedOn(sale);
    orRefuse(checkDeliverable(order.state, owed, money(owed)));
    await markSaleDelivered(tx, order.saleId, who);
    await saveServiceOrder(
      tx,
      order,
      { state: "Entregado", deliveredAt: new Date() },
      { details: m.serviceDelivered },
      who,
      sale.customerUserId,
    );
    if (order.unitId)
      await recordServiceEvent(tx, order.unitId, "servicio entregado", numberOf(order), {
        userId: user.id,
        userName: user.name,
      });
  });
  return { ok: true };
}
