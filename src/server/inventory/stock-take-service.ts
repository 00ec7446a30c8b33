import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { StockTake } from "../../contracts/inventory/inventory";
import { parseSerial } from "../../domain/inventory/serial";
import { planStockTake, validateCount } from "../../domain/inventory/stock";
import { serializedCount } from "../../domain/inventory/units";
import { msg } from "../../domain/kernel/messages";
import { ADMIN_ROLES, orderNumber } from "../../domain/kernel/roles";
import type { Db, DbOrTx, Tx } from "../db/client";
import { productImageUrl } from "../gateways/image-storage";
import { AppError, notFound } from "../http/errors";
import { publish } from "../live/bus";
import { productImages, products } from "../products/schema";
import { unitBySerial } from "./find-unit";
import { orRefuse } from "./or-refuse";
import { codeMatchSql } from "./product-codes";
import { notArchived } from "./product-columns";
import { inventoryMovements, productUnits, stockTakeLines, stockTakeScans, stockTakes } from "./schema";
import type { Author } from "./stock-service";
import { applyStockEffect, lockProducts } from "./stock-writer";
import { writeOffUnits } from "./unit-writer";

/** Applying refused because stock moved since the count started: names the products (HTTP 409). */
export class StockMovedError extends Error {
  constructor(
    message: string,
    readonly products: string[],
  ) {
    super(message);
  }
}

const announce = (tx: DbOrTx, id: string) =>
  publish(tx, { topic: "stock_takes", id, audience: { roles: ADMIN_ROLES } });

/** How many movements each product has: a stock-take remembers it to see any movement since. */
async function movementCounts(tx: DbOrTx, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ productId: inventoryMovements.productId, n: count() })
    .from(inventoryMovements)
    .where(inArray(inventoryMovements.productId, ids))
    .groupBy(inventoryMovements.productId);
  return new Map(rows.map((r) => [r.productId, r.n]));
}

async function read(db: DbOrTx, id: string): Promise<StockTake | null> {
  const [take] = await db.select().from(stockTakes).where(eq(stockTakes.id, id));
  if (!take) return null;
  const lines = await db
    .select({
      productId: stockTakeLines.productId,
      productName: stockTakeLines.productName,
      brand: products.brand,
      expectedQuantity: stockTakeLines.expectedQuantity,
      currentQuantity: products.quantity,
      countedQuantity: stockTakeLines.countedQuantity,
      movementCount: stockTakeLines.movementCount,
      serialized: products.serialized,
      storageKey: productImages.storageKey,
      widths: productImages.variantWidths,
    })
    .from(stockTakeLines)
    .leftJoin(products, eq(products.id, stockTakeLines.productId))
    .leftJoin(
      productImages,
      and(eq(productImages.productId, stockTakeLines.productId), eq(productImages.position, 0)),
    )
    .where(eq(stockTakeLines.stockTakeId, id))
    .orderBy(asc(sql`lower(${stockTakeLines.productName})`), asc(stockTakeLines.productId));
  const counts =
    take.status === "open"
      ? await movementCounts(
          db,
          lines.map((l) => l.productId),
        )
      : new Map<string, number>();
  const serialized = lines.filter((l) => l.serialized).map((l) => l.productId);
  const missing =
    take.status === "open" ? await missingUnits(db, id, serialized) : new Map<string, string[]>();
  const unexpected = await db
    .select({ serial: stockTakeScans.serial, note: stockTakeScans.note })
    .from(stockTakeScans)
    .where(and(eq(stockTakeScans.stockTakeId, id), eq(stockTakeScans.expected, false)))
    .orderBy(asc(stockTakeScans.scannedAt));
  return {
    id: take.id,
    status: take.status as StockTake["status"],
    startedAt: take.startedAt.toISOString(),
    startedByName: take.startedByName,
    lines: lines.map((l) => ({
      productId: l.productId,
      productName: l.productName,
      brand: l.brand ?? "",
      imageUrl: l.storageKey && l.widths ? productImageUrl(l.storageKey, Math.min(...l.widths)) : null,
      expectedQuantity: l.expectedQuantity,
      currentQuantity: l.currentQuantity,
      countedQuantity: l.countedQuantity,
      moved:
        take.status === "open" &&
        (l.currentQuantity !== l.expectedQuantity || (counts.get(l.productId) ?? 0) !== l.movementCount),
      serialized: l.serialized === true,
      missing: l.countedQuantity === null ? [] : (missing.get(l.productId) ?? []),
    })),
    unexpected,
  };
}

