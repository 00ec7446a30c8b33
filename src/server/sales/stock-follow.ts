import { type StockEffect, statusChangeMovesStock, stockForStatusChange } from "../../domain/inventory/stock";
import { keptQuantities } from "../../domain/returns/returns";
import type { ReturnedLine, SaleItem, SaleStatus } from "../../domain/sales/sale";
import type { Tx } from "../db/client";
import { applyStockEffect, type LockedProduct, lockProducts, syncSaleUnits } from "../inventory";
import { orRefuse } from "./domain-result";

/** The units a sale's status holds: each line's quantity less what returns gave back (docs/decisions/0249). */
export const stockLines = (items: readonly SaleItem[], returnedLines: readonly ReturnedLine[] = []) => {
  const kept = keptQuantities({ items: [...items], returnedLines: [...returnedLines] });
  return items
    .map(({ productId, productName }, i) => ({ productId, productName, quantity: kept[i] ?? 0 }))
    .filter((line) => line.quantity > 0);
};

/** The locked products as they are after `effect` (for a second effect in the same transaction). */
export function afterEffect(
  locked: Map<string, LockedProduct>,
  effect: StockEffect,
): Map<string, LockedProduct> {
  const next = new Map(locked);
  for (const p of effect.products) {
    const current = next.get(p.productId);
    if (current) next.set(p.productId, { ...current, ...p });
  }
  return next;
}

/**
 * Every sale operation whose status changed moves the units between stock buckets
 * (docs/decisions/0004): payments change status too, so this runs after each of them.
 * The sale row is already locked; products are locked here in id order.
 */
export async function followStatusChange(
  tx: Tx,
  sale: { id: string; items: readonly SaleItem[]; returnedLines?: readonly ReturnedLine[] },
  from: SaleStatus,
  to: SaleStatus,
  who: { userId: string | null; userName: string },
  locked?: Map<string, LockedProduct>,
  /** `release`: an unpaid card order lets its units go ('liberación' instead of 'cancelación'). */
  options: { release?: boolean } = {},
): Promise<void> {
  // The same bucket before and after (Pendiente → Abonado): nothing moves, so nothing is locked.
  if (!statusChangeMovesStock(from, to)) return;
  const products =
    locked ??
    (await lockProducts(
      tx,
      sale.items.map((i) => i.productId),
    ));
  const effect = orRefuse(
    stockForStatusChange(
      stockLines(sale.items, sale.returnedLines),
      from,
      to,
      [...products.values()],
      sale.id,
      options,
    ),
  );
  await applyStockEffect(tx, effect, products, who);
  // The watches named in the sale take its new status (reserved or sold); a cancellation's
  // movements have already put them back in stock.
  if ([...products.values()].some((p) => p.serialized)) await syncSaleUnits(tx, sale.id, to, who);
}
