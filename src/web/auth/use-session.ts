import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionUser } from "../../contracts/auth/session";
import { apiQuery } from "../lib/api";

/** Topic "users": a change to a user (role, name, deletion) refetches the session. */
export const meQuery = queryOptions({ ...apiQuery("getMe"), staleTime: 60_000 });

/** The session's query key: ["users", "getMe", {}]. */
export const ME_KEY = meQuery.queryKey;

/** The session query itself, not the other "users" queries (lists of sellers, team…). */
export const isMeQuery = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[0] === ME_KEY[0] && query.queryKey[1] === ME_KEY[1];

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
