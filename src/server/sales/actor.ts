import type { SessionUser } from "../../contracts/auth/session";
import type { Actor } from "../../domain/sales/sale";

/** The domain has no clock: every operation gets who acts and when from here. */
export function actorOf(user: Pick<SessionUser, "name">, now = new Date()): Actor {
  return { user: user.name, now: now.toISOString() };
}

/** Author of inventory movements written by a sale operation. */
export function movementAuthor(user: Pick<SessionUser, "name"> & { id: string | null }) {
  return { userId: user.id, userName: user.name };
}
