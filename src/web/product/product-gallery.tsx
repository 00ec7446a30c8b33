import { useState } from "react";
import type { CatalogImage } from "../../contracts/catalog";
import { PRODUCT_IMAGE_SIZES } from "../../contracts/embedded-answers";
import { msg } from "../../domain/messages";
import { ProductImage } from "../catalog";
import { cn } from "../ui/cn";

export function ProductGallery({ images, name }: { images: CatalogImage[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0] ?? null;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-2xl border border-border bg-surface-2">
        <ProductImage
          image={shown}
          alt={msg.imageOf(name, current + 1)}
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
                aria-label={msg.showImage(i + 1)}
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
