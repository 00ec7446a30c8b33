import type { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { Db } from "../db/client";
import type { ImageStorage } from "../gateways/image-storage";
import { supportTicketMessages } from "./schema";
import { loadReadable } from "./ticket-access";

/** The stored WebP of one photo message, for who may read the ticket; null when there is none. */
export async function readPhoto(
  db: Db,
  storage: ImageStorage,
  user: SessionUser,
  ticketId: string,
  messageId: string,
): Promise<Readable | null> {
  await loadReadable(db, user, ticketId);
  const [m] = await db
    .select({ content: supportTicketMessages.content })
    .from(supportTicketMessages)
    .where(and(eq(supportTicketMessages.id, messageId), eq(supportTicketMessages.ticketId, ticketId)));
  const key = m?.content.image?.key;
  return key ? storage.get(key) : null;
}
