import { and, asc, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type {
  CatalogFilters,
  CatalogImage,
  CatalogItem,
  CatalogPage,
  ProductDetail,
} from "../../contracts/catalog/catalog";
import { TOLERANCE } from "../../domain/kernel/money";
import { originalPriceOf } from "../../domain/products/pricing";
import type { DbOrTx } from "../db/client";
import { containsPattern } from "../db/like";
import { codeSearchSql } from "../inventory";
import { productImageSrcSet, productImageUrl } from "../products";
import { productImages, products } from "../products/schema";

type Query = CatalogFilters;

/** The price charged (domain `effectivePrice`), as SQL so filters and sorting use the same rule. */
const effectivePriceSql = sql<number>`case when ${products.promoPrice} is not null and ${products.promoPrice} < ${products.salePrice} then ${products.promoPrice} else ${products.salePrice} end`;
/**
 * Domain `showsOfferBadge` (with `originalPriceOf` and the 0.01 TOLERANCE) for a catalogue
 * product, as SQL so the filter runs in the database (docs/decisions/0006); catalog.test.ts
 * compares it with the domain on the same rows.
 */
export const onOfferSql = sql<boolean>`((${products.promoPrice} is not null and ${products.promoPrice} < ${products.salePrice})
  or coalesce(${products.originalPublicPrice}, ${products.salePrice}) - ${effectivePriceSql} > ${TOLERANCE})`;

const cardColumns = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  quantity: products.quantity,
  salePrice: products.salePrice,
  promoPrice: products.promoPrice,
  originalPublicPrice: products.originalPublicPrice,
  isPublic: products.isPublic,
};
type CardRow = { [K in keyof typeof cardColumns]: (typeof products.$inferSelect)[K] } & {
  wholesalePrice: number | null;
};

/** What the asker may see (docs/product/roles.md, docs/decisions/0071). */
export interface CatalogViewer {
  /** Staff: hidden products too. */
  seeHidden: boolean;
  /** Staff and wholesalers: the wholesale price. */
  seeWholesale: boolean;
}

