import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { connectLive } from "./live";

/** Mounted once at the app root: one stream per signed-in tab, closed on sign-out. */
export function useLiveUpdates(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === "undefined") return;
    return connectLive(queryClient);
  }, [queryClient, userId]);
}
