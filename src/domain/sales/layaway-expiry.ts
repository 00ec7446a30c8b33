import { err, ok, type Result } from "../kernel/result";
import { formatShopDate, type ShopDay } from "../kernel/shop-calendar";
import { expiryDetails, isExpired, isOpenStatus, type LayawayTerms } from "./layaway";
import { layawayMsg as m } from "./messages-layaway";
import { updateOrder } from "./order-update";
import type { Actor, SaleChange, SaleMoney } from "./sale";

/**
 * An apartado past its deadline is cancelled by the one cancel rule of the order dialog, reason
 * "Apartado vencido", nothing refunded: what was paid stays on the cancelled sale (keptOnCancel,
 * availableToReturn), which an admin refunds or moves to another sale (0251, 0161). The history
 * states the policy's outcome: all of it the customer's, or the fee the shop keeps and the rest.
 */
export function expireLayaway(
  sale: SaleMoney,
  today: ShopDay,
  terms: Pick<LayawayTerms, "expiryPolicy" | "feePercent">,
  actor: Actor,
): Result<SaleChange> {
  const deadline = sale.layawayUntil;
  if (!deadline || !isOpenStatus(sale.status)) return err("layaway_not_open", m.notOpen);
  if (!isExpired(deadline, today)) return err("layaway_not_expired", m.notExpired(formatShopDate(deadline)));
  const cancelled = updateOrder(
    sale,
    { status: "Cancelado", cancellationReason: m.expiredReason, refundAmount: 0 },
    actor,
  );
  return mapOk(cancelled, (change) => {
    const outcome = expiryDetails(deadline, change.sale.amountPaid, terms);
    const history = change.history.map((entry) => ({ ...entry, details: `${entry.details} ${outcome}` }));
    return { ...change, history };
  });
}

/** A result's value changed by `fn`; a refusal passes through unchanged. */
export function mapOk<T, U>(result: Result<T>, fn: (value: T) => U): Result<U> {
  return result.ok ? ok(fn(result.value)) : result;
}
