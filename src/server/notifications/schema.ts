import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "../auth/schema";
import { createdAt, id } from "../db/schema/columns";

/** users/{uid}/notifications (docs/product/data.md). */
export const userNotifications = pgTable(
  "user_notifications",
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    body: text().notNull(),
    type: text().notNull().default("other"),
    link: text(),
    isRead: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("user_notifications_type_valid", sql`${t.type} in ('purchase', 'message', 'other')`),
    index("user_notifications_user_idx").on(t.userId, t.createdAt),
  ],
);
