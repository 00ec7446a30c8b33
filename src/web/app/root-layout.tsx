import { Outlet, ScrollRestoration } from "react-router";
import { AuthModalHost } from "../auth/auth-modal-host";
import { useSession } from "../auth/use-session";
import { useLiveUpdates } from "../lib/use-live-updates";

/** Top of every page: one live stream while signed in, and the login modal, openable from anywhere. */
export function RootLayout() {
  const { user } = useSession();
  useLiveUpdates(user?.id ?? null);
  return (
    <>
      <Outlet />
      <AuthModalHost />
      <ScrollRestoration />
    </>
  );
}
