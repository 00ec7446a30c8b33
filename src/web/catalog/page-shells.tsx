import { msg } from "../../domain/messages";
import { PageSpinner } from "../ui/spinner";

/**
 * What the catalogue and product pages show while their data loads, also used as their routes'
 * HydrateFallback (routes.tsx): on a first visit the header, the title and a page's height
 * paint as soon as the first bundle runs, not after the page's chunk (FCP), and the footer
 * stays below the screen until the watches arrive (no layout shift). In the first bundle: keep
 * it small.
 */
export function CatalogShell() {
  return (
    <div className="mx-auto min-h-[100svh] max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="flex min-h-11 items-center font-display text-3xl font-semibold sm:text-4xl">
        {msg.catalogTitle}
      </h1>
      <PageSpinner />
    </div>
  );
}

export function ProductShell() {
  return (
    <div className="min-h-[100svh]">
      <PageSpinner />
    </div>
  );
}
