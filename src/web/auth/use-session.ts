import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MeResponse, SessionUser } from "../../contracts/session";
import { getJson } from "../lib/api";

export const ME_KEY = ["me"] as const;

export const meQuery = queryOptions({
  queryKey: ME_KEY,
  queryFn: ({ signal }) => getJson<MeResponse>("/api/me", signal),
  staleTime: 60_000,
});

export interface Session {
  user: SessionUser | null;
  /** True only while the first /api/me answer is awaited (guards show a spinner, not a redirect). */
  isPending: boolean;
}

export function useSession(): Session {
  const { data, isPending, isError } = useQuery(meQuery);
  // If /api/me itself fails we cannot prove a session: behave as signed out rather than spin forever.
  return { user: data?.user ?? null, isPending: isPending && !isError };
}
