import { z } from "zod";
import { idParam } from "../kernel/common";
import { defineOperation } from "../kernel/operation";

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

const tags = ["notificaciones"];
const ok = z.object({ ok: z.literal(true) });

/** A user's own notifications, newest first; nobody reads another's. */
export const listNotifications = defineOperation({
  id: "listNotifications",
  method: "GET",
  path: "/api/notifications",
  summary: "Mis notificaciones",
  tags,
  access: "signed-in",
  topic: "notifications",
  query: notificationListQuery,
  response: notificationList,
});

export const markNotificationRead = defineOperation({
  id: "markNotificationRead",
  method: "POST",
  path: "/api/notifications/:id/read",
  summary: "Marcar una notificación como leída",
  tags,
  access: "signed-in",
  params: idParam,
  response: ok,
});

export const markAllNotificationsRead = defineOperation({
  id: "markAllNotificationsRead",
  method: "POST",
  path: "/api/notifications/read-all",
  summary: "Marcar todas mis notificaciones como leídas",
  tags,
  access: "signed-in",
  response: ok,
});
