import type { SessionUser } from "../../contracts/auth/session";
import type { CancellationRequestInput } from "../../contracts/sales/orders-admin";
import { msg } from "../../domain/kernel/messages";
import { ADMIN_ROLES, orderNumber } from "../../domain/kernel/roles";
import { orderMessages } from "../../domain/sales/messages-orders";
import { requestCancellation } from "../../domain/sales/order-dialog";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { notifyRoles } from "../notifications";
import { maySeeSale } from "./access";
import { fromDomain, mutateSaleIn } from "./mutate";

/**
 * "Solicitar anulación": a seller asks admins to cancel their own mistaken sale (editing a sale is
 * theirs alone). In one transaction under the sale's lock: the history says 'Anulación Solicitada'
 * with the reason, nothing else of the sale changes, and every admin is notified with a link to
 * the order. A sale the asker may not see answers 404, as reading it would.
 */
export async function requestSaleCancellation(
  db: Db,
  id: string,
  user: SessionUser,
  input: CancellationRequestInput,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    await mutateSaleIn(tx, id, user, undefined, (sale, actor) => {
      if (!maySeeSale(user, sale)) throw notFound(msg.orderNotFound);
      return fromDomain(sale, requestCancellation(sale, input.reason, actor));
    });
    const number = orderNumber(id);
    await notifyRoles(tx, ADMIN_ROLES, {
      title: orderMessages.cancellationRequestTitle,
      body: orderMessages.cancellationRequestBody(user.name, number, input.reason.trim()),
      type: "other",
      link: `/admin/orders?order=${id}`,
    });
    return { message: orderMessages.cancellationRequested(number) };
  });
}
