import type { QueryClient } from "@tanstack/react-query";
import type { SessionUser } from "../../contracts/session";
import { postJson } from "../lib/api";
import { ME_KEY, meQuery } from "./use-session";

/**
 * better-auth endpoints (docs/decisions/0001), mounted by the server under /api/auth.
 * The session itself is an HttpOnly cookie; the app learns who is signed in from /api/me.
 */
export interface SignUpBody {
  name: string;
  email: string;
  password: string;
  phone: string;
  city: string;
  firstName: string;
  lastName: string;
}

export const signInRequest = (email: string, password: string) =>
  postJson<unknown>("/api/auth/sign-in/email", { email, password });
export const signUpRequest = (body: SignUpBody) => postJson<unknown>("/api/auth/sign-up/email", body);
export const signOutRequest = () => postJson<unknown>("/api/auth/sign-out", {});
export const changePasswordRequest = (currentPassword: string, newPassword: string) =>
  postJson<unknown>("/api/auth/change-password", { currentPassword, newPassword, revokeOtherSessions: true });

/**
 * After a sign-in or sign-up: learn the new session (the redirect depends on its role) and
 * refetch everything else, because what a user may see depends on who they are (docs/product/roles.md).
 */
export async function refreshAfterSignIn(queryClient: QueryClient): Promise<SessionUser | null> {
  await queryClient.cancelQueries({ queryKey: ME_KEY });
  const me = await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== ME_KEY[0] });
  return me.user;
}

/** Public data survives a sign-out; everything else may belong to the user who left. */
const PUBLIC_KEYS = new Set(["shipping_locations", "settings"]);

export function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== ME_KEY[0] && !PUBLIC_KEYS.has(String(query.queryKey[0])),
  });
  queryClient.setQueryData(ME_KEY, { user: null });
}
