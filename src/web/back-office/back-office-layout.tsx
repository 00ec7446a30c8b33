import { LogOut } from "lucide-react";
import { useState } from "react";
import { Outlet } from "react-router";
import { msg } from "../../domain/kernel/messages";
import { isAdmin } from "../../domain/kernel/roles";
import { AppShell } from "../app/app-shell";
import { PageTitleSlot, useDocumentTitle, usePageTitle } from "../app/page-title";
import { ChangePasswordDialog } from "../auth/change-password-dialog";
import { useSession } from "../auth/use-session";
import { useSignOut } from "../auth/use-sign-out";
import { CardPaymentBell } from "../card-payments";
import { NotificationBell } from "../notifications";
import { ThemeToggle } from "../theme/theme-toggle";
import { Button } from "../ui/button";
import { BackOfficeSidebar } from "./back-office-sidebar";
import { useStaffActivity } from "./use-staff-activity";

/** The staff shell for /admin and /seller (docs/product/screens.md "Back-office shell"). */
export function BackOfficeLayout() {
  const { user } = useSession();
  const signOut = useSignOut();
  const [changingPassword, setChangingPassword] = useState(false);
  const { title, setTitle } = usePageTitle(user?.role);
  useDocumentTitle(title);
  useStaffActivity();
  if (!user) return null; // the guard above never lets this happen

  return (
    <AppShell
      navLabel={msg.backOfficeNav}
      sidebar={<BackOfficeSidebar role={user.role} onChangePassword={() => setChangingPassword(true)} />}
      title={
        <h1 className="truncate font-display text-lg font-semibold sm:text-2xl" data-testid="page-title">
          {title}
        </h1>
      }
      actions={
        <>
          <NotificationBell
            seeAllHref={user.role === "seller" ? "/seller/notifications" : "/admin/notifications"}
          />
          {isAdmin(user.role) ? <CardPaymentBell /> : null}
          <ThemeToggle />
          <span className="hidden px-2 text-sm text-muted lg:inline" data-testid="greeting">
            {msg.hello}, <span className="font-semibold text-fg">{user.name}</span>
          </span>
          <Button variant="secondary" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{msg.logoutLong}</span>
          </Button>
        </>
      }
    >
      <PageTitleSlot value={setTitle}>
        <Outlet />
      </PageTitleSlot>
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
    </AppShell>
  );
}
