import type { SessionUser } from "../../contracts/auth/session";
import type { CreateReturnInput } from "../../contracts/returns/returns";
import { msg } from "../../domain/kernel/messages";
import { ADMIN_ROLES, isAdmin, orderNumber } from "../../domain/kernel/roles";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { returnsMessages as m } from "../../domain/returns/messages-returns";
import {
  checkReturnable,
  checkWindow,
  DEFAULT_RETURN_WINDOW_DAYS,
  describeLines,
  planReturnLines,
  windowStart,
} from "../../domain/returns/returns";
import { HISTORY_EVENTS, historyEntry } from "../../domain/sales/history";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { lockProducts } from "../inventory";
import { notifyRoles } from "../notifications";
import { maySeeSale, mutateSaleIn, orRefuse } from "../sales";
import { loadSettings } from "../settings";
import { applyReturnIn } from "./apply-return";
import { readReturnRow } from "./return-rows";
import { saleReturns } from "./schema";

/**
 * "Devolver": an admin's return is applied at once; a seller's is recorded as 'Solicitada' on
 * their own sale (the same rules, inside the window) for an admin to apply or reject, and every
 * admin is notified. Either way in one transaction under the sale's lock.
 */
export async function createSaleReturn(db: Db, saleId: string, user: SessionUser, input: CreateReturnInput) {
  return db.transaction(async (tx) => {
    if (isAdmin(user.role)) {
      const { outcome, returnId } = await applyReturnIn(tx, saleId, user, input);
      const row = await readReturnRow(tx, returnId);
      if (!row) throw notFound(msg.orderNotFound);
      return { ...outcome, return: row };
    }
    const settings = await loadSettings(tx);
    let requestId = "";
    const outcome = await mutateSaleIn(tx, saleId, user, input.version, async (sale, actor) => {
      if (!maySeeSale(user, sale)) throw notFound(msg.orderNotFound);
      orRefuse(checkReturnable(sale));
      orRefuse(
        checkWindow(windowStart(sale, sale.saleDate), {
          windowDays: settings.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS,
          today: shopDay(actor.now),
          isAdmin: false,
        }),
      );
      const locked = await lockProducts(
        tx,
        sale.items.map((i) => i.productId),
      );
      const serialized = new Set([...locked.values()].filter((p) => p.serialized).map((p) => p.productId));
      const plan = orRefuse(planReturnLines(sale, input.lines, serialized));
      const [saved] = await tx
        .insert(saleReturns)
        .values({
          saleId,
          status: "Solicitada",
          lines: plan.lines,
          value: plan.value,
          reason: input.reason.trim(),
          requestedById: user.id,
          requestedByName: user.name,
        })
        .returning();
      if (!saved) throw notFound(msg.orderNotFound);
      requestId = saved.id;
      const number = m.returnNumber(saved.number);
      return {
        record: sale,
        history: [
          historyEntry(
            HISTORY_EVENTS.returnRequested,
            actor,
            `${m.historyRequested(number, describeLines(plan.lines))} Motivo: ${input.reason.trim()}`,
          ),
        ],
        notices: [m.requested(number)],
      };
    });
    const row = await readReturnRow(tx, requestId);
    if (!row) throw notFound(msg.orderNotFound);
    await notifyRoles(tx, ADMIN_ROLES, {
      title: m.requestTitle,
      body: m.requestBody(user.name, row.number, orderNumber(saleId)),
      type: "other",
      link: `/admin/orders?order=${saleId}`,
    });
    return { ...outcome, return: row };
  });
}
