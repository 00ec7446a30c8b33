import { Link } from "react-router";
import type { CatalogQuery } from "../../contracts/catalog/catalog";
import type { Role } from "../../domain/kernel/roles";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { ProductCard, useCatalog } from "../catalog";

/** One shelf of the home page: a title, four watches and a link to the same view of the catalogue. */
export function ProductShelf({
  title,
  query,
  href,
  role,
  priority = false,
}: {
  title: string;
  query: CatalogQuery;
  href: string;
  role: Role | undefined;
  priority?: boolean;
}) {
  const { data } = useCatalog({ ...query, pageSize: 4 });
  if (data && data.items.length === 0) return null;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6" aria-label={title}>
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 className="font-display text-2xl font-semibold sm:text-3xl">{title}</h2>
        <Link to={href} className="text-sm font-semibold text-gold hover:underline">
          {shopMsg.seeAllWatches}
        </Link>
      </div>
      <ul className="grid min-h-[280px] grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-5">
        {data?.items.map((p, i) => (
          <li key={p.id}>
            <ProductCard product={p} role={role} priority={priority && i < 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
