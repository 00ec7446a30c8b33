import { useSearchParams } from "react-router";
import type { CatalogQuery, CatalogSort } from "../../contracts/catalog";
import { msg } from "../../domain/messages";
import { parseLempiras } from "../../domain/money";
import { useSession } from "../auth/use-session";
import { usePageMeta } from "../storefront/use-page-meta";
import { Button } from "../ui/button";
import { PageSpinner } from "../ui/spinner";
import { CatalogFilters, type FilterState } from "./catalog-filters";
import { ProductCard } from "./product-card";
import { useCatalog } from "./use-catalog";

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
function readFilters(params: URLSearchParams): FilterState & { page: number } {
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

function toQuery(f: FilterState & { page: number }): CatalogQuery {
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

export function CatalogPage() {
  usePageMeta(msg.catalogTitle);
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { data, isPending, isError, refetch, isFetching } = useCatalog(toQuery(filters));

  const update = (next: Partial<FilterState & { page: number }>) => {
    const merged = { ...filters, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.q) out.set("q", merged.q);
    if (merged.min) out.set("min", merged.min);
    if (merged.max) out.set("max", merged.max);
    if (merged.onOffer) out.set("offer", "1");
    if (merged.inStock) out.set("stock", "1");
    if (merged.sort !== "newest") out.set("sort", merged.sort);
    if (merged.page > 1) out.set("page", String(merged.page));
    setParams(out);
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">{msg.catalogTitle}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[260px_1fr]">
        <aside>
          <CatalogFilters value={filters} onChange={update} />
        </aside>
        <section aria-busy={isFetching} aria-label={msg.catalogTitle}>
          {isPending ? (
            <PageSpinner />
          ) : isError ? (
            <div className="flex flex-col items-start gap-3">
              <p>{msg.loadFailed}</p>
              <Button variant="secondary" onClick={() => refetch()}>
                {msg.retry}
              </Button>
            </div>
          ) : (
            <>
              <p className="mb-4 text-sm text-muted" aria-live="polite" data-testid="results-count">
                {msg.resultsCount(data.total)}
              </p>
              {data.items.length === 0 ? (
                <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-border p-8">
                  <p>{msg.noResults}</p>
                  <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
                    {msg.clearFilters}
                  </Button>
                </div>
              ) : (
                <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5">
                  {data.items.map((p, i) => (
                    <li key={p.id}>
                      <ProductCard product={p} role={user?.role} priority={i < 2} />
                    </li>
                  ))}
                </ul>
              )}
              {pages > 1 ? (
                <nav
                  className="mt-8 flex items-center justify-center gap-3"
                  aria-label={msg.pageOf(filters.page, pages)}
                >
                  <Button
                    variant="secondary"
                    disabled={filters.page <= 1}
                    onClick={() => update({ page: filters.page - 1 })}
                  >
                    {msg.previousPage}
                  </Button>
                  <span className="text-sm text-muted">{msg.pageOf(filters.page, pages)}</span>
                  <Button
                    variant="secondary"
                    disabled={filters.page >= pages}
                    onClick={() => update({ page: filters.page + 1 })}
                  >
                    {msg.nextPage}
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
