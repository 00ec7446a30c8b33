import { isStaff, type Role } from "../kernel/roles";

/**
 * How long a staff session lives (docs/decisions/0044). Staff sessions can sell on credit, take
 * payments and read every customer, often from a shared counter computer: they end 12 hours
 * after sign-in whatever happens (a working day), and after 60 minutes without anyone touching
 * the back office. Clients and wholesalers keep the ordinary 30-day session.
 */
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
export const STAFF_IDLE_MS = 60 * 60 * 1000;
/** Activity is written at most this often per session, so a busy screen costs one update a minute. */
export const ACTIVITY_STAMP_EVERY_MS = 60 * 1000;

export type SessionVerdict = "valid" | "expired" | "idle";

export function sessionVerdict(s: {
  role: Role;
  createdAt: Date;
  lastActiveAt: Date;
  now: Date;
}): SessionVerdict {
  if (!isStaff(s.role)) return "valid";
  if (s.now.getTime() - s.createdAt.getTime() >= STAFF_SESSION_MAX_MS) return "expired";
  if (s.now.getTime() - s.lastActiveAt.getTime() >= STAFF_IDLE_MS) return "idle";
  return "valid";
}

/** Whether a session's last-activity stamp is old enough to be written again. */
export function activityStampDue(lastActiveAt: Date, now: Date): boolean {
  return now.getTime() - lastActiveAt.getTime() >= ACTIVITY_STAMP_EVERY_MS;
}
