import type { AdjustUnitsInput } from "../../contracts/inventory/units";
import { adjustStock } from "../../domain/inventory/stock";
import { msg } from "../../domain/kernel/messages";
import type { Db } from "../db/client";
import { AppError, notFound } from "../http/errors";
import { orRefuse } from "./or-refuse";
import type { Author } from "./stock-service";
import { applyStockEffect, lockProducts } from "./stock-writer";
import { checkNewSerials, receiveUnits, writeOffUnits } from "./unit-writer";

/**
 * The manual adjustment of a serialized product: the units that come in (new serials) and those
 * written off (in stock, by serial), one 'ajuste manual' movement with its reason for the
 * difference, and each unit's own history line.
 */
export async function adjustUnits(db: Db, productId: string, input: AdjustUnitsInput, who: Author) {
  return db.transaction(async (tx) => {
    const locked = await lockProducts(tx, [productId]);
    const product = locked.get(productId);
    if (!product) throw notFound(msg.inventoryProductNotFound);
    if (!product.serialized) throw new AppError("domain_rule", msg.unitNotSerialized);
    const add = await checkNewSerials(tx, input.add ?? [], null);
    const writeOff = input.writeOff ?? [];
    if (!add.length && !writeOff.length) throw new AppError("domain_rule", msg.unitAdjustEmpty);
    const notes = input.notes ?? "";
    await receiveUnits(tx, productId, add, who, notes);
    await writeOffUnits(tx, productId, writeOff, who, notes);
    const target = product.quantity + add.length - writeOff.length;
    const decided = orRefuse(adjustStock(product, target, notes, input.reason ?? "corrección"));
    if (decided)
      await applyStockEffect(
        tx,
        { products: [decided.product], movements: [decided.movement] },
        locked,
        who,
        { unitsNamed: true },
      );
    return { changed: true, quantity: target, message: msg.stockAdjusted(product.name, target) };
  });
}
