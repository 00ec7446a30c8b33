import type { SessionUser } from "../../contracts/auth/session";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { storeEvidencePhoto } from "../gateways/evidence-photo";
import type { ImageStorage } from "../gateways/image-storage";
import type { Limit, RetryAfterTarget } from "../http/rate-limit";
import { ticketPhotoKey } from "./photos";
import { assertReadable, loadReadable } from "./ticket-access";
import { writeMessage } from "./write-message";

/**
 * A photo message: the ticket is checked first (nobody stores files in a ticket they cannot read),
 * then the upload is checked by content and re-encoded, then the message is written under lock.
 */
export async function replyWithPhoto(
  db: Db,
  storage: ImageStorage,
  user: SessionUser,
  id: string,
  photo: Buffer,
  text: string,
  /** The account's storage quota, counted in the stored WebP's bytes; null = not counted (staff). */
  quota: { limit: Limit; key: string; reply: RetryAfterTarget } | null = null,
): Promise<void> {
  await assertReadable(db, user, id);
  const messageId = newId();
  const key = ticketPhotoKey(id, messageId);
  const { bytes, ...size } = await storeEvidencePhoto(storage, key, photo);
  let counted = false;
  try {
    if (quota) {
      try {
        await quota.limit.take(quota.key, quota.reply, bytes);
      } catch (refusal) {
        // A refused photo is not stored: its bytes do not stay counted either.
        await quota.limit.giveBack(quota.key, bytes);
        throw refusal;
      }
      counted = true;
    }
    await db.transaction(async (tx) => {
      const ticket = await loadReadable(tx, user, id, true);
      await writeMessage(
        tx,
        user,
        ticket,
        { type: "image", text: text.trim(), image: { key, ...size } },
        messageId,
      );
    });
  } catch (error) {
    await storage.removePrefix(key).catch(() => undefined);
    if (counted && quota) await quota.limit.giveBack(quota.key, bytes).catch(() => undefined);
    throw error;
  }
}
