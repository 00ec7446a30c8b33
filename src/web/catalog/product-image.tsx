import type { CatalogImage } from "../../contracts/catalog/catalog";
import { PRODUCT_IMAGE_PLACEHOLDER } from "../../domain/products/pricing";
import { cn } from "../ui/cn";

/**
 * A product picture from its WebP variants: the browser picks the width from srcSet and
 * `sizes`; width/height reserve the box (no layout shift); below the fold it loads lazily.
 */
export function ProductImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: CatalogImage | null;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={image?.src ?? PRODUCT_IMAGE_PLACEHOLDER}
      srcSet={image?.srcSet}
      sizes={image ? sizes : undefined}
      width={image?.width ?? 400}
      height={image?.height ?? 400}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      className={cn("aspect-square w-full object-cover", className)}
    />
  );
}
