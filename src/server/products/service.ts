import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type {
  EditorPicture,
  EditorProduct,
  NewProductInput,
  ProductInput,
} from "../../contracts/products/products";
import { msg } from "../../domain/kernel/messages";
import { STAFF_ROLES } from "../../domain/kernel/roles";
import {
  checkPictureOrder,
  checkProductDeletion,
  MAX_PRODUCT_PICTURES,
  normaliseSpecs,
} from "../../domain/products/product";
import type { Db, Tx } from "../db/client";
import { newId } from "../db/ids";
import type { ImageStorage } from "../gateways/image-storage";
import {
  processProductImage,
  productImageSrcSet,
  productImageUrl,
  variantKeys,
} from "../gateways/image-variants";
import { AppError, notFound } from "../http/errors";
import { publish } from "../live/bus";
import { assertCodesFree, canonicalCodes, codeConflict } from "./codes";
import { holdsOn, productCreated } from "./hooks";
import { productImages, products } from "./schema";

type ProductRow = typeof products.$inferSelect;
type PictureRow = typeof productImages.$inferSelect;

function toPicture(row: PictureRow): EditorPicture {
  return {
    id: row.id,
    position: row.position,
    src: productImageUrl(row.storageKey, Math.min(...row.variantWidths)),
    srcSet: productImageSrcSet(row.storageKey, row.variantWidths),
    width: row.width,
    height: row.height,
  };
}

async function picturesOf(db: Db | Tx, productId: string): Promise<PictureRow[]> {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
}

/** A product as staff edit it (unit cost and wholesale price included: staff only). Null when unknown. */
export async function editorProduct(db: Db, id: string): Promise<EditorProduct | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return null;
  const pictures = await picturesOf(db, id);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    brand: row.brand,
    model: row.model,
    reference: row.reference,
    barcode: row.barcode,
    specs: { ...row.specs },
    salePrice: row.salePrice,
    promoPrice: row.promoPrice,
    originalPublicPrice: row.originalPublicPrice,
    wholesalePrice: row.wholesalePrice,
    unitCost: row.unitCost,
    lowStockThreshold: row.lowStockThreshold,
    isPublic: row.isPublic,
    serialized: row.serialized,
    warrantyMonths: row.warrantyMonths,
    quantity: row.quantity,
    inProgressStock: row.inProgressStock,
    totalSold: row.totalSold,
    archived: row.archivedAt !== null,
    pictures: pictures.map(toPicture),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columnsOf(input: ProductInput) {
  return {
    name: input.name,
    description: input.description,
    brand: input.brand,
    model: input.model,
    ...canonicalCodes(input),
    specs: normaliseSpecs(input.specs),
    salePrice: input.salePrice,
    promoPrice: input.promoPrice,
    originalPublicPrice: input.originalPublicPrice,
    wholesalePrice: input.wholesalePrice,
    unitCost: input.unitCost,
    lowStockThreshold: input.lowStockThreshold,
    isPublic: input.isPublic,
    warrantyMonths: input.warrantyMonths ?? null,
  };
}

/**
 * A change of a product is news to everyone when it is (or was) public — an open catalogue
 * refetches and shows the new price or drops a hidden watch; a hidden product only staff hear.
 */
async function announce(tx: Tx, id: string, visibleToEveryone: boolean) {
  await publish(tx, {
    topic: "products",
    id,
    audience: visibleToEveryone ? { everyone: true } : { roles: STAFF_ROLES },
  });
}

/**
 * Creates a product; its opening stock is an 'ingreso' movement the inventory writes when told
 * (productCreated) in the same transaction, so the ledger starts where the stock does.
 */
export async function createProduct(
  db: Db,
  user: SessionUser,
  input: NewProductInput,
): Promise<{ id: string }> {
  const id = newId();
  await db
    .transaction(async (tx) => {
      await assertCodesFree(tx, canonicalCodes(input), null);
      // The product starts with its opening stock, and the inventory writes its 'ingreso' (0 writes nothing).
      const serialized = input.serialized === true;
      await tx.insert(products).values({ id, ...columnsOf(input), serialized, quantity: input.initialStock });
      await productCreated.ask(
        tx,
        {
          id,
          name: input.name,
          quantity: input.initialStock,
          serials: serialized ? (input.initialSerials ?? []) : null,
        },
        { userId: user.id, userName: user.name },
        msg.productOpeningStockNote,
      );
      await announce(tx, id, input.isPublic);
    })
    .catch(codeConflict);
  return { id };
}

async function lockLive(tx: Tx, id: string): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update");
  if (!row || row.archivedAt) throw notFound(msg.inventoryProductNotFound);
  return row;
}

