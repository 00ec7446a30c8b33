import { msg } from "../kernel/messages";
import { err, ok, type Result } from "../kernel/result";
import { HISTORY_EVENTS, historyEntry } from "./history";
import type { Actor, SaleChange, SaleMoney } from "./sale";

/**
 * Naming (or taking back) the serial of a watch in a sale changes nothing of its money or status:
 * it is one line of the sale's history. A cancelled sale has given its watches back already.
 */
export function serialChange(
  sale: SaleMoney,
  change: { productName: string; serial: string; removed: boolean },
  actor: Actor,
): Result<SaleChange> {
  if (sale.status === "Cancelado") return err("sale_cancelled", msg.unitSaleCancelled);
  const event = change.removed ? HISTORY_EVENTS.serialRemoved : HISTORY_EVENTS.serialAssigned;
  return ok({
    sale,
    history: [historyEntry(event, actor, `${change.productName}: ${change.serial}`)],
    notices: [],
  });
}
