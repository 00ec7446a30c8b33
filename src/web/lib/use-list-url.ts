import { useSearchParams } from "react-router";

/**
 * A list screen's filters, sort and page kept in the address: `set` writes one of them (an empty
 * value removes it) and, for anything but the page itself, goes back to the first page. The
 * history is replaced, so Back leaves the screen instead of stepping through every keystroke.
 */
export function useListUrl() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== "page") next.delete("page");
        return next;
      },
      { replace: true },
    );
  return { params, setParams, set };
}
