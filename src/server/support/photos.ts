import { msg } from "../../domain/kernel/messages";
import { isTicketPhotoFormat, TICKET_PHOTO_MAX_WIDTH } from "../../domain/support/support";
import type { ImageStorage } from "../gateways/image-storage";
import { loadSharp } from "../gateways/sharp";
import { InvalidImageError, readSource } from "../products";

/** Ticket photos live outside /media's reach: only the ticket's route serves them (decision 0081). */
export const ticketPhotoKey = (ticketId: string, messageId: string) =>
  `private/support/${ticketId}/${messageId}.webp`;

const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

/**
 * Checks an upload by its content (JPEG, PNG or WebP only; a renamed text file or an SVG is
 * refused) and stores a re-encoded WebP: oriented, at most 1600 px wide, without its metadata
 * (EXIF, GPS). What the browser sent is never stored nor served.
 */
export async function storeTicketPhoto(
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
