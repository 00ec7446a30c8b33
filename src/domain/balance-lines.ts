import type { Centavos } from "./money";
import { balanceDue, collectableBalance, saleTotal } from "./totals";

/**
 * The lines of the balance formula of docs/product/constants.md, in the order every screen shows
 * them: subtotal + shipping + extra costs − promotion discount − code discount = total;
 * total − extra discount − amount paid = balance.
 */
export type BalanceLineKind =
  | "subtotal"
  | "shipping"
  | "extraCosts"
  | "promoDiscount"
  | "codeDiscount"
  | "total"
  | "extraDiscount"
  | "amountPaid"
  | "balance";

export interface BalanceLine {
  kind: BalanceLineKind;
  /** Always ≥ 0; `sign` says whether it adds (+1), subtracts (−1) or is a result (0). */
  amount: Centavos;
  sign: 1 | -1 | 0;
  /** The discount code of a code-discount line (null when the sale has none). */
  code?: string | null;
}

export interface BalanceInput {
  subtotal: Centavos;
  promoItemsDiscount: Centavos;
  appliedDiscount: { code: string; amount: Centavos } | null;
  /** Omitted where shipping is not known yet (the cart). */
  shippingCost?: Centavos;
  /** The following are omitted before the order exists (cart, checkout): no balance is shown. */
  extraCostsTotal?: Centavos;
  extraDiscount?: Centavos;
  amountPaid?: Centavos;
  /** A cancelled sale owes nothing: its balance line is 0 (collectableBalance, docs/decisions/0161). */
  cancelled?: boolean;
}

/**
 * The lines a screen shows for a priced cart, an order or a sale, computed here so that no
 * component restates the formula. A sale or purchase (amountPaid given) shows every line, zeros
 * included, so the figures visibly add up to the balance; a cart or checkout quote leaves out
 * the discounts it does not have.
 */
export function balanceLines(input: BalanceInput): BalanceLine[] {
  const isSale = input.amountPaid !== undefined;
  const shippingCost = input.shippingCost ?? 0;
  const extraCostsTotal = input.extraCostsTotal ?? 0;
  const codeAmount = input.appliedDiscount?.amount ?? 0;
  const total = saleTotal({
    subtotal: input.subtotal,
    shippingCost,
    extraCostsTotal,
    promoItemsDiscount: input.promoItemsDiscount,
    // saleTotal reads only the amount of the applied discount.
    appliedDiscount: input.appliedDiscount && { ...input.appliedDiscount, percentage: 0 },
  });
  const lines: BalanceLine[] = [{ kind: "subtotal", amount: input.subtotal, sign: 1 }];
  if (input.shippingCost !== undefined) lines.push({ kind: "shipping", amount: shippingCost, sign: 1 });
  if (isSale || input.extraCostsTotal) lines.push({ kind: "extraCosts", amount: extraCostsTotal, sign: 1 });
  if (isSale || input.promoItemsDiscount)
    lines.push({ kind: "promoDiscount", amount: input.promoItemsDiscount, sign: -1 });
  if (isSale || codeAmount)
    lines.push({
      kind: "codeDiscount",
      amount: codeAmount,
      sign: -1,
      code: input.appliedDiscount?.code || null,
    });
  lines.push({ kind: "total", amount: total, sign: 0 });
  const amountPaid = input.amountPaid;
  if (amountPaid === undefined) return lines;
  const extraDiscount = input.extraDiscount ?? 0;
  lines.push({ kind: "extraDiscount", amount: extraDiscount, sign: -1 });
  lines.push({ kind: "amountPaid", amount: amountPaid, sign: -1 });
  lines.push({
    kind: "balance",
    amount: collectableBalance({
      status: input.cancelled ? "Cancelado" : "Pendiente",
      balance: balanceDue({ total, extraDiscount: { amount: extraDiscount, reason: "" }, amountPaid }),
    }),
    sign: 0,
  });
  return lines;
}

/**
 * One cart line as the summary counts it (docs/storefront.md): the unit price charged, the
 * regular price the subtotal uses (crossed out when a promotion lowers it), and both amounts
 * for the quantity, so that the lines' regular amounts add up to the subtotal and their charged
 * amounts to the subtotal less the promotions.
 */
export function cartLineAmounts(line: { price: Centavos; salePrice: Centavos; quantity: number }): {
  unitPrice: Centavos;
  regularUnitPrice: Centavos | null;
  lineTotal: Centavos;
  regularLineTotal: Centavos | null;
} {
  const promoted = line.price < line.salePrice;
  return {
    unitPrice: line.price,
    regularUnitPrice: promoted ? line.salePrice : null,
    lineTotal: line.price * line.quantity,
    regularLineTotal: promoted ? line.salePrice * line.quantity : null,
  };
}
