import { useQuery } from "@tanstack/react-query";
import { messagingMessages as mm } from "../../domain/messages/messages-messaging";
import { apiQuery } from "../lib/api";

/** Mensajería's unread threads (its own query, so the sidebar never loads the messages page). The count beside 'Mensajería' in the sidebar: threads with a message the user has not read. */
export function UnreadThreadsCount() {
  const { data } = useQuery(apiQuery("countUnreadThreads"));
  const n = data?.unread ?? 0;
  if (n <= 0) return null;
  return (
    <span
      className="ml-auto rounded-full bg-gold px-2 py-0.5 text-xs leading-none font-bold text-on-gold"
      data-testid="messages-unread-count"
      title={mm.unreadThreads(n)}
    >
      <span aria-hidden="true">{n > 99 ? "99+" : n}</span>
      <span className="sr-only">{mm.unreadThreads(n)}</span>
    </span>
  );
}
