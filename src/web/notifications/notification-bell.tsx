import * as Menu from "@radix-ui/react-dropdown-menu";
import { Bell } from "lucide-react";
import { Link } from "react-router";
import { msg } from "../../domain/kernel/messages";
import { useNow } from "../lib/use-now";
import { CountBadge, countBadgeText } from "../ui/badge";
import { buttonClass } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { NotificationSummary } from "./notification-summary";
import { BELL_LIMIT, useMarkAllNotificationsRead, useNotifications } from "./use-notifications";
import { useOpenNotification } from "./use-open-notification";

/**
 * The user's own notifications (docs/product/screens.md): the 7 latest, newest first. `seeAllHref` is the
 * full page, which only the client area has; staff mark them read from here.
 */
export function NotificationBell({ seeAllHref }: { seeAllHref?: string }) {
  const { data, isPending, isError } = useNotifications(BELL_LIMIT);
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification();
  const now = useNow();
  const unread = data?.unread ?? 0;
  const items = data?.items.slice(0, BELL_LIMIT) ?? [];
  // The name holds the count the badge shows ("9+" too), so a voice user can say what they see.
  const name =
    unread > 0 ? `${msg.notifications}: ${msg.unreadCount(countBadgeText(unread))}` : msg.notifications;

  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={name}
        title={unread > 0 ? msg.unreadCount(unread) : msg.notifications}
        className={buttonClass("ghost", "icon", "relative")}
        data-testid="notification-bell"
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        <CountBadge count={unread} testId="notification-count" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="animate-fade-in z-50 w-[min(22rem,calc(100vw-1rem))] overflow-hidden rounded-xl border border-border bg-surface shadow-2xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
            <Menu.Label className="font-semibold text-fg">{msg.notifications}</Menu.Label>
            {unread > 0 ? (
              <Menu.Item
                className="cursor-pointer rounded px-1 text-xs font-medium text-gold outline-none hover:underline focus:underline"
                onSelect={(event) => {
                  event.preventDefault();
                  markAll.mutate(null);
                }}
              >
                {msg.markAllRead}
              </Menu.Item>
            ) : null}
          </div>
          <div className="max-h-[min(26rem,60dvh)] overflow-y-auto py-1">
            {isPending ? (
              <div className="flex justify-center p-4">
                <Spinner />
              </div>
            ) : isError ? (
              <p className="p-4 text-sm text-muted">{msg.loadFailed}</p>
            ) : items.length === 0 ? (
              <p className="p-4 text-sm text-muted">{msg.noNotifications}</p>
            ) : (
              items.map((notification) => (
                <Menu.Item
                  key={notification.id}
                  className="flex cursor-pointer px-4 py-3 outline-none data-[highlighted]:bg-surface-2"
                  onSelect={() => open(notification)}
                >
                  <NotificationSummary notification={notification} now={now} />
                </Menu.Item>
              ))
            )}
          </div>
          {seeAllHref ? (
            <Menu.Item asChild>
              <Link
                to={seeAllHref}
                className="block border-t border-border px-4 py-3 text-center text-sm font-semibold text-gold outline-none data-[highlighted]:bg-surface-2"
              >
                {msg.seeAll}
              </Link>
            </Menu.Item>
          ) : null}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
