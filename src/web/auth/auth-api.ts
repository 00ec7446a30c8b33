import type { QueryClient } from "@tanstack/react-query";
import type { SessionUser } from "../../contracts/auth/session";
import { call } from "../lib/api";
import { isMeQuery, ME_KEY, meQuery } from "./use-session";

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

export const signInRequest = (email: string, password: string): Promise<unknown> =>
  call("signInEmail", { body: { email, password } });
export const signUpRequest = (body: SignUpBody): Promise<unknown> =>
  call("signUpEmail", { body: { ...body } });
export const signOutRequest = (): Promise<unknown> => call("signOut", { body: {} });
export const changePasswordRequest = (currentPassword: string, newPassword: string): Promise<unknown> =>
  call("changePassword", { body: { currentPassword, newPassword, revokeOtherSessions: true } });

/**
 * After a sign-in or sign-up: learn the new session (the redirect depends on its role) and
 * refetch everything else, because what a user may see depends on who they are (docs/product/roles.md).
 */
export async function refreshAfterSignIn(queryClient: QueryClient): Promise<SessionUser | null> {
  await queryClient.cancelQueries({ queryKey: ME_KEY });
  const me = await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
  void queryClient.invalidateQueries({ predicate: (query) => !isMeQuery(query) });
  return me.user;
}

/** Public data survives a sign-out; everything else may belong to the user who left. */
const PUBLIC_KEYS = new Set(["shipping_locations", "settings"]);

export function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => !isMeQuery(query) && !PUBLIC_KEYS.has(String(query.queryKey[0])),
  });
  queryClient.setQueryData(ME_KEY, { user: null });
}
