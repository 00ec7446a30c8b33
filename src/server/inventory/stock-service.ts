import { eq } from "drizzle-orm";
import type { addStockInput, adjustStockInput } from "../../contracts/inventory/inventory";
import { adjustStock, increaseStock, type StockChange } from "../../domain/inventory/stock";
import { msg } from "../../domain/kernel/messages";
import { STAFF_ROLES } from "../../domain/kernel/roles";
import type { Db, Tx } from "../db/client";
import { AppError, notFound } from "../http/errors";
import { publish } from "../live/bus";
import { products } from "../products/schema";
import { orRefuse } from "./or-refuse";
import { applyStockEffect, type LockedProduct, lockProducts } from "./stock-writer";
import { checkNewSerials, receiveUnits } from "./unit-writer";

export interface Author {
  userId: string | null;
  userName: string;
}
type AddInput = ReturnType<typeof addStockInput.parse>;
type AdjustInput = ReturnType<typeof adjustStockInput.parse>;

/** One stock operation: product row locked, the domain decides, one movement written (or none). */
async function change(
  db: Db,
  productId: string,
  who: Author,
  decide: (p: LockedProduct) => StockChange | null,
  /** Names the units a serialized product's change moves, before the change is written. */
  units?: (tx: Tx, p: LockedProduct) => Promise<void>,
): Promise<{ changed: boolean; quantity: number; name: string }> {
  return db.transaction(async (tx) => {
    const locked = await lockProducts(tx, [productId]);
    const product = locked.get(productId);
    if (!product) throw notFound(msg.inventoryProductNotFound);
    const decided = decide(product);
    if (!decided) return { changed: false, quantity: product.quantity, name: product.name };
    if (units) await units(tx, product);
    await applyStockEffect(tx, { products: [decided.product], movements: [decided.movement] }, locked, who, {
      unitsNamed: units !== undefined,
    });
    return { changed: true, quantity: decided.product.quantity, name: product.name };
  });
}

/**
 * 'Agregar stock': a positive integer, recorded as an 'ingreso'; a serialized product's units
 * arrive with it, one new serial each (docs/decisions/0247).
 */
export async function addStock(db: Db, productId: string, input: AddInput, who: Author) {
  const serials = input.serials ?? [];
  const done = await change(
    db,
    productId,
    who,
    (p) => {
      if (!p.serialized && serials.length)
        throw new AppError("domain_rule", msg.unitNotSerialized, "serials");
      return orRefuse(increaseStock(p, input.amount, input.notes));
    },
    async (tx, p) => {
      if (!p.serialized) return;
      await receiveUnits(tx, productId, await checkNewSerials(tx, serials, input.amount), who, input.notes);
    },
  );
  return { changed: done.changed, quantity: done.quantity, message: msg.stockAdded(input.amount, done.name) };
}

/** 'Ajuste manual' to an absolute value with its reason; the same value writes nothing. */
export async function adjustProductStock(db: Db, productId: string, input: AdjustInput, who: Author) {
  const done = await change(db, productId, who, (p) =>
    orRefuse(adjustStock(p, input.quantity, input.notes, input.reason)),
  );
  return {
    changed: done.changed,
    quantity: done.quantity,
    message: done.changed ? msg.stockAdjusted(done.name, done.quantity) : msg.stockNotChanged,
  };
}

/** The table's public switch: shows or hides a product in the store. */
export async function setVisibility(db: Db, productId: string, isPublic: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isPublic: products.isPublic })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!before) throw notFound(msg.inventoryProductNotFound);
    await tx.update(products).set({ isPublic, updatedAt: new Date() }).where(eq(products.id, productId));
    // Everyone when it is or was public: a product just hidden must leave open storefront tabs
    // too; a product that stays hidden is no visitor's business, not even its id.
    await publish(tx, {
      topic: "products",
      id: productId,
      audience: before.isPublic || isPublic ? { everyone: true } : { roles: STAFF_ROLES },
    });
  });
}
