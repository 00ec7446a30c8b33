import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { NotificationList } from "../../contracts/notifications/notifications";
import type { Role } from "../../domain/kernel/roles";
import { users } from "../auth/schema";
import type { Db, DbOrTx } from "../db/client";
import { publish } from "../live/bus";
import { userNotifications } from "./schema";

export interface NewNotification {
  title: string;
  body: string;
  type: "purchase" | "message" | "other";
  link?: string | null;
}

/** Adds a notification for one user (inside the caller's transaction) and tells their open tabs. */
export async function notifyUser(db: DbOrTx, userId: string, n: NewNotification): Promise<string> {
  const [row] = await db
    .insert(userNotifications)
    .values({ userId, title: n.title, body: n.body, type: n.type, link: n.link ?? null })
    .returning({ id: userNotifications.id });
  await publish(db, { topic: "notifications", id: row!.id, audience: { userIds: [userId] } });
  return row!.id;
}

/** Adds the same notification for every user of `roles` (inside the caller's transaction). */
export async function notifyRoles(db: DbOrTx, roles: readonly Role[], n: NewNotification): Promise<number> {
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, [...roles]));
  for (const person of people) await notifyUser(db, person.id, n);
  return people.length;
}

export async function listNotifications(db: Db, userId: string, limit: number): Promise<NotificationList> {
  const rows = await db
    .select()
    .from(userNotifications)
    .where(eq(userNotifications.userId, userId))
    .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
    .limit(limit);
  const [unread] = await db
    .select({ n: count() })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.isRead, false)));
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      body: r.body,
      type: r.type as "purchase" | "message" | "other",
      link: r.link,
      isRead: r.isRead,
      createdAt: r.createdAt.toISOString(),
    })),
    unread: unread?.n ?? 0,
  };
}

/** Marks one of the user's own notifications read; false when it is not theirs or does not exist. */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(userNotifications)
      .set({ isRead: true })
      .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, userId)))
      .returning({ id: userNotifications.id });
    if (updated.length) await publish(tx, { topic: "notifications", id, audience: { userIds: [userId] } });
    return updated.length > 0;
  });
}

/** Marks all the user's unread notifications read in one statement (docs/product/operations.md batch). */
export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(userNotifications)
      .set({ isRead: true })
      .where(and(eq(userNotifications.userId, userId), eq(userNotifications.isRead, false)));
    await publish(tx, { topic: "notifications", id: null, audience: { userIds: [userId] } });
  });
}
