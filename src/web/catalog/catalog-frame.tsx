import type { ReactNode } from "react";
import type { CatalogItem } from "../../contracts/catalog/catalog";
import { EAGER_CARD_IMAGES } from "../../contracts/catalog/embedded-answers";
import type { Role } from "../../domain/kernel/roles";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { cn } from "../ui/cn";
import { ProductCard } from "./product-card";

/**
 * The catalogue's layout, shared by the page and by its route's first paint (page-shells.tsx):
 * both put the title, the filters' column and the watches in the same places, so nothing moves
 * when the page's chunk replaces the first paint. In the first bundle: keep it small.
 */
export function CatalogFrame({
  tall,
  action,
  filters,
  children,
}: {
  /** A screen's height while loading: the footer does not jump when the watches arrive. */
  tall: boolean;
  action?: ReactNode;
  filters: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={cn("mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8", tall && "min-h-[100svh]")}>
      <div className="flex min-h-11 items-center justify-between gap-4">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{shopMsg.catalogTitle}</h1>
        {action}
      </div>
      <div className="mt-4 grid gap-6 sm:mt-6 lg:grid-cols-[260px_1fr]">
        {filters}
        {children}
      </div>
    </div>
  );
}

/** The count and the cards of one catalogue page; the first cards' pictures load first (LCP). */
export function CatalogResults({
  total,
  items,
  role,
}: {
  total: number;
  items: CatalogItem[];
  role: Role | undefined;
}) {
  return (
    <>
      <p className="mb-4 text-sm text-muted" aria-live="polite" data-testid="results-count">
        {shopMsg.resultsCount(total)}
      </p>
      {items.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5">
          {items.map((p, i) => (
            <li key={p.id}>
              <ProductCard product={p} role={role} priority={i < EAGER_CARD_IMAGES} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
