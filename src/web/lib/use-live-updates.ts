import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSession } from "../auth/use-session";
import { connectLive } from "./live";

/** Runs `start` once the page has loaded and the browser is idle; returns a cancel function. */
function whenPageSettled(start: () => void): () => void {
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === "function") idleId = requestIdleCallback(start, { timeout: 2_000 });
    else timer = setTimeout(start, 0);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idleId !== undefined) cancelIdleCallback(idleId);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Mounted once at the app root: one stream per tab for everyone (docs/decisions/0002, 0025).
 * Visitors hear the public events (catalogue, stock, shipping, settings) and their own orders'
 * results; signing in or out reopens the stream, so it always carries the current identity.
 * Nothing opens while the first /api/me answer is awaited (no visitor stream replaced at once by
 * the member's), and the stream opens after the page has loaded, off the first paint's path.
 */
export function useLiveUpdates(userId: string | null): void {
  const queryClient = useQueryClient();
  const { isPending } = useSession();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new userId (sign-in/out) must reopen the stream.
  useEffect(() => {
    if (isPending || typeof EventSource === "undefined") return;
    let close: (() => void) | undefined;
    const cancel = whenPageSettled(() => {
      close = connectLive(queryClient);
    });
    return () => {
      cancel();
      close?.();
    };
  }, [queryClient, userId, isPending]);
}
