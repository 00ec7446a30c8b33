import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { storeEvidencePhoto } from "../gateways/evidence-photo";
import type { ImageStorage } from "../gateways/image-storage";
import { notFound } from "../http/errors";
import { saleOfOrder } from "./desk-context";
import { serviceOrderPhotos } from "./schema";
import { lockServiceOrder, readServiceOrder, saveServiceOrder } from "./service-order-rows";

/** Photos of a watch live outside /media's reach, like a ticket's: only the desk's route serves them. */
const photoKey = (orderId: string, photoId: string) => `private/service-orders/${orderId}/${photoId}.webp`;

/**
 * A photo of the watch as received: the order is checked first, the upload is checked by its
 * content and re-encoded (the ticket photos' pipeline and limits), then recorded under the order's
 * lock; a refusal removes the stored file.
 */
export async function addServiceOrderPhoto(
  db: Db,
  storage: ImageStorage,
  user: SessionUser,
  id: string,
  photo: Buffer,
): Promise<{ ok: true }> {
  await readServiceOrder(db, id);
  const photoId = newId();
  const key = photoKey(id, photoId);
  const size = await storeEvidencePhoto(storage, key, photo);
  try {
    await db.transaction(async (tx) => {
      const order = await lockServiceOrder(tx, id);
      await tx
        .insert(serviceOrderPhotos)
        .values({ id: photoId, serviceOrderId: id, key, ...size, userId: user.id });
      const sale = await saleOfOrder(tx, order);
      await saveServiceOrder(
        tx,
        order,
        {},
        { details: m.servicePhotoAdded },
        { id: user.id, name: user.name },
        sale.customerUserId,
      );
    });
  } catch (error) {
    await storage.removePrefix(key).catch(() => undefined);
    throw error;
  }
  return { ok: true };
}

/** The stored key of one of the order's photos. */
export async function servicePhotoKey(db: Db, id: string, photoId: string): Promise<string> {
  const [row] = await db
    .select({ key: serviceOrderPhotos.key })
    .from(serviceOrderPhotos)
    .where(and(eq(serviceOrderPhotos.id, photoId), eq(serviceOrderPhotos.serviceOrderId, id)));
  if (!row) throw notFound(m.serviceNotFound);
  return row.key;
}
