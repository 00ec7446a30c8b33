import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import { msg } from "../../domain/kernel/messages";
import { STAFF_ROLES } from "../../domain/kernel/roles";
import { normaliseBarcode, normaliseReference, storeEan13 } from "../../domain/products/product-codes";
import type { Db, Tx } from "../db/client";
import { AppError, notFound } from "../http/errors";
import { publish } from "../live/bus";
import { products } from "./schema";

/** A product's maker reference and barcode in their canonical forms (docs/decisions/0185). */
export interface ProductCodes {
  reference: string | null;
  barcode: string | null;
}

/** The contract already refused what the domain refuses; this only takes the canonical form. */
export function canonicalCodes(input: { reference?: string; barcode?: string }): ProductCodes {
  const reference = normaliseReference(input.reference ?? "");
  const barcode = normaliseBarcode(input.barcode ?? "");
  if (!reference.ok) throw new AppError("invalid_input", reference.error.message, "reference");
  if (!barcode.ok) throw new AppError("invalid_input", barcode.error.message, "barcode");
  return { reference: reference.value, barcode: barcode.value };
}

/** Refuses, on its field, a code another product already has (archived products included: a scan must find one). */
export async function assertCodesFree(tx: Tx, codes: ProductCodes, exceptId: string | null): Promise<void> {
  const others = (match: SQL) =>
    tx
      .select({ id: products.id })
      .from(products)
      .where(and(match, exceptId ? ne(products.id, exceptId) : undefined))
      .limit(1);
  if (codes.reference && (await others(eq(products.reference, codes.reference))).length) {
    throw new AppError("conflict", msg.referenceTaken, "reference");
  }
  if (codes.barcode && (await others(eq(products.barcode, codes.barcode))).length) {
    throw new AppError("conflict", msg.barcodeTaken, "barcode");
  }
}

/** Two editors saving the same code at once: the unique index refuses the second, with the same text. */
export function codeConflict(error: unknown): never {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  const constraint = e.constraint ?? e.cause?.constraint ?? "";
  if (code === "23505" && constraint === "products_reference_idx") {
    throw new AppError("conflict", msg.referenceTaken, "reference");
  }
  if (code === "23505" && constraint === "products_barcode_idx") {
    throw new AppError("conflict", msg.barcodeTaken, "barcode");
  }
  throw error;
}

/**
 * Gives a product without a barcode the store's next own EAN-13. A number someone already typed
 * into another product by hand is skipped, so the sequence and manual entries never collide.
 */
export async function assignStoreBarcode(db: Db, id: string): Promise<{ barcode: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ barcode: products.barcode, isPublic: products.isPublic, archivedAt: products.archivedAt })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!row || row.archivedAt) throw notFound(msg.inventoryProductNotFound);
    if (row.barcode) throw new AppError("conflict", msg.storeBarcodeAlreadySet, "barcode");
    // The sequence (storeBarcodeNumbers in the schema) numbers; the loop skips hand-typed numbers.
    for (;;) {
      const { rows } = await tx.execute<{ n: string }>(
        sql`select nextval('store_barcode_numbers')::text as n`,
      );
      const next = rows[0];
      const barcode = storeEan13(Number(next?.n));
      const [taken] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.barcode, barcode));
      if (taken) continue;
      await tx.update(products).set({ barcode, updatedAt: new Date() }).where(eq(products.id, id));
      await publish(tx, {
        topic: "products",
        id,
        audience: row.isPublic ? { everyone: true } : { roles: STAFF_ROLES },
      });
      return { barcode };
    }
  });
}
