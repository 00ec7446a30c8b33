import { shopMsg } from "../../domain/storefront/messages-shop";
import { useSession } from "../auth/use-session";
import { peekCatalogPage, peekProduct } from "../lib/embedded-answers";
import { PageSpinner } from "../ui/spinner";
import { CatalogFrame, CatalogResults } from "./catalog-frame";
import { readFilters, toQuery } from "./catalog-query";
import { ProductFrame, ProductGallery } from "./product-gallery";

/**
 * What the catalogue and product pages show while their data loads, also their routes' first
 * paint while the page's chunk loads (routes.tsx): on a first visit the header, the title and a page's height
 * paint as soon as the first bundle runs, not after the page's chunk (FCP), and the footer
 * stays below the screen until the watches arrive (no layout shift). In the first bundle: keep
 * it small.
 */
export function CatalogShell() {
  const { user } = useSession();
  // The first page the server put in the HTML (docs/decisions/0148): the watches paint now,
  // not after the page's chunk. Peeked, not taken: the page takes it as its query's data.
  const page = peekCatalogPage(toQuery(readFilters(new URLSearchParams(window.location.search))));
  return (
    <CatalogFrame tall filters={<aside className="hidden lg:block" />}>
      <section aria-label={shopMsg.catalogTitle}>
        {page ? <CatalogResults total={page.total} items={page.items} role={user?.role} /> : <PageSpinner />}
      </section>
    </CatalogFrame>
  );
}

/** The product's id in a /products/:id address (the route's first paint renders outside the page). */
export const productIdInPath = (pathname: string) => {
  const match = /^\/products\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    // A malformed escape (a mistyped link, /products/%E0%A4%A) is a product that does not exist.
    return null;
  }
};

export function ProductShell() {
  // The product the server put in the HTML (docs/decisions/0148): its picture paints now, where
  // the page will show it, not after the page's chunk. Peeked, not taken: the page takes it.
  const id = productIdInPath(window.location.pathname);
  const product = id ? peekProduct(id) : undefined;
  return (
    <div className="min-h-[100svh]">
      {product ? (
        <ProductFrame gallery={<ProductGallery images={product.images} name={product.name} />} />
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}
