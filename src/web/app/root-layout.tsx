import { Suspense } from "react";
import { Outlet } from "react-router";
import { AuthModalHost } from "../auth/auth-modal-host";
import { useSession } from "../auth/use-session";
import { useLiveUpdates } from "../lib/use-live-updates";
import { PageSpinner } from "../ui/spinner";
import { useScrollRestoration } from "./scroll-restoration";

/** Top of every page: one live stream while signed in, and the login modal, openable from anywhere. */
export function RootLayout() {
  const { user } = useSession();
  useLiveUpdates(user?.id ?? null);
  useScrollRestoration();
  return (
    <>
      {/* A deep link's lazy chunks (/admin/..., /client/...) on a first visit. Afterwards the
          router's navigations are transitions: the page on screen stays until the next is ready. */}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <AuthModalHost />
    </>
  );
}
