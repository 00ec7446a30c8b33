import { msg } from "../../domain/kernel/messages";
import { isTicketPhotoFormat, TICKET_PHOTO_MAX_WIDTH } from "../../domain/support/support";
import { InvalidImageError, readSource } from "./image-content";
import type { ImageStorage } from "./image-storage";
import { loadSharp } from "./sharp";

const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

/**
 * Checks an upload by its content (JPEG, PNG or WebP only; a renamed text file or an SVG is
 * refused) and stores a re-encoded WebP: oriented, at most 1600 px wide, without its metadata
 * (EXIF, GPS). What the browser sent is never stored nor served. A support ticket's photo and a
 * transfer's proof go through it alike.
 */
export async function storeEvidencePhoto(
  storage: ImageStorage,
  key: string,
  input: Buffer,
): Promise<{ width: number; height: number; bytes: number }> {
  const source = await readSource(input).catch(() => {
    throw new InvalidImageError(msg.ticketPhotoInvalid);
  });
  if (!isTicketPhotoFormat(source.format)) throw new InvalidImageError(msg.ticketPhotoInvalid);
  const sharp = await loadSharp();
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: TICKET_PHOTO_MAX_WIDTH, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  await storage.put(key, data);
  return { width: info.width, height: info.height, bytes: data.length };
}
