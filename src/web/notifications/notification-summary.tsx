import type { UserNotification } from "../../contracts/notifications/notifications";
import { relativeTime } from "../../domain/kernel/relative-time";
import { cn } from "../ui/cn";

/** One notification's text block, shared by the bell and the page. */
export function NotificationSummary({ notification, now }: { notification: UserNotification; now: Date }) {
  return (
    <span className="flex min-w-0 flex-1 items-start gap-3 text-left">
      <span
        aria-hidden="true"
        className={cn(
          "mt-1.5 h-2 w-2 shrink-0 rounded-full",
          notification.isRead ? "bg-transparent" : "bg-gold",
        )}
      />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className={cn("text-sm text-fg", notification.isRead ? "font-normal" : "font-semibold")}>
          {notification.title}
        </span>
        {notification.body ? (
          <span className="line-clamp-2 text-sm text-muted">{notification.body}</span>
        ) : null}
        <time className="text-xs text-muted" dateTime={notification.createdAt}>
          {relativeTime(new Date(notification.createdAt), now)}
        </time>
      </span>
    </span>
  );
}
