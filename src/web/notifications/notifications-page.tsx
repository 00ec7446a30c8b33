import { CheckCheck } from "lucide-react";
import { msg } from "../../domain/kernel/messages";
import { useNow } from "../lib/use-now";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { PageSpinner } from "../ui/spinner";
import { NotificationSummary } from "./notification-summary";
import { PAGE_LIMIT, useMarkAllNotificationsRead, useNotifications } from "./use-notifications";
import { useOpenNotification } from "./use-open-notification";

/** /client/notifications: the user's notifications, newest first (docs/product/screens.md, operations.md). */
export function NotificationsPage({ showTitle = true }: { showTitle?: boolean }) {
  const { data, isPending, isError, refetch } = useNotifications(PAGE_LIMIT);
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification();
  const now = useNow();

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          {showTitle ? <h1 className="font-display text-3xl font-semibold">{msg.notifications}</h1> : null}
          {data && data.unread > 0 ? (
            <p className="mt-1 text-sm text-muted">{msg.unreadCount(data.unread)}</p>
          ) : null}
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={!data || data.unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate(null)}
        >
          <CheckCheck className="h-4 w-4" aria-hidden="true" />
          {msg.markAllRead}
        </Button>
      </header>

      {isPending ? (
        <PageSpinner />
      ) : isError ? (
        <div className="rounded-xl border border-border bg-surface p-6 text-muted">
          <p>{msg.loadFailed}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
            {msg.retry}
          </Button>
        </div>
      ) : data.items.length === 0 ? (
        <p className="rounded-xl border border-border bg-surface p-6 text-muted">{msg.noNotifications}</p>
      ) : (
        <ul
          className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface"
          data-testid="notification-list"
        >
          {data.items.map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                className={cn(
                  "flex w-full px-4 py-4 text-left transition-colors hover:bg-surface-2",
                  !notification.isRead && "bg-gold-soft/40",
                )}
                data-testid="notification-item"
                data-read={notification.isRead}
                onClick={() => open(notification)}
              >
                <NotificationSummary notification={notification} now={now} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The same list for staff, opened by 'Ver todas' of the back-office bell (/admin/notifications,
 * /seller/notifications): the back office's header already says 'Notificaciones'.
 */
export function StaffNotificationsPage() {
  return <NotificationsPage showTitle={false} />;
}
