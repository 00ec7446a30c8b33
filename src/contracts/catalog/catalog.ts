import { z } from "zod";
import { centavos, idParam, MAX_INPUT_CENTAVOS } from "../kernel/common";
import { defineOperation } from "../kernel/operation";

/** GET /api/catalog: search, filters, sort and pagination of the storefront. */
export const CATALOG_SORTS = ["newest", "price_asc", "price_desc", "best_selling"] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const CATALOG_PAGE_SIZE = 12;

const flag = z.enum(["true", "false"]).transform((v) => v === "true");

export const catalogQuery = z.object({
  q: z.string().trim().max(100).optional(),
  minPrice: z.coerce.number().int().min(0).max(MAX_INPUT_CENTAVOS).optional(),
  maxPrice: z.coerce.number().int().min(0).max(MAX_INPUT_CENTAVOS).optional(),
  onOffer: flag.optional(),
  inStock: flag.optional(),
  featured: flag.optional(),
  sort: z.enum(CATALOG_SORTS).default("newest"),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(CATALOG_PAGE_SIZE),
});
export type CatalogQuery = z.input<typeof catalogQuery>;
export type CatalogFilters = z.output<typeof catalogQuery>;

/** One picture: the smallest variant as src, every WebP variant in srcSet, and its aspect. */
export const catalogImage = z.object({
  src: z.string(),
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type CatalogImage = z.infer<typeof catalogImage>;

/**
 * A product card. Prices are the product's own; the web prices them per role with the domain
 * (`productPricing`), so one rule decides the badge everywhere.
 */
export const catalogItem = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  quantity: z.number().int(),
  salePrice: centavos,
  promoPrice: centavos.nullable(),
  originalPublicPrice: centavos,
  /** Only in answers to staff and wholesalers (docs/decisions/0071); absent for everyone else. */
  wholesalePrice: centavos.nullable().optional(),
  isPublic: z.boolean(),
  image: catalogImage.nullable(),
});
export type CatalogItem = z.infer<typeof catalogItem>;

export const catalogPage = z.object({
  items: z.array(catalogItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CatalogPage = z.infer<typeof catalogPage>;

export const productDetail = catalogItem.extend({
  description: z.string(),
  model: z.string(),
  /** Watch specifications that are set (docs/decisions/0070). */
  specs: z.record(z.string(), z.string()),
  images: z.array(catalogImage),
  createdAt: z.string(),
});
export type ProductDetail = z.infer<typeof productDetail>;

const tags = ["catálogo"];

/** Staff see every product; everyone else only the public ones. */
export const listCatalog = defineOperation({
  id: "listCatalog",
  method: "GET",
  path: "/api/catalog",
  summary: "Relojes del catálogo",
  tags,
  access: "public",
  topic: "products",
  query: catalogQuery,
  response: catalogPage,
});

export const getCatalogProduct = defineOperation({
  id: "getCatalogProduct",
  method: "GET",
  path: "/api/catalog/:id",
  summary: "Detalle de un reloj",
  tags,
  access: "public",
  topic: "products",
  params: idParam,
  response: productDetail,
});
