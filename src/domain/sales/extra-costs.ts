import { msg } from "../kernel/messages";
import { formatMoney } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import { HISTORY_EVENTS, historyEntry } from "./history";
import { creditMsg } from "./messages-credit";
import type { Actor, ExtraCost, SaleChange, SaleMoney } from "./sale";
import { withPaidFromRecords } from "./sale-ledger";
import { reopenIfOwed, withRecomputedTotal } from "./totals";

/** docs/product/validation.md: an extra cost is saved only when both its description and its amount are filled. */
function validCost(cost: ExtraCost): Result<ExtraCost> {
  const description = cost.description.trim();
  if (!description || !Number.isInteger(cost.amount) || cost.amount <= 0) {
    return err("extra_cost_incomplete", msg.extraCostIncomplete);
  }
  return ok({ description, amount: cost.amount });
}

function change(
  sale: SaleMoney,
  extraCosts: ExtraCost[],
  entry: SaleChange["history"][number],
): Result<SaleChange> {
  const repriced = withRecomputedTotal({ ...sale, extraCosts });
  // What is owed (total − extra discount) never goes below 0.
  if (repriced.total < sale.extraDiscount.amount) {
    return err(
      "total_below_discount",
      creditMsg.totalBelowExtraDiscount(formatMoney(sale.extraDiscount.amount)),
    );
  }
  // The total moved, so what was paid is re-read from the records (a payment beyond the old
  // total now counts, a deleted cost turns the excess into credit, 0251); a Completado order
  // that now owes money is reopened.
  return ok({ sale: reopenIfOwed(withPaidFromRecords(repriced)), history: [entry], notices: [] });
}

function costText(cost: ExtraCost): string {
  return `${cost.description}: ${formatMoney(cost.amount)}`;
}

export function addExtraCost(sale: SaleMoney, cost: ExtraCost, actor: Actor): Result<SaleChange> {
  const valid = validCost(cost);
  if (!valid.ok) return valid;
  const entry = historyEntry(HISTORY_EVENTS.extraCostAdded, actor, `${costText(valid.value)}.`);
  return change(sale, [...sale.extraCosts, valid.value], entry);
}

/** docs/product/validation.md: edits need a valid index in the list. */
export function editExtraCost(
  sale: SaleMoney,
  index: number,
  cost: ExtraCost,
  actor: Actor,
): Result<SaleChange> {
  const current = sale.extraCosts[index];
  if (!current) return err("extra_cost_not_found", msg.extraCostNotFound);
  const valid = validCost(cost);
  if (!valid.ok) return valid;
  const details = `${costText(current)} → ${costText(valid.value)}.`;
  const extraCosts = sale.extraCosts.map((c, i) => (i === index ? valid.value : c));
  return change(sale, extraCosts, historyEntry(HISTORY_EVENTS.extraCostModified, actor, details));
}

export function deleteExtraCost(sale: SaleMoney, index: number, actor: Actor): Result<SaleChange> {
  const current = sale.extraCosts[index];
  if (!current) return err("extra_cost_not_found", msg.extraCostNotFound);
  const extraCosts = sale.extraCosts.filter((_, i) => i !== index);
  const entry = historyEntry(HISTORY_EVENTS.extraCostDeleted, actor, `${costText(current)}.`);
  return change(sale, extraCosts, entry);
}
