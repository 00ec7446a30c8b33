import { Link } from "react-router";
import type { CatalogItem } from "../../contracts/catalog/catalog";
import { CARD_IMAGE_SIZES } from "../../contracts/catalog/embedded-answers";
import type { Role } from "../../domain/kernel/roles";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { OfferBadge, PriceTag } from "./price-tag";
import { ProductImage } from "./product-image";
import { StockNote } from "./stock-note";

export function ProductCard({
  product,
  role,
  priority,
}: {
  product: CatalogItem;
  role: Role | undefined;
  priority?: boolean;
}) {
  const soldOut = product.quantity <= 0;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition-shadow hover:shadow-md">
      <div className="relative overflow-hidden bg-surface-2">
        <ProductImage
          image={product.image}
          alt={product.name}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          className={
            soldOut ? "opacity-60 grayscale" : "transition-transform duration-300 group-hover:scale-[1.03]"
          }
        />
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          <OfferBadge product={product} role={role} />
          {product.isPublic ? null : (
            <span className="rounded-full bg-navy px-2 py-0.5 text-xs font-semibold text-white">
              {shopMsg.hiddenProduct}
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <p className="text-xs font-semibold tracking-wider text-gold uppercase">{product.brand}</p>
        <h3 className="line-clamp-2 text-sm font-medium sm:text-base">
          <Link
            to={`/products/${product.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        <div className="mt-auto pt-1">
          <PriceTag product={product} role={role} />
          <StockNote quantity={product.quantity} />
        </div>
      </div>
    </article>
  );
}
