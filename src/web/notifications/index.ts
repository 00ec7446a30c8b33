// The notifications feature's public surface: the bell and the page (client area and back office).
export { NotificationBell } from "./notification-bell";
export { NotificationsPage } from "./notifications-page";
