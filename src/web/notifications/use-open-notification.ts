import { useNavigate } from "react-router";
import type { UserNotification } from "../../contracts/notifications/notifications";
import { useMarkNotificationRead } from "./use-notifications";

/** Opening a notification marks it read and follows its link (docs/product/states.md "isRead false → true"). */
export function useOpenNotification(): (notification: UserNotification) => void {
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  return (notification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    // Only in-app links are followed: a notification must never send someone off-site.
    if (notification.link?.startsWith("/") && !notification.link.startsWith("//")) {
      void navigate(notification.link);
    }
  };
}
