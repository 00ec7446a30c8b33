import { and, asc, eq } from "drizzle-orm";
import type { ProductUnit } from "../../contracts/inventory/units";
import type { UnitStatus } from "../../domain/inventory/units";
import { msg } from "../../domain/kernel/messages";
import { orderNumber } from "../../domain/kernel/roles";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { products } from "../products/schema";
import { productUnits } from "./schema";

/** A product's watches by serial (those in stock for the counter's pick), sale by order number. */
export async function listProductUnits(
  db: Db,
  productId: string,
  status?: UnitStatus,
): Promise<{ items: ProductUnit[] }> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound(msg.inventoryProductNotFound);
  const rows = await db
    .select({
      serial: productUnits.serial,
      status: productUnits.status,
      saleId: productUnits.saleId,
      receivedAt: productUnits.receivedAt,
    })
    .from(productUnits)
    .where(and(eq(productUnits.productId, productId), status ? eq(productUnits.status, status) : undefined))
    .orderBy(asc(productUnits.serial))
    .limit(1000);
  return {
    items: rows.map((r) => ({
      serial: r.serial,
      status: r.status as UnitStatus,
      saleId: r.saleId,
      orderNumber: r.saleId ? orderNumber(r.saleId) : null,
      receivedAt: r.receivedAt.toISOString(),
    })),
  };
}
