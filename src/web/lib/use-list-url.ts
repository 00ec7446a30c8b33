import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

/** How long a search box waits for a pause in typing before it writes the address. */
export const SEARCH_PAUSE_MS = 250;

type Edit = (prev: URLSearchParams) => URLSearchParams;
type SetOptions = { replace?: boolean };

/** One filter written (an empty value removes it); anything but the page itself goes back to page 1. */
const edit =
  (key: string, value: string | undefined): Edit =>
  (prev) => {
    const next = new URLSearchParams(prev);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== "page") next.delete("page");
    return next;
  };

/**
 * A list screen's filters, sort and page kept in the address: `set` writes one of them and,
 * for anything but the page itself, goes back to the first page. The history is replaced, so
 * Back leaves the screen instead of stepping through every keystroke.
 *
 * `setAfterPause` is the search box's `set`, made once typing pauses. A write that late can find
 * the person elsewhere: they opened a row, followed a link or pressed Back meanwhile, and the
 * router (which resolves "?q=…" against the page it was typed on) would take them back to the
 * list. So the write is dropped when the screen unmounts or the address changed since the
 * keystroke; and a write this screen makes meanwhile (another filter, a sort) takes the pending
 * search with it, so the address never loses what the box shows.
 */
export function useListUrl() {
  const [params, setSearchParams] = useSearchParams();
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; apply: Edit }>(undefined);
  useEffect(() => () => clearTimeout(pending.current?.timer), []);

  const setParams = (next: Edit, options?: SetOptions) => {
    const waiting = pending.current;
    clearTimeout(waiting?.timer);
    pending.current = undefined;
    setSearchParams((prev) => next(waiting ? waiting.apply(prev) : prev), options);
  };
  const set = (key: string, value: string | undefined) => setParams(edit(key, value), { replace: true });
  const setAfterPause = (key: string, value: string | undefined) => {
    clearTimeout(pending.current?.timer);
    // The browser's address, not the router's location: during a navigation that is still
    // rendering (a lazy page loading) the router's location is the old one.
    const typedAt = window.location.href;
    const apply = edit(key, value);
    const timer = setTimeout(() => {
      pending.current = undefined;
      if (window.location.href === typedAt) setSearchParams(apply, { replace: true });
    }, SEARCH_PAUSE_MS);
    pending.current = { timer, apply };
  };
  return { params, setParams, set, setAfterPause };
}

/** The page the address names (1 when absent or not a page number). */
export const pageIn = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get("page"))) || 1);

/** The page of a server-paged list kept in the address (1 when absent), and how to go to another. */
export function usePageParam(): [number, (page: number) => void] {
  const { params, set } = useListUrl();
  const page = pageIn(params);
  return [page, (next: number) => set("page", next > 1 ? String(next) : undefined)];
}
