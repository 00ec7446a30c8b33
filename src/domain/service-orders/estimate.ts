import { type ProductStock, reserveStock, type StockEffect } from "../inventory/stock";
import { type Centavos, formatMoney } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import { HISTORY_EVENTS, historyEntry } from "../sales/history";
import type { Actor, ExtraCost, HistoryEntry, SaleItem, SaleMoney } from "../sales/sale";
import { reopenIfOwed, statusByBalance, withRecomputedTotal } from "../sales/totals";
import { serviceMessages as m } from "./messages-service-orders";

/** Labour: work without a product (a battery fitted, a movement serviced). */
export interface LabourLine {
  description: string;
  amount: Centavos;
}

/** A part taken from the shop's stock (a battery, a strap): it leaves the inventory as 'taller'. */
export interface PartLine {
  productId: string;
  productName: string;
  quantity: number;
  /** Per unit. */
  price: Centavos;
}

export interface EstimateLines {
  labour: LabourLine[];
  parts: PartLine[];
}

export const MAX_ESTIMATE_LINES = 30;
/** L. 10,000,000.00: far above any repair, and below what a money column holds. */
export const MAX_ESTIMATE_TOTAL: Centavos = 1_000_000_000;

export interface EstimateTotals {
  labour: Centavos;
  parts: Centavos;
  total: Centavos;
}

export function estimateTotals(lines: EstimateLines): EstimateTotals {
  const labour = lines.labour.reduce((sum, l) => sum + l.amount, 0);
  const parts = lines.parts.reduce((sum, l) => sum + l.price * l.quantity, 0);
  return { labour, parts, total: labour + parts };
}

const validAmount = (n: number) => Number.isInteger(n) && n >= 0;

/**
 * An estimate has lines, each described and priced at zero or more, and a total above zero unless
 * the store's warranty pays for it.
 */
export function validateEstimate(lines: EstimateLines, warranty: boolean): Result<EstimateTotals> {
  const count = lines.labour.length + lines.parts.length;
  if (count === 0) return err("estimate_empty", m.serviceEstimateEmpty);
  if (count > MAX_ESTIMATE_LINES) return err("estimate_long", m.serviceEstimateTooLong);
  const badLabour = lines.labour.some((l) => !l.description.trim() || !validAmount(l.amount));
  const badPart = lines.parts.some(
    (l) => !validAmount(l.price) || !Number.isInteger(l.quantity) || l.quantity <= 0,
  );
  if (badLabour || badPart) return err("estimate_line", m.serviceEstimateLineInvalid);
  const totals = estimateTotals(lines);
  if (totals.total > MAX_ESTIMATE_TOTAL) return err("estimate_large", m.serviceEstimateTooLarge);
  if (totals.total === 0 && !warranty) return err("estimate_zero", m.serviceEstimateZero);
  return ok(totals);
}

/**
 * What the customer is charged for an approved estimate: its lines as the sale's lines (labour as
 * the sale's extra costs, parts as its items), each at zero when the store's warranty covers the
 * repair, whose cost is then what the estimate was worth.
 */
export function chargedLines(
  lines: EstimateLines,
  warranty: boolean,
): { items: SaleItem[]; extraCosts: ExtraCost[]; warrantyCost: Centavos } {
  const items = lines.parts.map((p) => ({
    productId: p.productId,
    productName: p.productName,
    quantity: p.quantity,
    price: warranty ? 0 : p.price,
    originalPrice: warranty ? 0 : p.price,
  }));
  const extraCosts = lines.labour.map((l) => ({
    description: l.description.trim(),
    amount: warranty ? 0 : l.amount,
  }));
  return { items, extraCosts, warrantyCost: warranty ? estimateTotals(lines).total : 0 };
}

/** An estimate may not cost less than what the customer already paid (that money is refunded first). */
export function checkEstimateCoversPaid(total: Centavos, amountPaid: Centavos): Result<true> {
  return total >= amountPaid
    ? ok(true)
    : err("estimate_below_paid", m.serviceEstimateBelowPaid(formatMoney(amountPaid)));
}

export interface AppliedEstimate {
  sale: SaleMoney;
  history: HistoryEntry[];
  /** The parts reserved for the repair ('taller' movements). */
  stock: StockEffect;
  warrantyCost: Centavos;
}

/**
 * The approved estimate becomes what the service sale charges: its lines replace the intake's
 * estimated price, the parts leave the available stock as 'taller', and the status follows the
 * balance (a warranty repair, at zero, is settled at once).
 */
export function applyEstimate(
  sale: SaleMoney,
  lines: EstimateLines,
  warranty: boolean,
  products: readonly ProductStock[],
  context: { saleId: string; serviceNumber: string; estimateNumber: number; approvedBy: string },
  actor: Actor,
): Result<AppliedEstimate> {
  const charged = chargedLines(lines, warranty);
  const stock = reserveStock(charged.items, products, {
    saleId: context.saleId,
    notes: m.servicePartsNote(context.serviceNumber),
    type: "taller",
  });
  if (!stock.ok) return stock;
  const subtotal = charged.items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  const priced = withRecomputedTotal({
    ...sale,
    items: charged.items,
    subtotal,
    promoItemsDiscount: 0,
    extraCosts: charged.extraCosts,
  });
  const covered = checkEstimateCoversPaid(priced.total, sale.amountPaid);
  if (!covered.ok) return covered;
  const next = reopenIfOwed({ ...priced, status: statusByBalance(priced) });
  const details = m.serviceEstimateApproved(context.estimateNumber, context.approvedBy);
  return ok({
    sale: next,
    history: [historyEntry(HISTORY_EVENTS.serviceEstimateApplied, actor, details)],
    stock: stock.value,
    warrantyCost: charged.warrantyCost,
  });
}
