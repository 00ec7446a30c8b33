import { type Centavos, TOLERANCE } from "../kernel/money";
import type { AppliedDiscount, ExtraCost, SaleItem, SaleMoney, SaleStatus } from "./sale";

/** One line of a sale being priced: the item plus the product's current regular price. */
export interface PricingLine extends SaleItem {
  salePrice: Centavos;
}

export interface PricingInput {
  lines: PricingLine[];
  shippingCost: Centavos;
  discountCode: { code: string; percentage: number } | null;
  extraCosts?: ExtraCost[];
}

export type PricedSale = Pick<
  SaleMoney,
  | "items"
  | "subtotal"
  | "promoItemsDiscount"
  | "appliedDiscount"
  | "shippingCost"
  | "extraCosts"
  | "extraCostsTotal"
  | "total"
>;

/** docs/product/constants.md: (salePrice − price) × quantity when the item is sold below its regular price. */
export function promotionDiscount(line: PricingLine): Centavos {
  return line.price < line.salePrice ? (line.salePrice - line.price) * line.quantity : 0;
}

/**
 * A percentage code discount in centavos (docs/decisions/0003-discount-rounding.md): the
 * percentage is clamped to 0–100 and taken to basis points, then the amount is rounded half
 * up on the discountable base, in integers, so 12.5 % of L. 0.01 is the same on every machine.
 */
export function codeDiscountAmount(base: Centavos, percentage: number): Centavos {
  const basisPoints = Math.round(Math.min(100, Math.max(0, percentage)) * 100);
  return Math.floor((base * basisPoints + 5000) / 10000);
}

export function sumExtraCosts(extraCosts: readonly ExtraCost[]): Centavos {
  return extraCosts.reduce((sum, cost) => sum + cost.amount, 0);
}

/**
 * Prices a new sale. The subtotal is taken at the regular price (never below what is charged),
 * so that subtracting the promotion discount of docs/product/constants.md yields what the customer pays; the
 * code discount applies to the merchandise after promotions, never to shipping or extra costs.
 */
export function priceSale(input: PricingInput): PricedSale {
  const items = input.lines.map(({ salePrice: _salePrice, ...item }) => item);
  const charged = input.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const promoItemsDiscount = input.lines.reduce((sum, line) => sum + promotionDiscount(line), 0);
  const appliedDiscount: AppliedDiscount | null = input.discountCode && {
    code: input.discountCode.code,
    percentage: input.discountCode.percentage,
    amount: codeDiscountAmount(charged, input.discountCode.percentage),
  };
  const extraCosts = input.extraCosts ?? [];
  const parts = {
    items,
    subtotal: charged + promoItemsDiscount,
    promoItemsDiscount,
    appliedDiscount,
    shippingCost: input.shippingCost,
    extraCosts,
    extraCostsTotal: sumExtraCosts(extraCosts),
  };
  return { ...parts, total: saleTotal(parts) };
}

type TotalParts = Pick<
  SaleMoney,
  "subtotal" | "shippingCost" | "extraCostsTotal" | "promoItemsDiscount" | "appliedDiscount" | "returnsTotal"
>;

/**
 * docs/product/constants.md: subtotal + shipping + extra costs − promotion discount − code discount,
 * less what returns took back (docs/decisions/0249): the total is what the sale is worth now.
 */
export function saleTotal(parts: TotalParts): Centavos {
  const codeDiscount = parts.appliedDiscount?.amount ?? 0;
  return (
    parts.subtotal +
    parts.shippingCost +
    parts.extraCostsTotal -
    parts.promoItemsDiscount -
    codeDiscount -
    (parts.returnsTotal ?? 0)
  );
}

/** Recomputes the extra-costs total and the total after the extra costs changed. */
export function withRecomputedTotal(sale: SaleMoney): SaleMoney {
  const extraCostsTotal = sumExtraCosts(sale.extraCosts);
  return { ...sale, extraCostsTotal, total: saleTotal({ ...sale, extraCostsTotal }) };
}

/** What the customer owes in all: the total less the extra discount. Payments are capped here. */
export function payableTotal(sale: Pick<SaleMoney, "total" | "extraDiscount">): Centavos {
  return sale.total - sale.extraDiscount.amount;
}

/**
 * docs/product/constants.md balance: total − extra discount − amount paid, never below 0 (which also makes an
 * overpaid Completado order show 0).
 */
export function balanceDue(sale: Pick<SaleMoney, "total" | "extraDiscount" | "amountPaid">): Centavos {
  return Math.max(0, payableTotal(sale) - sale.amountPaid);
}

export function isSettled(sale: Pick<SaleMoney, "total" | "extraDiscount" | "amountPaid">): boolean {
  return balanceDue(sale) <= TOLERANCE;
}

/**
 * What is still to collect (docs/decisions/0161): a cancelled order owes nothing, whatever its
 * balance; any other order owes its balance. The Órdenes list restates this in SQL for speed
 * (src/server/sales/list-service.ts, compared with this function by list.test.ts).
 */
export function collectableBalance(sale: { status: SaleStatus; balance: Centavos }): Centavos {
  return sale.status === "Cancelado" ? 0 : sale.balance;
}

/** Whether an order still has something to collect, beyond the 0.01 tolerance. */
export function hasPendingBalance(sale: { status: SaleStatus; balance: Centavos }): boolean {
  return collectableBalance(sale) > TOLERANCE;
}

/** docs/product/states.md: Completado when the balance is 0.01 or less, Abonado when something is paid, else Pendiente. */
export function statusByBalance(
  sale: Pick<SaleMoney, "total" | "extraDiscount" | "amountPaid">,
): Extract<SaleStatus, "Completado" | "Abonado" | "Pendiente"> {
  if (isSettled(sale)) return "Completado";
  return sale.amountPaid > 0 ? "Abonado" : "Pendiente";
}

/** Status once a payment left the order: Abonado while something is still paid, else Pendiente. */
export function statusByAmountPaid(amountPaid: Centavos): Extract<SaleStatus, "Abonado" | "Pendiente"> {
  return amountPaid > 0 ? "Abonado" : "Pendiente";
}

/**
 * A change that raises what is owed on a Completado order (a new extra cost, a lower extra
 * discount) reopens it, so that no Completado order keeps a balance above the tolerance.
 */
export function reopenIfOwed(sale: SaleMoney): SaleMoney {
  if (sale.status !== "Completado" || isSettled(sale)) return sale;
  return { ...sale, status: statusByAmountPaid(sale.amountPaid) };
}
