import type { SessionUser } from "../../contracts/auth/session";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import { checkCancellable } from "../../domain/service-orders/states";
import type { Db } from "../db/client";
import { recordServiceEvent } from "../inventory";
import { orRefuse } from "../sales";
import { numberOf, saleOfOrder } from "./desk-context";
import { cancelDeskSale } from "./desk-sale";
import { lockServiceOrder, saveServiceOrder } from "./service-order-rows";

/**
 * Cancelling before delivery (admins, as cancelling a sale is): the watch goes back unrepaired, the
 * sale is cancelled with the same reason (its parts return to stock, a refund is the sales' own),
 * and the store's own watch's history says it left the desk.
 */
export async function cancelServiceOrder(
  db: Db,
  user: SessionUser,
  id: string,
  input: { reason: string; refundAmount?: number },
): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    const order = await lockServiceOrder(tx, id);
    const reason = orRefuse(checkCancellable(order.state, input.reason));
    const sale = await saleOfOrder(tx, order);
    const who = { id: user.id, name: user.name };
    await cancelDeskSale(tx, order.saleId, who, reason, input.refundAmount ?? 0);
    await saveServiceOrder(
      tx,
      order,
      { state: "Cancelado", cancelReason: reason },
      { details: m.serviceCancelled(reason) },
      who,
      sale.customerUserId,
    );
    if (order.unitId)
      await recordServiceEvent(
        tx,
        order.unitId,
        "servicio entregado",
        `${numberOf(order)} · ${m.serviceCancelled(reason)}`,
        {
          userId: user.id,
          userName: user.name,
        },
      );
  });
  return { ok: true };
}
