import { type Centavos, formatMoney, TOLERANCE } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import { creditMsg } from "./messages-credit";

/**
 * Spending saldo a favor on a new purchase (docs/decisions/0251): a customer's credit sits on the
 * sales it came from, and a web order waiting for its card or transfer holds part of it. What is
 * free to spend is the credit less those holds; a spend takes it from the oldest sales first, each
 * part a traspaso of its own (0251), so every lempira keeps the sale it came from.
 */

/** One sale's saldo a favor, in the order it should be spent (oldest first). */
export interface CreditSource {
  saleId: string;
  credit: Centavos;
}

/** The credit the customer may still spend: their saldo a favor less what web orders hold. */
export function spendableCredit(sources: readonly CreditSource[], held: Centavos): Centavos {
  const credit = sources.reduce((sum, s) => sum + Math.max(0, s.credit), 0);
  return Math.max(0, credit - Math.max(0, held));
}

/** How much of the credit a purchase takes when the customer asks for all of it: up to what it owes. */
export function creditForPurchase(available: Centavos, owed: Centavos): Centavos {
  return Math.max(0, Math.min(available, owed));
}

/** An amount of credit a person asked to spend: more than 0 and never more than is free. */
export function checkCreditSpend(amount: Centavos, available: Centavos): Result<Centavos> {
  if (!Number.isInteger(amount) || amount <= 0) return err("credit_amount", creditMsg.creditAmountInvalid);
  if (available <= TOLERANCE) return err("no_credit", creditMsg.noCreditToSpend);
  if (amount > available) return err("credit_too_large", creditMsg.creditTooLarge(formatMoney(available)));
  return ok(amount);
}

export interface CreditPart {
  saleId: string;
  amount: Centavos;
}

/**
 * The traspasos a spend writes: from each source in order, as much as it has, until the amount is
 * covered. `held` is credit other orders keep; it is left on the newest sources, so a spend never
 * takes what a waiting order counts on.
 */
export function planCreditSpend(
  sources: readonly CreditSource[],
  amount: Centavos,
  held: Centavos = 0,
): Result<CreditPart[]> {
  const checked = checkCreditSpend(amount, spendableCredit(sources, held));
  if (!checked.ok) return checked;
  const parts: CreditPart[] = [];
  let left = amount;
  for (const source of sources) {
    if (left <= 0) break;
    const take = Math.min(Math.max(0, source.credit), left);
    if (take <= 0) continue;
    parts.push({ saleId: source.saleId, amount: take });
    left -= take;
  }
  return ok(parts);
}

/**
 * Whether an admin may give back or move `amount` of one sale's money while web orders hold part
 * of the customer's credit: only what stays free once the holds are counted. `notCredit` is what
 * the sale may give back that is no saldo a favor (what a cancelled sale kept, 0161): it is
 * taken first and holds never count on it.
 */
export function checkCreditNotHeld(
  amount: Centavos,
  sources: readonly CreditSource[],
  held: Centavos,
  notCredit: Centavos = 0,
): Result<Centavos> {
  if (held <= 0) return ok(amount);
  const free = spendableCredit(sources, held);
  if (amount - Math.max(0, notCredit) > free)
    return err("credit_held", creditMsg.creditHeld(formatMoney(free + Math.max(0, notCredit))));
  return ok(amount);
}
