import type { QueryClient } from "@tanstack/react-query";
import type { LiveEvent } from "../../contracts/live/live";

/**
 * Live updates (ARCHITECTURE.md): the server pushes {topic, id} over Server-Sent Events and
 * the app refetches what depends on it. Convention for the whole app: every query key
 * starts with its live topic name (["notifications"], ["sales", id], ["products", filters]).
 */
export const LIVE_URL = "/api/live";

/** Only the shape is checked here: importing the zod schema would put zod in the storefront bundle. */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== "string") return null;
  try {
    const value = JSON.parse(data) as Partial<LiveEvent>;
    if (typeof value.topic !== "string" || !value.topic) return null;
    return { topic: value.topic as LiveEvent["topic"], id: typeof value.id === "string" ? value.id : null };
  } catch {
    return null;
  }
}

export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  // The session's own query is keyed by its topic, 'users', like every other: a change to a user
  // (role, name, deletion) refetches it through this one line.
  void queryClient.invalidateQueries({ queryKey: [event.topic] });
}

type EventSourceFactory = (url: string) => EventSource;

/** Opens the stream; EventSource reconnects by itself. Returns a function that closes it. */
export function connectLive(
  queryClient: QueryClient,
  create: EventSourceFactory = (url) => new EventSource(url, { withCredentials: true }),
): () => void {
  const source = create(LIVE_URL);
  let connectedBefore = false;
  source.onopen = () => {
    // Events sent while we were disconnected are lost: after a reconnect, refetch everything active.
    if (connectedBefore) void queryClient.invalidateQueries();
    connectedBefore = true;
  };
  source.onmessage = (message) => {
    const event = parseLiveEvent(message.data);
    if (event) applyLiveEvent(queryClient, event);
  };
  return () => source.close();
}
