import { ADJUSTMENT_REASONS, INVENTORY_MOVEMENT_TYPES } from "../../domain/inventory/stock";
import { inventoryMovements } from "../inventory/schema";
import { docsOf } from "./collections";
import { IMPORTER, type ImportRun } from "./import-run";
import type { OpeningStock } from "./map-products";
import { Bad } from "./read";

/**
 * The old inventory ledger, then one opening movement per imported product for the stock the
 * ledger does not explain, dated just before the product was created: so the ledger of every
 * product adds up to its quantity (the checker's rule). A movement of a product this run did not
 * import is skipped; its sale is only noted when missing, the sales come later.
 */
export async function importStockLedger(
  run: ImportRun,
  opening: OpeningStock,
  userIds: Set<string>,
): Promise<void> {
  const { tx } = run;
  const movementDocs = docsOf(run.exported, "inventory_movements");
  const moved = new Map<string, number>();
  const saleIdsInExport = new Set(docsOf(run.exported, "sales").map(([id]) => id));
  await run.eachNew(
    "inventory_movements",
    movementDocs,
    [inventoryMovements, inventoryMovements.id],
    async (id, r) => {
      const productId = r.str("productId");
      if (!opening.has(productId))
        throw new Bad(`productId ${productId}: no existe (o no es de esta importación)`);
      const type = r.str("type");
      if (!(INVENTORY_MOVEMENT_TYPES as readonly string[]).includes(type))
        throw new Bad(`type: '${type}' no existe`);
      const reason = r.optStr("reason");
      const quantityChange = r.int("quantityChange");
      const relatedSaleId = r.optStr("relatedSaleId");
      if (relatedSaleId && !saleIdsInExport.has(relatedSaleId))
        run.note("inventory_movements", id, `relatedSaleId ${relatedSaleId}: no existe`);
      const userId = r.optStr("userId");
      await tx.insert(inventoryMovements).values({
        id,
        productId,
        productName: r.str("productName", opening.get(productId)?.name ?? ""),
        imageUrl: r.optStr("imageUrl"),
        type,
        quantityChange,
        stockBefore: r.int("stockBefore", 0),
        stockAfter: r.int("stockAfter", 0),
        reason: reason && (ADJUSTMENT_REASONS as readonly string[]).includes(reason) ? reason : null,
        notes: r.str("notes", ""),
        timestamp: new Date(r.time("timestamp", new Date().toISOString())),
        userId: userId && userIds.has(userId) ? userId : null,
        userName: r.str("userName", IMPORTER),
        relatedSaleId,
      });
      moved.set(productId, (moved.get(productId) ?? 0) + quantityChange);
    },
  );
  for (const [productId, p] of opening) {
    const change = p.quantity - (moved.get(productId) ?? 0);
    if (change === 0) continue;
    await tx.insert(inventoryMovements).values({
      productId,
      productName: p.name,
      imageUrl: p.image,
      type: change > 0 ? "ingreso" : "ajuste manual",
      reason: change > 0 ? null : "corrección",
      quantityChange: change,
      stockBefore: 0,
      stockAfter: change,
      notes: "Stock inicial (importación)",
      timestamp: new Date(p.createdAt.getTime() - 1),
      userId: null,
      userName: IMPORTER,
    });
  }
  run.failIfAsked("opening", "fallo provocado después del stock inicial");
}
