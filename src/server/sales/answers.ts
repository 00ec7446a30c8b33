import { and, count, eq, inArray } from "drizzle-orm";
import { OPEN_SALE_STATUSES } from "../../domain/inventory/stock";
import { orderNumber } from "../../domain/kernel/roles";
import type { ProductHolds } from "../../domain/products/product";
import { customerUses } from "../customers";
import type { DbOrTx, Tx } from "../db/client";
import { type SerialSale, serialSale } from "../inventory";
import { productHolds } from "../products";
import { shippingLocationUses } from "../shipping";
import { saleItems, sales } from "./schema";

/** How many sales name this customer record: a record with sales is kept. */
async function salesNamingCustomer(tx: Tx, customerId: string): Promise<number> {
  const [used] = await tx.select({ n: count() }).from(sales).where(eq(sales.customerId, customerId));
  return Number(used?.n ?? 0);
}

/** How many sales shipped to each of these locations. */
async function salesPerShippingLocation(db: DbOrTx, ids: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: sales.shippingCityId, n: count() })
    .from(sales)
    .where(inArray(sales.shippingCityId, [...ids]))
    .groupBy(sales.shippingCityId);
  return new Map(rows.map((r) => [r.id ?? "", Number(r.n)]));
}

/** The open sales (by order number) with a line of this product: it cannot be archived under them. */
async function openSalesHolding(tx: Tx, productId: string): Promise<Partial<ProductHolds>> {
  const open = await tx
    .selectDistinct({ id: sales.id })
    .from(saleItems)
    .innerJoin(sales, eq(sales.id, saleItems.saleId))
    .where(and(eq(saleItems.productId, productId), inArray(sales.status, [...OPEN_SALE_STATUSES])));
  return { openSaleNumbers: open.map((s) => orderNumber(s.id)) };
}

/** What a watch's serial lookup shows of the sale it belongs to. */
async function saleOfSerial(tx: Tx, saleId: string): Promise<Partial<SerialSale>> {
  const [sale] = await tx
    .select({
      status: sales.status,
      customerName: sales.customerName,
      saleDate: sales.saleDate,
      deliveredAt: sales.deliveredAt,
    })
    .from(sales)
    .where(eq(sales.id, saleId));
  return sale ? { ...sale, orderNumber: orderNumber(saleId) } : {};
}

/** Sales' answers to the hooks of the features below it. */
export function answerHooks(): void {
  customerUses.answer("sales", salesNamingCustomer);
  shippingLocationUses.answer("sales", salesPerShippingLocation);
  productHolds.answer("sales", openSalesHolding);
  serialSale.answer("sales", saleOfSerial);
}
