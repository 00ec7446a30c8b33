import { LayoutDashboard, LogIn, LogOut, UserRound } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { isCustomerRole, isStaff } from "../../domain/kernel/roles";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { preloadAuthModal } from "../auth/auth-modal-host";
import { openAuthModal } from "../auth/auth-modal-store";
import { useSession } from "../auth/use-session";
import { useSignOut } from "../auth/use-sign-out";
import { CartButton } from "../cart";
import { useStoreName } from "../lib/use-store-name";
import { ThemeToggle } from "../theme/theme-toggle";
import { Button, buttonClass } from "../ui/button";

// Only signed-in people have notifications: visitors never download the bell's code.
const NotificationBell = lazy(() =>
  import("../notifications").then((m) => ({ default: m.NotificationBell })),
);

function BellPlaceholder() {
  return <span className="inline-block h-10 w-10" aria-hidden="true" />;
}

/** docs/product/screens.md "Public header". */
export function PublicHeader() {
  const { user, isPending } = useSession();
  const signOut = useSignOut();
  const storeName = useStoreName();

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <Link
          to="/"
          className="mr-auto flex items-center gap-2 font-display text-xl font-semibold tracking-wide sm:text-2xl"
        >
          <span
            aria-hidden="true"
            className="hidden h-7 w-7 items-center justify-center rounded-full border-2 border-gold sm:flex"
          >
            <span className="h-2.5 w-0.5 -translate-y-0.5 rounded bg-gold" />
          </span>
          {storeName}
        </Link>

        <ThemeToggle />
        <CartButton />

        {user ? (
          <>
            <Suspense fallback={<BellPlaceholder />}>
              <NotificationBell
                seeAllHref={isCustomerRole(user.role) ? "/client/notifications" : undefined}
              />
            </Suspense>
            {isStaff(user.role) ? (
              <Link to="/admin" className={buttonClass("secondary", "sm")}>
                <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{shopMsg.dashboardButton}</span>
              </Link>
            ) : null}
            {isCustomerRole(user.role) ? (
              <Link to="/client/profile" className={buttonClass("secondary", "sm")}>
                <UserRound className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{shopMsg.myProfile}</span>
              </Link>
            ) : null}
            <span className="hidden px-1 text-sm text-muted lg:inline" data-testid="greeting">
              {shopMsg.hello}, <span className="font-semibold text-fg">{user.firstName || user.name}</span>
            </span>
            <Button variant="ghost" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              <LogOut className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{shopMsg.logoutShort}</span>
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            className="ml-1"
            disabled={isPending}
            onClick={() => openAuthModal("login")}
            onPointerEnter={preloadAuthModal}
            onFocus={preloadAuthModal}
          >
            <LogIn className="h-4 w-4" aria-hidden="true" />
            {shopMsg.signInButton}
          </Button>
        )}
      </div>
    </header>
  );
}
