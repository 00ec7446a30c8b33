import { z } from "zod";

export const notificationType = z.enum(["purchase", "message", "other"]);

export const userNotification = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  type: notificationType,
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type UserNotification = z.infer<typeof userNotification>;

/** GET /api/notifications?limit=N — newest first, own notifications only. */
export const notificationListQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
export const notificationList = z.object({ items: z.array(userNotification), unread: z.number().int() });
export type NotificationList = z.infer<typeof notificationList>;
