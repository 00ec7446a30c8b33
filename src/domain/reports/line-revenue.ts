import type { Centavos } from "../kernel/money";

/**
 * What each line of a sale really brought in. A line's price already carries its promotion; the
 * sale's code discount and extra discount are taken off the whole merchandise, so a report by
 * product spreads them over the lines, in proportion to each line's amount (price × quantity).
 *
 * The rule, in integer centavos: the discount spread is the code discount plus the extra
 * discount, at most the merchandise (an extra discount larger than the goods does not make a
 * line negative). Each line first takes ⌊discount × amount ÷ merchandise⌋; the centavos left
 * over (fewer than the number of lines) go one each to the lines with the largest fractional
 * part left by that division, the earlier line first on a tie. So the shares add up exactly to
 * the discount and no line gives more than its own amount. The reports' SQL restates this
 * (src/server/reports/sql.ts) and is tested against it (docs/decisions/0237).
 */
export function spreadDiscount(lineAmounts: readonly Centavos[], discount: Centavos): Centavos[] {
  const merchandise = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  const spread = Math.min(Math.max(0, discount), merchandise);
  if (spread === 0) return lineAmounts.map(() => 0);
  // In BigInt: discount × amount can pass 2^53 for large sales, and every centavo must be exact.
  const [total, whole] = [BigInt(spread), BigInt(merchandise)];
  const exact = lineAmounts.map((amount) => total * BigInt(amount));
  const shares = exact.map((product) => Number(product / whole));
  const left = spread - shares.reduce((sum, share) => sum + share, 0);
  const byFraction = exact
    .map((product, index) => ({ index, fraction: product % whole }))
    .sort((a, b) => (a.fraction === b.fraction ? a.index - b.index : a.fraction > b.fraction ? -1 : 1));
  for (const { index } of byFraction.slice(0, left)) shares[index]! += 1;
  return shares;
}

/** Each line's amount after its share of the sale's code and extra discount: what it was charged. */
export function chargedLineAmounts(
  lines: ReadonlyArray<{ price: Centavos; quantity: number }>,
  discounts: { code: Centavos; extra: Centavos },
): Centavos[] {
  const amounts = lines.map((line) => line.price * line.quantity);
  const shares = spreadDiscount(amounts, discounts.code + discounts.extra);
  return amounts.map((amount, i) => amount - shares[i]!);
}

/**
 * What each line's kept units were charged once returns gave some back (docs/decisions/0249): the
 * line's charged amount less the returned units' share, rounded half up — the value the returns
 * took, so kept plus returned is exactly what the line was charged.
 */
export function keptChargedAmounts(
  lines: ReadonlyArray<{ price: Centavos; quantity: number }>,
  discounts: { code: Centavos; extra: Centavos },
  returned: readonly number[],
): Centavos[] {
  const charged = chargedLineAmounts(lines, discounts);
  return lines.map((line, i) => {
    const amount = charged[i] as Centavos;
    return amount - lineReturnValue(amount, line.quantity, 0, returned[i] ?? 0);
  });
}

/** amount × part ÷ whole rounded half up, exactly (BigInt: a large line × quantity passes 2⁵³); whole ≥ 1. */
function roundedShare(amount: Centavos, part: number, whole: number): Centavos {
  const [a, p, w] = [BigInt(amount), BigInt(part), BigInt(whole)];
  return Number((2n * a * p + w) / (2n * w));
}

/**
 * What `quantity` more units of a line are worth, after `already` were returned: the line's
 * charged amount (its price less its share of the code and extra discounts, the reports' rule of
 * 0237) taken by the units returned so far, so however a line is returned, in one go or many,
 * its returns add up exactly to what it was charged.
 */
export function lineReturnValue(
  charged: Centavos,
  lineQuantity: number,
  already: number,
  quantity: number,
): Centavos {
  return (
    roundedShare(charged, already + quantity, lineQuantity) - roundedShare(charged, already, lineQuantity)
  );
}