function filters(q: Query, seeHidden: boolean): SQL | undefined {
  // An archived (deleted) product is nobody's to browse (docs/decisions/0074).
  const where: (SQL | undefined)[] = [isNull(products.archivedAt)];
  // docs/product/roles.md: visitors, clients and wholesalers only ever receive public products.
  if (!seeHidden) where.push(eq(products.isPublic, true));
  if (q.q) {
    const like = containsPattern(q.q);
    // Visitors may search by the maker's reference; the barcode stays a staff matter.
    where.push(
      or(ilike(products.name, like), ilike(products.brand, like), codeSearchSql(q.q, { barcode: false })),
    );
  }
  if (q.minPrice !== undefined) where.push(sql`${effectivePriceSql} >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) where.push(sql`${effectivePriceSql} <= ${q.maxPrice}`);
  if (q.onOffer) where.push(sql`(${onOfferSql})`);
  if (q.inStock) where.push(sql`${products.quantity} > 0`);
  if (q.featured) where.push(eq(products.isFeatured, true));
  return and(...where);
}

function ordering(sort: Query["sort"]): SQL[] {
  if (sort === "price_asc") return [asc(effectivePriceSql), asc(products.id)];
  if (sort === "price_desc") return [desc(effectivePriceSql), asc(products.id)];
  if (sort === "best_selling") return [desc(products.totalSold), desc(products.createdAt), asc(products.id)];
  return [desc(products.createdAt), asc(products.id)];
}

function toImage(row: {
  storageKey: string;
  width: number;
  height: number;
  variantWidths: number[];
}): CatalogImage {
  return {
    src: productImageUrl(row.storageKey, Math.min(...row.variantWidths)),
    srcSet: productImageSrcSet(row.storageKey, row.variantWidths),
    width: row.width,
    height: row.height,
  };
}

function toItem(
  { wholesalePrice, ...row }: CardRow,
  image: CatalogImage | null,
  seeWholesale: boolean,
): CatalogItem {
  const item = { ...row, originalPublicPrice: originalPriceOf(row), image };
  // Never even the key for a visitor or a client: the wholesale price is staff's and wholesalers' only.
  return seeWholesale ? { ...item, wholesalePrice } : item;
}

/** One page of the catalogue in one query: the page, its total and each main picture (left join). */
export async function listCatalog(
  db: DbOrTx,
  q: CatalogFilters,
  viewer: CatalogViewer,
): Promise<CatalogPage> {
  const { seeHidden } = viewer;
  const rows = await db
    .select({
      ...cardColumns,
      wholesalePrice: products.wholesalePrice,
      total: sql<number>`count(*) over()`.mapWith(Number),
      storageKey: productImages.storageKey,
      width: productImages.width,
      height: productImages.height,
      variantWidths: productImages.variantWidths,
      externalUrl: externalMainSql,
    })
    .from(products)
    .leftJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.position, 0)))
    .where(filters(q, seeHidden))
    .orderBy(...ordering(q.sort))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.page > 1) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(filters(q, seeHidden));
    total = counted?.n ?? 0;
  }
  return {
    items: rows.map(({ total: _t, storageKey, width, height, variantWidths, externalUrl, ...row }) =>
      toItem(
        row,
        storageKey && variantWidths
          ? toImage({ storageKey, width: width ?? 0, height: height ?? 0, variantWidths })
          : externalImage(externalUrl),
        viewer.seeWholesale,
      ),
    ),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * An imported product's picture still on the old hosted storage (docs/decisions/0113), shown
 * until the import-images command brings it in: no variants, its size unknown (square).
 */
function externalImage(url: string | null): CatalogImage | null {
  return url ? { src: url, srcSet: "", width: 800, height: 800 } : null;
}
const externalMainSql = sql<string | null>`(select pei.url from product_external_images pei
  where pei.product_id = "products"."id" order by pei.position limit 1)`;
const externalAllSql = sql<string[]>`coalesce((select json_agg(pei.url order by pei.position)
  from product_external_images pei where pei.product_id = "products"."id"), '[]'::json)`;

/** Every picture of the product in position order, as one JSON column (one query per product page). */
// Written with explicit table names: drizzle renders a column of a single-table select without
// its table, so `${products.id}` inside this subquery would bind to product_images.id.
const imagesJsonSql = sql<ImageRow[]>`coalesce((
  select json_agg(json_build_object(
    'storageKey', pi.storage_key, 'width', pi.width, 'height', pi.height, 'variantWidths', pi.variant_widths
  ) order by pi.position)
  from product_images pi where pi.product_id = "products"."id"
), '[]'::json)`;
type ImageRow = { storageKey: string; width: number; height: number; variantWidths: number[] };

/** A product page; null when it does not exist or the visitor may not see it. */
export async function productDetail(
  db: DbOrTx,
  id: string,
  viewer: CatalogViewer,
): Promise<ProductDetail | null> {
  const { seeHidden } = viewer;
  const [row] = await db
    .select({
      ...cardColumns,
      wholesalePrice: products.wholesalePrice,
      description: products.description,
      model: products.model,
      specs: products.specs,
      createdAt: products.createdAt,
      pictures: imagesJsonSql,
      externalPictures: externalAllSql,
    })
    .from(products)
    .where(
      and(
        eq(products.id, id),
        isNull(products.archivedAt),
        seeHidden ? undefined : eq(products.isPublic, true),
      ),
    );
  if (!row) return null;
  const { description, model, specs, createdAt, pictures, externalPictures, ...card } = row;
  const images = pictures.length
    ? pictures.map(toImage)
    : externalPictures.map((url) => externalImage(url) as CatalogImage);
  return {
    ...toItem(card, images[0] ?? null, viewer.seeWholesale),
    description,
    model,
    specs: { ...specs },
    images,
    createdAt: createdAt.toISOString(),
  };
}
