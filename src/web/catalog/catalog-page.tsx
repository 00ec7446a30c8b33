import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { useSession } from "../auth/use-session";
import { usePageMeta } from "../lib/use-page-meta";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { PageSpinner } from "../ui/spinner";
import { CatalogFilters } from "./catalog-filters";
import { CatalogFrame, CatalogResults } from "./catalog-frame";
import { activeFilterCount, type CatalogFilterState, readFilters, toQuery } from "./catalog-query";
import { useCatalog } from "./use-catalog";

export function CatalogPage() {
  usePageMeta(shopMsg.catalogTitle);
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { data, isPending, isError, refetch, isFetching } = useCatalog(toQuery(filters));

  // Phones keep the filters behind a button, so the first screen shows watches; ≥ lg shows them always.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const activeCount = activeFilterCount(filters);

  const update = (next: Partial<CatalogFilterState>) => {
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
    <CatalogFrame
      tall={isPending}
      action={
        <Button
          variant="secondary"
          className="lg:hidden"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
          {shopMsg.filtersTitle}
          {activeCount > 0 ? (
            <>
              <span
                aria-hidden="true"
                className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-gold px-1.5 text-xs font-bold text-on-gold"
              >
                {activeCount}
              </span>
              <span className="sr-only">{shopMsg.activeFilters(activeCount)}</span>
            </>
          ) : null}
          <ChevronDown
            className={cn("h-4 w-4 transition-transform", filtersOpen && "rotate-180")}
            aria-hidden="true"
          />
        </Button>
      }
      filters={
        <aside id={filtersId} className={cn(filtersOpen ? "block" : "hidden", "lg:block")}>
          <CatalogFilters value={filters} onChange={update} onSearched={() => setFiltersOpen(false)} />
        </aside>
      }
    >
      <section aria-busy={isFetching} aria-label={shopMsg.catalogTitle}>
        {isPending ? (
          <PageSpinner />
        ) : isError ? (
          <div className="flex flex-col items-start gap-3">
            <p>{shopMsg.loadFailed}</p>
            <Button variant="secondary" onClick={() => refetch()}>
              {shopMsg.retry}
            </Button>
          </div>
        ) : (
          <>
            <CatalogResults total={data.total} items={data.items} role={user?.role} />
            {data.items.length === 0 ? (
              <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-border p-8">
                <p>{shopMsg.noResults}</p>
                <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
                  {shopMsg.clearFilters}
                </Button>
              </div>
            ) : null}
            {pages > 1 ? (
              <nav
                className="mt-8 flex items-center justify-center gap-3"
                aria-label={shopMsg.pageOf(filters.page, pages)}
              >
                <Button
                  variant="secondary"
                  disabled={filters.page <= 1}
                  onClick={() => update({ page: filters.page - 1 })}
                >
                  {shopMsg.previousPage}
                </Button>
                <span className="text-sm text-muted">{shopMsg.pageOf(filters.page, pages)}</span>
                <Button
                  variant="secondary"
                  disabled={filters.page >= pages}
                  onClick={() => update({ page: filters.page + 1 })}
                >
                  {shopMsg.nextPage}
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </section>
    </CatalogFrame>
  );
}