/** The serials in stock of each serialized product that the count has not scanned. */
async function missingUnits(db: DbOrTx, id: string, productIds: string[]): Promise<Map<string, string[]>> {
  if (!productIds.length) return new Map();
  const inStock = await db
    .select({ productId: productUnits.productId, serial: productUnits.serial })
    .from(productUnits)
    .where(and(inArray(productUnits.productId, productIds), eq(productUnits.status, "en stock")))
    .orderBy(asc(productUnits.serial));
  const scanned = new Set(
    (
      await db
        .select({ serial: stockTakeScans.serial })
        .from(stockTakeScans)
        .where(eq(stockTakeScans.stockTakeId, id))
    ).map((s) => s.serial),
  );
  const missing = new Map<string, string[]>();
  for (const u of inStock)
    if (!scanned.has(u.serial)) missing.set(u.productId, [...(missing.get(u.productId) ?? []), u.serial]);
  return missing;
}

/** The open stock-take, if there is one. */
export async function currentStockTake(db: DbOrTx): Promise<{ stockTake: StockTake | null }> {
  const [open] = await db.select({ id: stockTakes.id }).from(stockTakes).where(eq(stockTakes.status, "open"));
  return { stockTake: open ? await read(db, open.id) : null };
}

/**
 * Starts a count of every product or of the chosen ones: their rows are locked while the
 * snapshot (quantity and number of movements) is taken, so no stock change slips between.
 */
export async function startStockTake(db: Db, who: Author, productIds?: string[]): Promise<StockTake> {
  const id = await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: stockTakes.id })
      .from(stockTakes)
      .where(eq(stockTakes.status, "open"));
    if (open) throw new AppError("conflict", msg.stockTakeAlreadyOpen);
    const ids = productIds?.length
      ? productIds
      : (await tx.select({ id: products.id }).from(products).where(notArchived)).map((p) => p.id);
    const locked = await lockProducts(tx, ids);
    if (!locked.size) throw new AppError("invalid_input", msg.stockTakeEmptySelection);
    const counts = await movementCounts(tx, [...locked.keys()]);
    const [take] = await tx
      .insert(stockTakes)
      .values({ startedBy: who.userId, startedByName: who.userName })
      .returning({ id: stockTakes.id });
    await tx.insert(stockTakeLines).values(
      [...locked.values()].map((p) => ({
        stockTakeId: take!.id,
        productId: p.productId,
        productName: p.name,
        expectedQuantity: p.quantity,
        movementCount: counts.get(p.productId) ?? 0,
      })),
    );
    await announce(tx, take!.id);
    return take!.id;
  });
  return (await read(db, id))!;
}

async function lockOpen(tx: Tx, id: string) {
  const [take] = await tx.select().from(stockTakes).where(eq(stockTakes.id, id)).for("update");
  if (!take) throw notFound();
  if (take.status !== "open") throw new AppError("conflict", msg.stockTakeClosed);
  return take;
}

/** Records (or clears, with null) what was counted of one product. */
export async function countLine(
  db: Db,
  id: string,
  productId: string,
  counted: number | null,
): Promise<void> {
  if (counted !== null) {
    const valid = validateCount(counted);
    if (!valid.ok) throw new AppError("domain_rule", valid.error.message, "countedQuantity");
  }
  await db.transaction(async (tx) => {
    await lockOpen(tx, id);
    const [product] = await tx
      .select({ name: products.name, serialized: products.serialized })
      .from(products)
      .where(eq(products.id, productId));
    if (product?.serialized) throw new AppError("domain_rule", msg.stockTakeScanSerial(product.name));
    const updated = await tx
      .update(stockTakeLines)
      .set({ countedQuantity: counted, countedAt: counted === null ? null : new Date() })
      .where(and(eq(stockTakeLines.stockTakeId, id), eq(stockTakeLines.productId, productId)))
      .returning({ productId: stockTakeLines.productId });
    if (!updated.length) throw notFound(msg.inventoryProductNotFound);
    await announce(tx, id);
  });
}

/**
 * One more unit of the scanned product, counted in the database (`counted + 1` under the
 * take's lock) so quick scans in a row, from one phone or several, all count.
 */
export async function scanLine(
  db: Db,
  id: string,
  code: string,
): Promise<{ productId: string; productName: string; countedQuantity: number; notice: string | null }> {
  return db.transaction(async (tx) => {
    await lockOpen(tx, id);
    const match = codeMatchSql(code);
    const [product] = match
      ? await tx
          .select({ id: products.id, name: products.name, serialized: products.serialized })
          .from(products)
          .where(match)
          .limit(1)
      : [];
    if (product?.serialized) throw new AppError("domain_rule", msg.stockTakeScanSerial(product.name));
    if (!product) return scanSerial(tx, id, code);
    const [line] = await tx
      .update(stockTakeLines)
      .set({
        countedQuantity: sql`coalesce(${stockTakeLines.countedQuantity}, 0) + 1`,
        countedAt: new Date(),
      })
      .where(and(eq(stockTakeLines.stockTakeId, id), eq(stockTakeLines.productId, product.id)))
      .returning({ countedQuantity: stockTakeLines.countedQuantity });
    if (!line) throw notFound(msg.scanNotInStockTake(product.name));
    await announce(tx, id);
    return {
      productId: product.id,
      productName: product.name,
      countedQuantity: line.countedQuantity ?? 0,
      notice: null,
    };
  });
}

