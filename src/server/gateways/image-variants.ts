import { MAX_INPUT_PIXELS, readSource } from "./image-content";
import { type ImageStorage, productImageUrl } from "./image-storage";
import { loadSharp } from "./sharp";

export { InvalidImageError, readSource } from "./image-content";

/** Widths of the WebP variants served to browsers (srcset). */
export const VARIANT_WIDTHS = [320, 640, 1024] as const;
const WEBP_QUALITY = 78;
export interface ProcessedImage {
  /** Prefix of the variants: `products/{productId}/{imageId}`; a variant is `{storageKey}-{width}.webp`. */
  storageKey: string;
  /** Dimensions of the source image (after EXIF orientation). */
  width: number;
  height: number;
  /** Widths of the variants written, ascending. */
  variantWidths: number[];
}

/**
 * Variant widths for a source of `sourceWidth` pixels: 320/640/1024, never upscaled; a variant
 * wider than the source is replaced by the source width itself (so a 800 px photo gives 320, 640, 800).
 */
export function variantWidthsFor(sourceWidth: number): number[] {
  const widths = new Set(VARIANT_WIDTHS.map((w) => Math.min(w, sourceWidth)));
  return [...widths].sort((a, b) => a - b);
}

export function productImageKey(productId: string, imageId: string): string {
  return `products/${productId}/${imageId}`;
}

/**
 * Decodes an uploaded image once, writes its WebP variants to storage and answers what the
 * `product_images` row needs. Throws InvalidImageError when the buffer is not a raster image.
 */
export async function processProductImage(
  storage: ImageStorage,
  productId: string,
  imageId: string,
  input: Buffer,
): Promise<ProcessedImage> {
  const source = await readSource(input);
  const sharp = await loadSharp();
  const storageKey = productImageKey(productId, imageId);
  const variantWidths = variantWidthsFor(source.width);
  const largest = variantWidths[variantWidths.length - 1]!;

  // Decode and orient once, down to the largest variant, then derive each variant from raw pixels.
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };

  await Promise.all(
    variantWidths.map(async (width) => {
      const webp = await sharp(data, { raw })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: 2 })
        .toBuffer();
      await storage.put(`${storageKey}-${width}.webp`, webp);
    }),
  );
  return { storageKey, width: source.width, height: source.height, variantWidths };
}

/** Every stored variant key of one picture (to delete it). */
export function variantKeys(storageKey: string, variantWidths: readonly number[]): string[] {
  return variantWidths.map((w) => `${storageKey}-${w}.webp`);
}

export { productImageUrl } from "./image-storage";

/** `srcset` attribute value for the variants of one image. */
export function productImageSrcSet(storageKey: string, variantWidths: readonly number[]): string {
  return [...variantWidths]
    .sort((a, b) => a - b)
    .map((w) => `${productImageUrl(storageKey, w)} ${w}w`)
    .join(", ");
}
