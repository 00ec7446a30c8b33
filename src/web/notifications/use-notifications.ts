import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationList } from "../../contracts/notifications/notifications";
import { apiQuery, call, errorMessage, topicKey } from "../lib/api";
import { toast } from "../lib/toast";

/** Query keys start with the live topic, so a 'notifications' event refetches every list. */
export const NOTIFICATIONS_KEY = topicKey("notifications");

/** The bell shows 7 (docs/product/constants.md); the page shows more. */
export const BELL_LIMIT = 7;
export const PAGE_LIMIT = 100;

export const notificationsQuery = (limit: number) =>
  queryOptions(apiQuery("listNotifications", { query: { limit } }));

export function useNotifications(limit: number, enabled = true) {
  return useQuery({ ...notificationsQuery(limit), enabled });
}

/** Marks read in every cached list at once, so bell and page agree before the server answers. */
function markReadInCache(queryClient: QueryClient, id: string | null): void {
  const lists = queryClient.getQueriesData<NotificationList>({ queryKey: NOTIFICATIONS_KEY });
  const wasUnread = lists.some(([, list]) => list?.items.some((n) => n.id === id && !n.isRead));
  queryClient.setQueriesData<NotificationList>({ queryKey: NOTIFICATIONS_KEY }, (list) => {
    if (!list) return list;
    if (id === null) return { items: list.items.map((n) => ({ ...n, isRead: true })), unread: 0 };
    return {
      items: list.items.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
      unread: wasUnread ? Math.max(0, list.unread - 1) : list.unread,
    };
  });
}

function useMarkMutation(request: (id: string | null) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: async (id: string | null) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      markReadInCache(queryClient, id);
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export function useMarkNotificationRead() {
  return useMarkMutation((id) => call("markNotificationRead", { params: { id: id ?? "" } }));
}

export function useMarkAllNotificationsRead() {
  return useMarkMutation(() => call("markAllNotificationsRead"));
}
