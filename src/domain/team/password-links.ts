import { canResetPassword, type Role } from "../kernel/roles";

/** An account that might receive a set-your-password link from staff. */
export interface LinkCandidate {
  id: string;
  role: Role;
  /** When the last link (reset or invitation) was written for it, in ms; null if never. */
  lastLinkAtMs: number | null;
}

/**
 * Whether a link written at `lastLinkAtMs` may still be used at `nowMs`: while it lasts, sending
 * the same account another one adds nothing, so a repeated bulk send skips it.
 */
export function linkStillValid(lastLinkAtMs: number | null, nowMs: number, validMs: number): boolean {
  return lastLinkAtMs !== null && nowMs - lastLinkAtMs < validMs;
}

/**
 * Who receives the bulk "Sin contraseña" send: the accounts the actor may reset (decision 0040:
 * an admin sellers and customers, a superadmin anyone), never the actor, and not one whose last
 * link is still valid. The preview's count and the send come from this one list.
 */
export function bulkLinkRecipients<T extends LinkCandidate>(
  actor: { id: string; role: Role },
  candidates: readonly T[],
  nowMs: number,
  validMs: number,
): T[] {
  return candidates.filter(
    (c) =>
      c.id !== actor.id &&
      canResetPassword(actor.role, c.role) &&
      !linkStillValid(c.lastLinkAtMs, nowMs, validMs),
  );
}
