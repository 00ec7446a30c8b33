import { type ReactNode, Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { openAuthModal } from "../auth/auth-modal-store";
import { useSession } from "../auth/use-session";
import { useBindPrefetchClient } from "../catalog";
import { PublicHeader } from "./public-header";
import { SiteFooter } from "./site-footer";

/** `firstPaint`: what the page's place shows while its lazy chunk loads on a first visit. */
export function StorefrontLayout({ firstPaint }: { firstPaint: ReactNode }) {
  const location = useLocation();
  const { user, isPending } = useSession();
  useBindPrefetchClient();
  const from = (location.state as { from?: unknown } | null)?.from;

  // A guard sent a signed-out visitor here (docs/product/roles.md): ask them to sign in straight away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival (location.key), not on every session change
  useEffect(() => {
    if (from && !isPending && !user) openAuthModal("login");
  }, [location.key, isPending]);

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex-1">
        <Suspense fallback={firstPaint}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
