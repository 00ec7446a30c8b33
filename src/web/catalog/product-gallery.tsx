import { type ReactNode, useState } from "react";
import type { CatalogImage } from "../../contracts/catalog/catalog";
import { PRODUCT_IMAGE_SIZES } from "../../contracts/catalog/embedded-answers";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { cn } from "../ui/cn";
import { ProductImage } from "./product-image";

/**
 * A product's pictures: the one shown and the thumbnails to choose another. In the catalogue
 * feature (the first bundle) so a product route's first paint shows it (page-shells.tsx).
 */
export function ProductGallery({ images, name }: { images: CatalogImage[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0] ?? null;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-2xl border border-border bg-surface-2">
        <ProductImage
          image={shown}
          alt={shopMsg.imageOf(name, current + 1)}
          sizes={PRODUCT_IMAGE_SIZES}
          priority
        />
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2">
          {images.map((img, i) => (
            <li key={img.src}>
              <button
                type="button"
                aria-label={shopMsg.showImage(i + 1)}
                aria-pressed={i === current}
                onClick={() => setCurrent(i)}
                className={cn(
                  "block w-20 overflow-hidden rounded-lg border-2 bg-surface-2",
                  i === current ? "border-gold" : "border-transparent opacity-75 hover:opacity-100",
                )}
              >
                <ProductImage image={img} alt="" sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The product page's layout, shared by the page and its route's first paint: the gallery in the
 * same place in both, so nothing moves when the page's chunk replaces the first paint.
 */
export function ProductFrame({ gallery, children }: { gallery: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-2 lg:gap-12">
      {gallery}
      {children}
    </div>
  );
}
