import { msg } from "../kernel/messages";
import { err, ok, type Result } from "../kernel/result";

/**
 * A storefront order placed without an account holds at most this many units
 * (docs/decisions/0047-anonymous-orders-and-code-uses.md): anyone can place one, and until it is
 * paid or released it keeps units out of stock and may hold a discount-code use.
 */
export const MAX_UNITS_PER_ANONYMOUS_ORDER = 5;

/** Account holders are not capped; a guest's order counts every unit of every line. */
export function checkOrderUnits(lines: readonly { quantity: number }[], hasAccount: boolean): Result<true> {
  if (hasAccount) return ok(true);
  const units = lines.reduce((n, line) => n + line.quantity, 0);
  if (units > MAX_UNITS_PER_ANONYMOUS_ORDER) {
    return err("anonymous_order_units", msg.anonymousOrderTooManyUnits(MAX_UNITS_PER_ANONYMOUS_ORDER));
  }
  return ok(true);
}

/**
 * A discount-code use follows the order's life (docs/decisions/0047): cancelling an order gives
 * its use back (-1), reactivating a cancelled one takes it again (+1), anything else keeps it (0).
 */
export function codeUseOnStatusChange(from: string, to: string): -1 | 0 | 1 {
  if (from === to) return 0;
  if (to === "Cancelado") return -1;
  return from === "Cancelado" ? 1 : 0;
}
