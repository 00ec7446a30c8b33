import type { Metadata } from "sharp";
import { loadSharp } from "./sharp";

/**
 * Formats accepted from uploads, judged by the decoded content, never by the file's name or type
 * (docs/decisions/0073): JPEG, PNG and WebP. SVG is refused: librsvg may follow external references.
 */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
/** Refuse decompression bombs: 40 megapixels is far above any product photo. */
export const MAX_INPUT_PIXELS = 40_000_000;

export class InvalidImageError extends Error {
  constructor(message = "El archivo no es una imagen JPEG, PNG o WebP.") {
    super(message);
    this.name = "InvalidImageError";
  }
}

/**
 * The content check of every upload (product pictures, ticket photos, the store logo): decodes the header with
 * sharp and answers the raster format and the oriented size; anything else (a renamed text
 * file, SVG, a decompression bomb) throws InvalidImageError. Never trusts the name or the type.
 */
export async function readSource(input: Buffer): Promise<{ width: number; height: number; format: string }> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new InvalidImageError();
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new InvalidImageError();
  }
  // EXIF orientations 5–8 swap width and height.
  const swapped = (meta.orientation ?? 1) >= 5;
  const { format } = meta;
  return swapped
    ? { width: meta.height, height: meta.width, format }
    : { width: meta.width, height: meta.height, format };
}
