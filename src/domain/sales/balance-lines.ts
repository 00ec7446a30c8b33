import type { Centavos } from "../kernel/money";
import { showsCredit } from "./sale-ledger";
import { balanceDue, collectableBalance, payableTotal, saleTotal } from "./totals";

/**
 * The lines of the balance formula of docs/product/constants.md, in the formula's order:
 * subtotal + shipping + extra costs − promotion discount − code discount − returns − extra discount = total
 * (what the customer is charged, the most that can be paid); total − amount paid = balance.
 * After the balance, a sale may add what was refunded, what a cancelled sale kept, and the
 * customer's credit: facts next to the formula, not terms of it.
 */
export type BalanceLineKind =
  | "subtotal"
  | "shipping"
  | "extraCosts"
  | "promoDiscount"
  | "codeDiscount"
  | "extraDiscount"
  | "returns"
  | "total"
  | "amountPaid"
  | "balance"
  | "refunded"
  | "keptOnCancel"
  | "credit";

export interface BalanceLine {
  kind: BalanceLineKind;
  /** Always ≥ 0; `sign` says whether it adds (+1), subtracts (−1) or is a result or a note (0). */
  amount: Centavos;
  sign: 1 | -1 | 0;
  /**
   * Whether the amount is printed with a minus: only discounts are. A payment subtracts from
   * the balance too, but a customer reads "Pagado -L. 500" as a debt, so it is shown positive.
   */
  negative: boolean;
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
  /** What returns took back (docs/decisions/0249). */
  returnsTotal?: Centavos;
  amountPaid?: Centavos;
  /** A cancelled sale owes nothing: its balance line is 0 (collectableBalance, docs/decisions/0161). */
  cancelled?: boolean;
  /** Notes shown after the balance when above zero (credit: above the tolerance). */
  refundedAmount?: Centavos;
  keptOnCancel?: Centavos;
  credit?: Centavos;
}

/** A term of the formula: left out when it is zero, so only what happened is listed. */
function term(kind: BalanceLineKind, amount: Centavos, sign: 1 | -1): BalanceLine[] {
  return amount > 0 ? [{ kind, amount, sign, negative: sign === -1 && kind !== "amountPaid" }] : [];
}

function note(kind: BalanceLineKind, amount: Centavos, shown: boolean): BalanceLine[] {
  return shown ? [{ kind, amount, sign: 0, negative: false }] : [];
}

/**
 * The lines a screen shows for a priced cart, an order or a sale, computed here so that no
 * component restates the formula. Subtotal and total are always shown, and the balance once
 * the order exists (amountPaid given); every other line only when it is not zero.
 */
export function balanceLines(input: BalanceInput): BalanceLine[] {
  const codeAmount = input.appliedDiscount?.amount ?? 0;
  const extraDiscount = input.extraDiscount ?? 0;
  const saleTotalAmount = saleTotal({
    subtotal: input.subtotal,
    shippingCost: input.shippingCost ?? 0,
    extraCostsTotal: input.extraCostsTotal ?? 0,
    promoItemsDiscount: input.promoItemsDiscount,
    // saleTotal reads only the amount of the applied discount.
    appliedDiscount: input.appliedDiscount && { ...input.appliedDiscount, percentage: 0 },
    returnsTotal: input.returnsTotal ?? 0,
  });
  const total = payableTotal({
    total: saleTotalAmount,
    extraDiscount: { amount: extraDiscount, reason: "" },
  });
  const lines: BalanceLine[] = [
    { kind: "subtotal", amount: input.subtotal, sign: 1, negative: false },
    ...term("shipping", input.shippingCost ?? 0, 1),
    ...term("extraCosts", input.extraCostsTotal ?? 0, 1),
    ...term("promoDiscount", input.promoItemsDiscount, -1),
    ...term("codeDiscount", codeAmount, -1).map((line) => ({
      ...line,
      code: input.appliedDiscount?.code || null,
    })),
    ...term("returns", input.returnsTotal ?? 0, -1),
    ...term("extraDiscount", extraDiscount, -1),
    { kind: "total", amount: total, sign: 0, negative: false },
  ];
  const amountPaid = input.amountPaid;
  if (amountPaid === undefined) return lines;
  const balance = collectableBalance({
    status: input.cancelled ? "Cancelado" : "Pendiente",
    balance: balanceDue({
      total: saleTotalAmount,
      extraDiscount: { amount: extraDiscount, reason: "" },
      amountPaid,
    }),
  });
  const refunded = input.refundedAmount ?? 0;
  const kept = input.keptOnCancel ?? 0;
  const credit = input.credit ?? 0;
  return [
    ...lines,
    ...term("amountPaid", amountPaid, -1),
    { kind: "balance", amount: balance, sign: 0, negative: false },
    ...note("refunded", refunded, refunded > 0),
    ...note("keptOnCancel", kept, kept > 0),
    ...note("credit", credit, showsCredit(credit)),
  ];
}