export async function updateProduct(db: Db, id: string, input: ProductInput): Promise<{ id: string }> {
  await db
    .transaction(async (tx) => {
      const before = await lockLive(tx, id);
      await assertCodesFree(tx, canonicalCodes(input), id);
      await tx
        .update(products)
        .set({ ...columnsOf(input), updatedAt: new Date() })
        .where(eq(products.id, id));
      await announce(tx, id, before.isPublic || input.isPublic);
    })
    .catch(codeConflict);
  return { id };
}

/**
 * Deletes a product by archiving it (docs/decisions/0074): refused while an open sale, a card
 * order awaiting payment or a web purchase awaiting conversion holds it; otherwise it leaves the
 * store and the inventory (hidden and archived) and past sales keep their lines.
 */
export async function archiveProduct(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockLive(tx, id);
    const checked = checkProductDeletion(await holdsOn(tx, id));
    if (!checked.ok) throw new AppError("conflict", checked.error.message);
    await tx
      .update(products)
      .set({ archivedAt: new Date(), isPublic: false, updatedAt: new Date() })
      .where(eq(products.id, id));
    await announce(tx, id, before.isPublic);
  });
}

/**
 * Adds one picture: the bytes are judged by their content (JPEG, PNG or WebP, checked by sharp),
 * turned into WebP variants in storage, then the row is added last in the order. If the row
 * cannot be written the variants are removed again.
 */
export async function addPicture(
  db: Db,
  storage: ImageStorage,
  productId: string,
  data: Buffer,
): Promise<EditorPicture[]> {
  const [row] = await db
    .select({ archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, productId));
  if (!row || row.archivedAt) throw notFound(msg.inventoryProductNotFound);
  const imageId = newId();
  const processed = await processProductImage(storage, productId, imageId, data);
  try {
    return await db.transaction(async (tx) => {
      const live = await lockLive(tx, productId);
      const existing = await picturesOf(tx, productId);
      if (existing.length >= MAX_PRODUCT_PICTURES) throw new AppError("domain_rule", msg.pictureTooMany);
      const position = existing.length ? existing[existing.length - 1]!.position + 1 : 0;
      await tx.insert(productImages).values({ id: imageId, productId, position, ...processed });
      await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
      await announce(tx, productId, live.isPublic);
      return (await picturesOf(tx, productId)).map(toPicture);
    });
  } catch (error) {
    await storage.remove(variantKeys(processed.storageKey, processed.variantWidths)).catch(() => {});
    throw error;
  }
}

/** Writes positions 0..n-1 in the given order (through negatives: positions are unique per product). */
async function writeOrder(tx: Tx, productId: string, ids: readonly string[]) {
  if (!ids.length) return;
  await tx
    .update(productImages)
    .set({ position: sql`-1 - ${productImages.position}` })
    .where(and(eq(productImages.productId, productId), inArray(productImages.id, [...ids])));
  for (const [position, id] of ids.entries()) {
    await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
  }
}

/** A new order of every picture; the first is the main one (the catalogue's card and the product page's first). */
export async function orderPictures(db: Db, productId: string, ids: string[]): Promise<EditorPicture[]> {
  return db.transaction(async (tx) => {
    const live = await lockLive(tx, productId);
    const current = (await picturesOf(tx, productId)).map((p) => p.id);
    const checked = checkPictureOrder(current, ids);
    if (!checked.ok) throw new AppError("invalid_input", checked.error.message, "ids");
    await writeOrder(tx, productId, checked.value);
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
    await announce(tx, productId, live.isPublic);
    return (await picturesOf(tx, productId)).map(toPicture);
  });
}

/** Removes one picture; the others close ranks; its variants leave storage after the commit. */
export async function deletePicture(
  db: Db,
  storage: ImageStorage,
  productId: string,
  imageId: string,
): Promise<EditorPicture[]> {
  const { removed, pictures } = await db.transaction(async (tx) => {
    const live = await lockLive(tx, productId);
    const current = await picturesOf(tx, productId);
    const target = current.find((p) => p.id === imageId);
    if (!target) throw notFound();
    await tx.delete(productImages).where(eq(productImages.id, imageId));
    await writeOrder(
      tx,
      productId,
      current.filter((p) => p.id !== imageId).map((p) => p.id),
    );
    await announce(tx, productId, live.isPublic);
    return { removed: target, pictures: (await picturesOf(tx, productId)).map(toPicture) };
  });
  await storage.remove(variantKeys(removed.storageKey, removed.variantWidths)).catch(() => {});
  return pictures;
}
