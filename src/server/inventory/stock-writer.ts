import { asc, getTableColumns, inArray, sql } from "drizzle-orm";
import type { ProductStock, StockEffect } from "../../domain/inventory/stock";
import { STAFF_ROLES } from "../../domain/kernel/roles";
import { sendWithCommit } from "../db/before-commit";
import type { Tx } from "../db/client";
import { bareColumn } from "../db/column-name";
import { builtOnce, PREPARED, placeholderList } from "../db/prepared";
import { publish, publishAll } from "../live/bus";
import { products } from "../products/schema";
import { alertLowStock } from "./low-stock";
import { firstPictureColumns, firstPictureUrl, ownThreshold } from "./product-columns";
import { inventoryMovements } from "./schema";
import { followEffectUnits } from "./unit-writer";

/** A product row locked for a stock change, with what a sale line needs to price it. */
export interface LockedProduct extends ProductStock {
  name: string;
  salePrice: number;
  promoPrice: number | null;
  originalPublicPrice: number | null;
  isPublic: boolean;
  imageUrl: string | null;
  /** The product's own low-stock threshold; null falls back to the store's (decision 0077). */
  lowStockThreshold?: number | null;
  /** Deleted from the catalogue (archived, docs/decisions/0074): nothing new may be sold of it. */
  archived: boolean;
  /** Kept by serial number (docs/decisions/0247): its stock moves with its units. */
  serialized: boolean;
}

/**
 * Locks the products FOR UPDATE in id order (ARCHITECTURE.md: a fixed order means two sales over the
 * same products can never deadlock) and answers them by id. Missing ids are simply absent.
 */
export async function lockProducts(tx: Tx, ids: readonly string[]): Promise<Map<string, LockedProduct>> {
  const unique = [...new Set(ids)].sort();
  if (!unique.length) return new Map();
  // The first picture's key and smallest variant ride along in the locking query (one round
  // trip instead of two); FOR UPDATE locks only the products rows.
  const list = placeholderList(unique);
  const rows = await builtOnce(tx, PREPARED.productsLock(unique.length), () =>
    tx
      .select({
        ...getTableColumns(products),
        ...firstPictureColumns,
      })
      .from(products)
      .where(inArray(products.id, list.placeholders))
      .orderBy(asc(products.id))
      .for("update")
      .prepare(PREPARED.productsLock(unique.length)),
  ).execute(list.values);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        productId: r.id,
        quantity: r.quantity,
        inProgressStock: r.inProgressStock,
        totalSold: r.totalSold,
        name: r.name,
        salePrice: r.salePrice,
        promoPrice: r.promoPrice,
        originalPublicPrice: r.originalPublicPrice,
        isPublic: r.isPublic,
        imageUrl: firstPictureUrl(r),
        lowStockThreshold: ownThreshold(r),
        archived: r.archivedAt !== null,
        serialized: r.serialized,
      },
    ]),
  );
}

const column = bareColumn;

/** One UPDATE of the products' stock figures from a VALUES list (one row per product). */
function stockUpdate(rows: StockEffect["products"], now: Date) {
  const values = sql.join(
    rows.map(
      (p) =>
        sql`(${p.productId}, ${p.quantity}::integer, ${p.inProgressStock}::integer, ${p.totalSold}::integer)`,
    ),
    sql`, `,
  );
  return sql`update ${products} set ${column(products.quantity)} = v.quantity,
    ${column(products.inProgressStock)} = v.in_progress, ${column(products.totalSold)} = v.total_sold,
    ${column(products.updatedAt)} = ${now.toISOString()}
    from (values ${values}) as v(id, quantity, in_progress, total_sold)
    where ${products.id} = v.id`;
}

/**
 * Writes a domain StockEffect: the products' new figures and their inventory movements, in the
 * caller's transaction (the products must have been locked with lockProducts). The CHECK
 * constraints refuse a negative figure even if a rule were ever wrong. Every change of a
 * product's quantity comes with its movement (docs/decisions/0075), and a product this effect
 * takes to or under its low-stock threshold alerts the admins once (decision 0077).
 */
