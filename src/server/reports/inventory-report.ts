import { sql } from "drizzle-orm";
import type { InventoryReport } from "../../contracts/reports/reports";
import type { Db } from "../db/client";
import { num, rows } from "./sql";

/** Valor del inventario: available and reserved units of every live product, at cost and at sale price. */
export async function inventoryReport(db: Db): Promise<InventoryReport> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select id, name, quantity, in_progress_stock, unit_cost, sale_price from products
      where archived_at is null order by (quantity::bigint + in_progress_stock) * sale_price desc, name`,
  );
  const list = found.map((r) => {
    const quantity = num(r.quantity);
    const reserved = num(r.in_progress_stock);
    const unitCost = r.unit_cost === null || r.unit_cost === undefined ? null : num(r.unit_cost);
    const salePrice = num(r.sale_price);
    return {
      productId: r.id as string,
      productName: r.name as string,
      quantity,
      reserved,
      unitCost,
      salePrice,
      stock: { atCost: unitCost === null ? null : quantity * unitCost, atPrice: quantity * salePrice },
      reservedValue: {
        atCost: unitCost === null ? null : reserved * unitCost,
        atPrice: reserved * salePrice,
      },
    };
  });
  const sum = (pick: (r: (typeof list)[number]) => number | null) =>
    list.reduce((s, r) => s + (pick(r) ?? 0), 0);
  return {
    rows: list,
    totals: {
      quantity: sum((r) => r.quantity),
      reserved: sum((r) => r.reserved),
      stock: { atCost: sum((r) => r.stock.atCost), atPrice: sum((r) => r.stock.atPrice) },
      reservedValue: {
        atCost: sum((r) => r.reservedValue.atCost),
        atPrice: sum((r) => r.reservedValue.atPrice),
      },
      withoutCost: list.filter((r) => r.unitCost === null && r.quantity + r.reserved > 0).length,
    },
  };
}
