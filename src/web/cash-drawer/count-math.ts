import type { DenominationCountInput } from "../../contracts/cash-drawer/cash-drawer";
import { MAX_COUNT_QUANTITY } from "../../domain/cash-drawer/closing";
import { formatMoney } from "../../domain/kernel/money";
import { drawerScreens as t } from "./messages-cash-drawer-screens";

/**
 * The arithmetic a count grid shows while it is typed. The server recomputes the total from the
 * same counts (the domain's countedTotal); this is only what the person sees adding up.
 */

/** One row per denomination of the shop's list, none counted yet. */
export const emptyCounts = (denominations: readonly number[]): DenominationCountInput[] =>
  denominations.map((denomination) => ({ denomination, quantity: 0 }));

/** The cash the rows add up to; a quantity not yet a whole number counts as nothing. */
export const countTotal = (counts: readonly DenominationCountInput[]): number =>
  counts.reduce(
    (sum, c) => sum + (Number.isInteger(c.quantity) && c.quantity > 0 ? c.denomination * c.quantity : 0),
    0,
  );

/** The lempira's bills start at L. 1; below it, coins. */
export const isBill = (denomination: number): boolean => denomination >= 100;

/** How a denomination is named on the grid: a bill by its amount, a coin by its centavos. */
export const denominationName = (denomination: number): string =>
  isBill(denomination) ? formatMoney(denomination) : t.coinName(String(denomination));

/** What a quantity input holds: digits only (a scanner's letters or a pasted "L." dropped), capped. */
export function quantityOf(text: string): number {
  const digits = text.replace(/\D/g, "").slice(0, String(MAX_COUNT_QUANTITY).length);
  return digits === "" ? 0 : Number(digits);
}
