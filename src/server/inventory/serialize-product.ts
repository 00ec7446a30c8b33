import { eq } from "drizzle-orm";
import type { SerializeProductInput } from "../../contracts/inventory/units";
import { msg } from "../../domain/kernel/messages";
import { STAFF_ROLES } from "../../domain/kernel/roles";
import type { Db } from "../db/client";
import { AppError, notFound } from "../http/errors";
import { publish } from "../live/bus";
import { products } from "../products/schema";
import type { Author } from "./stock-service";
import { lockProducts } from "./stock-writer";
import { checkNewSerials, receiveUnits } from "./unit-writer";

/**
 * A product starts being kept by serial number: one new serial for each unit it has available,
 * each recorded as received. Refused while open sales or card orders hold some of its units (their
 * watches could not be told apart); its stock figures do not change.
 */
export async function serializeProduct(db: Db, productId: string, input: SerializeProductInput, who: Author) {
  return db.transaction(async (tx) => {
    const product = (await lockProducts(tx, [productId])).get(productId);
    if (!product) throw notFound(msg.inventoryProductNotFound);
    if (product.serialized) throw new AppError("domain_rule", msg.unitAlreadySerialized);
    if (product.inProgressStock > 0)
      throw new AppError("domain_rule", msg.unitSerializeReserved(product.inProgressStock));
    const serials = await checkNewSerials(tx, input.serials ?? [], product.quantity);
    await receiveUnits(tx, productId, serials, who, input.notes || msg.unitSerializedNote);
    await tx
      .update(products)
      .set({ serialized: true, updatedAt: new Date() })
      .where(eq(products.id, productId));
    await publish(tx, {
      topic: "products",
      id: productId,
      audience: product.isPublic ? { everyone: true } : { roles: STAFF_ROLES },
    });
    return { changed: true, quantity: product.quantity, message: msg.unitSerialized(product.name) };
  });
}