export async function applyStockEffect(
  tx: Tx,
  effect: StockEffect,
  locked: Map<string, LockedProduct>,
  who: { userId: string | null; userName: string },
  /** The caller names the units its receipts and adjustments of serialized products move. */
  options: { unitsNamed?: boolean } = {},
): Promise<void> {
  // The products' new figures and their movements in one statement: the update is a
  // data-modifying CTE of the movements' insert (one round trip instead of one per product and one more).
  const movements = effect.movements.length
    ? tx.insert(inventoryMovements).values(
        effect.movements.map((m) => ({
          productId: m.productId,
          productName: locked.get(m.productId)?.name ?? "",
          imageUrl: locked.get(m.productId)?.imageUrl ?? null,
          type: m.type,
          quantityChange: m.quantityChange,
          stockBefore: m.stockBefore,
          stockAfter: m.stockAfter,
          notes: m.notes,
          reason: m.reason ?? null,
          userId: who.userId,
          userName: who.userName,
          relatedSaleId: m.relatedSaleId,
          // The time the row lock was held, not the transaction's start: a product's ledger then
          // reads in the order its stock really changed, even under concurrent operations.
          timestamp: sql`clock_timestamp()`,
        })),
      )
    : null;
  const update = effect.products.length ? stockUpdate(effect.products, new Date()) : null;
  // Nothing below reads this statement's answer: it goes with the next one (sendWithCommit).
  if (update && movements)
    await sendWithCommit(tx, tx.execute(sql`with stock_update as (${update}) ${movements.getSQL()}`));
  else if (update) await sendWithCommit(tx, tx.execute(update));
  else if (movements) await sendWithCommit(tx, movements);
  // Serialized products' units follow (nothing is read or written when none is serialized).
  const serialized = new Map(
    effect.products.flatMap((p) => {
      const product = locked.get(p.productId);
      return product?.serialized ? [[p.productId, product.name] as const] : [];
    }),
  );
  if (serialized.size) await followEffectUnits(tx, effect, serialized, who, options.unitsNamed === true);
  if (effect.products.length) {
    // Stock of a public product is public (the catalogue shows it); a hidden one only staff hear.
    await publishAll(tx, [
      ...effect.products.map((p) => ({
        topic: "products" as const,
        id: p.productId,
        audience: locked.get(p.productId)?.isPublic ? { everyone: true as const } : { roles: STAFF_ROLES },
      })),
      { topic: "inventory_movements", id: null, audience: { roles: STAFF_ROLES } },
    ]);
    await alertLowStock(
      tx,
      effect.products.flatMap((p) => {
        const before = locked.get(p.productId);
        return before
          ? [
              {
                productId: p.productId,
                name: before.name,
                before: before.quantity,
                after: p.quantity,
                ownThreshold: before.lowStockThreshold ?? null,
              },
            ]
          : [];
      }),
    );
  }
}

/**
 * The opening 'ingreso' of a new product's initial stock (docs/decisions/0075), written by the
 * product editor and the import in the transaction that creates the product, so the sum of a
 * product's movements always equals its stock. Nothing is written for an initial stock of 0.
 */
export async function writeOpeningStock(
  tx: Tx,
  product: { id: string; name: string; quantity: number; imageUrl?: string | null },
  who: { userId: string | null; userName: string },
  notes = "Stock inicial",
): Promise<void> {
  if (product.quantity <= 0) return;
  await tx.insert(inventoryMovements).values({
    productId: product.id,
    productName: product.name,
    imageUrl: product.imageUrl ?? null,
    type: "ingreso",
    quantityChange: product.quantity,
    stockBefore: 0,
    stockAfter: product.quantity,
    notes,
    userId: who.userId,
    userName: who.userName,
  });
  await publish(tx, { topic: "inventory_movements", id: null, audience: { roles: STAFF_ROLES } });
}