/**
 * A scanned serial: a watch in stock of a counted product counts once (the line's count is the
 * watches scanned); a watch sold, written off or of a product outside the count is kept as
 * unexpected with why, and answered with that notice.
 */
async function scanSerial(tx: Tx, id: string, code: string) {
  const parsed = parseSerial(code);
  const unit = parsed.ok ? await unitBySerial(tx, parsed.value) : null;
  // A code that is neither a product's nor a watch's: refused, as a mistyped code is.
  if (!unit) throw notFound(msg.scanCodeNotFound(code));
  const serial = unit.serial;
  const [line] = await tx
    .select({ productName: stockTakeLines.productName })
    .from(stockTakeLines)
    .where(and(eq(stockTakeLines.stockTakeId, id), eq(stockTakeLines.productId, unit.productId)));
  const [product] = await tx
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, unit.productId));
  const expected = Boolean(line && unit.status === "en stock");
  const note = !line
    ? msg.stockTakeSerialNotCounted(serial, product?.name ?? "")
    : unit.status !== "en stock"
      ? msg.stockTakeSerialNotInStock(serial, unit.status)
      : "";
  const inserted = await tx
    .insert(stockTakeScans)
    .values({ stockTakeId: id, serial, productId: unit.productId, expected, note })
    .onConflictDoNothing()
    .returning({ serial: stockTakeScans.serial });
  const productId = unit.productId;
  let counted = 0;
  if (expected) {
    const [done] = await tx
      .update(stockTakeLines)
      .set({
        countedQuantity: sql`(select count(*)::integer from ${stockTakeScans} where ${stockTakeScans.stockTakeId} = ${id}
          and ${stockTakeScans.productId} = ${productId} and ${stockTakeScans.expected})`,
        countedAt: new Date(),
      })
      .where(and(eq(stockTakeLines.stockTakeId, id), eq(stockTakeLines.productId, productId)))
      .returning({ countedQuantity: stockTakeLines.countedQuantity });
    counted = done?.countedQuantity ?? 0;
  }
  await announce(tx, id);
  return {
    productId,
    productName: product?.name ?? "",
    countedQuantity: counted,
    notice: inserted.length ? note || null : msg.stockTakeSerialAgain(serial),
  };
}

/**
 * Applies the differences as 'ajuste manual' movements with reason 'conteo', all in one
 * transaction; refused (nothing written) when a counted product's stock moved since the start.
 */
export async function applyStockTake(db: Db, id: string, who: Author): Promise<{ adjustments: number }> {
  return db.transaction(async (tx) => {
    await lockOpen(tx, id);
    const lines = await tx.select().from(stockTakeLines).where(eq(stockTakeLines.stockTakeId, id));
    const counted = lines.filter((l) => l.countedQuantity !== null);
    const locked = await lockProducts(
      tx,
      counted.map((l) => l.productId),
    );
    const counts = await movementCounts(
      tx,
      counted.map((l) => l.productId),
    );
    const moved = new Set(
      counted.filter((l) => (counts.get(l.productId) ?? 0) !== l.movementCount).map((l) => l.productId),
    );
    // A serialized product's count is what stays once its watches not scanned are written off.
    const serialized = counted.filter((l) => locked.get(l.productId)?.serialized).map((l) => l.productId);
    const missing = await missingUnits(tx, id, serialized);
    const note = msg.stockTakeNote(orderNumber(id));
    const planned = lines.map((l) => {
      if (!serialized.includes(l.productId) || l.countedQuantity === null) return l;
      const lost = (missing.get(l.productId) ?? []).length;
      const count = orRefuse(serializedCount({ name: l.productName, expected: l.expectedQuantity }, lost));
      return { ...l, countedQuantity: count };
    });
    const plan = planStockTake(planned, [...locked.values()], note, moved);
    if (!plan.ok) throw new StockMovedError(plan.error.message, plan.error.products);
    for (const [productId, serials] of missing) await writeOffUnits(tx, productId, serials, who, note);
    await applyStockEffect(tx, plan.effect, locked, who, { unitsNamed: true });
    const adjustments = plan.effect.movements.length;
    await tx
      .update(stockTakes)
      .set({ status: "applied", closedAt: new Date(), closedByName: who.userName, adjustments })
      .where(eq(stockTakes.id, id));
    await announce(tx, id);
    return { adjustments };
  });
}

export async function discardStockTake(db: Db, id: string, who: Author): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOpen(tx, id);
    await tx
      .update(stockTakes)
      .set({ status: "discarded", closedAt: new Date(), closedByName: who.userName })
      .where(eq(stockTakes.id, id));
    await announce(tx, id);
  });
}
