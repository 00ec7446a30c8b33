import type { CatalogQuery, CatalogSort } from "../../contracts/catalog/catalog";
import { parseLempiras } from "../../domain/kernel/money";

/**
 * The catalogue's URL ⇄ API query mapping, shared by the page and the route that starts the
 * page's request before its chunk has arrived (routes.tsx). Kept apart from the page so the
 * first bundle carries only this, not the page.
 */
export interface FilterState {
  q: string;
  min: string;
  max: string;
  onOffer: boolean;
  inStock: boolean;
  sort: CatalogSort;
}
export type CatalogFilterState = FilterState & { page: number };

/**
 * The sorts the API accepts. A Record over the contract's type, so the compiler keeps it complete
 * without importing the contract's values: that module builds zod schemas, and zod stays off the
 * storefront pages (docs/decisions/0025).
 */
const SORTS: Record<CatalogSort, true> = {
  newest: true,
  price_asc: true,
  price_desc: true,
  best_selling: true,
};
const isSort = (value: string | null): value is CatalogSort => value !== null && Object.hasOwn(SORTS, value);

/** The URL is the state: a filtered catalogue can be shared and survives a reload. */
export function readFilters(params: URLSearchParams): CatalogFilterState {
  const sort = params.get("sort");
  return {
    q: params.get("q") ?? "",
    min: params.get("min") ?? "",
    max: params.get("max") ?? "",
    onOffer: params.get("offer") === "1",
    inStock: params.get("stock") === "1",
    sort: isSort(sort) ? sort : "newest",
    page: Math.max(1, Number(params.get("page")) || 1),
  };
}

export function toQuery(f: CatalogFilterState): CatalogQuery {
  const min = f.min ? parseLempiras(f.min) : null;
  const max = f.max ? parseLempiras(f.max) : null;
  return {
    q: f.q || undefined,
    minPrice: min !== null && min >= 0 ? min : undefined,
    maxPrice: max !== null && max >= 0 ? max : undefined,
    onOffer: f.onOffer ? "true" : undefined,
    inStock: f.inStock ? "true" : undefined,
    sort: f.sort,
    page: f.page, // pageSize: the API's default (CATALOG_PAGE_SIZE)
  };
}

/** Filters the visitor chose (search, price, switches), for the count on the phone's 'Filtros' button. */
export function activeFilterCount(f: FilterState): number {
  return [f.q, f.min, f.max, f.onOffer, f.inStock].filter(Boolean).length;
}
