import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { InventoryList, InventoryRow, inventoryListQuery } from "../../contracts/inventory/inventory";
import { isLowStock, lowStockThreshold } from "../../domain/inventory/stock";
import { msg } from "../../domain/kernel/messages";
import { TOLERANCE } from "../../domain/kernel/money";
import type { DbOrTx } from "../db/client";
import { containsPattern } from "../db/like";
import { productImageUrl } from "../gateways/image-storage";
import { notFound } from "../http/errors";
import { productImages, products } from "../products/schema";
import { storeLowStockThreshold } from "./low-stock";
import { codeSearchSql } from "./product-codes";
import { notArchived, ownThreshold, ownThresholdSql } from "./product-columns";

type Query = ReturnType<typeof inventoryListQuery.parse>;

const effectivePrice = sql<number>`case when ${products.promoPrice} is not null and ${products.promoPrice} < ${products.salePrice} then ${products.promoPrice} else ${products.salePrice} end`;
/** Same rule as the storefront's offer badge (domain showsOfferBadge). */
const onOffer = sql<boolean>`((${products.promoPrice} is not null and ${products.promoPrice} < ${products.salePrice})
  or coalesce(${products.originalPublicPrice}, ${products.salePrice}) - ${effectivePrice} > ${TOLERANCE})`;

function where(q: Query, store: number): SQL | undefined {
  const threshold = sql`coalesce(${ownThresholdSql}, ${store})`;
  const parts: (SQL | undefined)[] = [notArchived];
  if (q.q) {
    const like = containsPattern(q.q);
    parts.push(
      or(ilike(products.name, like), ilike(products.brand, like), codeSearchSql(q.q, { barcode: true })),
    );
  }
  if (q.visibility !== "all") parts.push(eq(products.isPublic, q.visibility === "public"));
  if (q.offer) parts.push(sql`(${onOffer})`);
  if (q.stock === "out") parts.push(sql`${products.quantity} = 0`);
  if (q.stock === "low") parts.push(sql`${products.quantity} <= ${threshold}`);
  if (q.brand) parts.push(eq(products.brand, q.brand));
  return and(...parts);
}

const SORT_COLUMNS = {
  name: sql`lower(${products.name})`,
  brand: sql`lower(${products.brand})`,
  price: effectivePrice,
  quantity: products.quantity,
  inProgressStock: products.inProgressStock,
  totalSold: products.totalSold,
  createdAt: products.createdAt,
} as const;

async function mainImages(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      productId: productImages.productId,
      storageKey: productImages.storageKey,
      widths: productImages.variantWidths,
    })
    .from(productImages)
    .where(sql`${productImages.productId} in ${ids} and ${productImages.position} = 0`);
  return new Map(rows.map((r) => [r.productId, productImageUrl(r.storageKey, Math.min(...r.widths))]));
}

/** Only what a row shows: sorting 2,000 narrow rows costs half of sorting whole products. */
const LIST_COLUMNS = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  salePrice: products.salePrice,
  promoPrice: products.promoPrice,
  originalPublicPrice: products.originalPublicPrice,
  quantity: products.quantity,
  inProgressStock: products.inProgressStock,
  totalSold: products.totalSold,
  isPublic: products.isPublic,
  serialized: products.serialized,
  lowStockThreshold: products.lowStockThreshold,
};
type ListColumns = { [K in keyof typeof LIST_COLUMNS]: (typeof products.$inferSelect)[K] };

/** The brands of the inventory, for the brand filter (asked once, refetched on a 'products' event). */
export async function listBrands(db: DbOrTx): Promise<{ brands: string[] }> {
  const rows = await db
    .selectDistinct({ brand: products.brand })
    .from(products)
    .where(sql`${products.brand} <> '' and ${notArchived}`)
    .orderBy(asc(products.brand));
  return { brands: rows.map((b) => b.brand) };
}

function toRow(p: ListColumns, image: string | null, store: number): InventoryRow {
  const threshold = lowStockThreshold(ownThreshold(p), store);
  return {
    id: p.id,
    name: p.name,
    brand: p.brand,
    imageUrl: image,
    salePrice: p.salePrice,
    promoPrice: p.promoPrice,
    originalPublicPrice: p.originalPublicPrice,
    quantity: p.quantity,
    inProgressStock: p.inProgressStock,
    totalSold: p.totalSold,
    serialized: p.serialized,
    isPublic: p.isPublic,
    lowStockThreshold: threshold,
    isLowStock: isLowStock(p.quantity, threshold),
  };
}

/**
 * Inventario: every product, public or not, filtered, sorted and paged in the database. The page,
 * its main pictures and the count of matching products come in one statement (the count as a
 * subquery the database runs once): three round trips per request were most of its cost.
 */
export async function listInventory(db: DbOrTx, q: Query): Promise<InventoryList> {
  const store = await storeLowStockThreshold(db);
  const filter = where(q, store);
  const order = q.dir === "desc" ? desc(SORT_COLUMNS[q.sort]) : asc(SORT_COLUMNS[q.sort]);
  const found = await db
    .select({
      ...LIST_COLUMNS,
      imageKey: productImages.storageKey,
      imageWidths: productImages.variantWidths,
      total: sql<number>`(select count(*) from ${products} where ${filter})`.mapWith(Number),
    })
    .from(products)
    .leftJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.position, 0)))
    .where(filter)
    .orderBy(order, asc(products.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  // A page past the last one has no row to carry the count.
  const total = found[0]?.total ?? (await db.$count(products, filter));
  return {
    items: found.map(({ imageKey, imageWidths, total: _, ...row }) =>
      toRow(row, imageKey && imageWidths ? productImageUrl(imageKey, Math.min(...imageWidths)) : null, store),
    ),
    total,
    page: q.page,
    pageSize: q.pageSize,
    storeLowStockThreshold: store,
  };
}

export async function getInventoryProduct(db: DbOrTx, id: string): Promise<InventoryRow> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound(msg.inventoryProductNotFound);
  const [images, store] = await Promise.all([mainImages(db, [id]), storeLowStockThreshold(db)]);
  return toRow(row, images.get(id) ?? null, store);
}
