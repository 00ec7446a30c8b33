import { Bell, KeyRound, LifeBuoy, LogOut, ShoppingBag, Store, UserRound } from "lucide-react";
import { useState } from "react";
import { Outlet } from "react-router";
import { msg } from "../../domain/kernel/messages";
import { AppShell } from "../app/app-shell";
import { SidebarButton, SidebarLink } from "../app/sidebar-items";
import { ChangePasswordDialog } from "../auth/change-password-dialog";
import { useSession } from "../auth/use-session";
import { useSignOut } from "../auth/use-sign-out";
import { NotificationBell } from "../notifications";
import { ThemeToggle } from "../theme/theme-toggle";

/** /client for clients and wholesalers (docs/product/screens.md): greeting, nav in the spec's order, bell with 7 latest. */
export function ClientLayout() {
  const { user } = useSession();
  const signOut = useSignOut();
  const [changingPassword, setChangingPassword] = useState(false);

  const sidebar = (
    <>
      <p className="px-3 pt-2 pb-4 text-sm text-muted" data-testid="sidebar-greeting">
        {msg.hello},{" "}
        <span className="font-display text-lg font-semibold text-fg">{user?.firstName || user?.name}</span>
      </p>
      <div className="flex flex-col gap-1">
        <SidebarLink to="/" icon={Store} end>
          {msg.store}
        </SidebarLink>
        <SidebarLink to="/client/purchases" icon={ShoppingBag}>
          {msg.myPurchases}
        </SidebarLink>
        <SidebarLink to="/client/notifications" icon={Bell}>
          {msg.notifications}
        </SidebarLink>
        <SidebarLink to="/client/support" icon={LifeBuoy}>
          {msg.supportCenter}
        </SidebarLink>
        <SidebarLink to="/client/profile" icon={UserRound}>
          {msg.myInformation}
        </SidebarLink>
        <SidebarButton icon={KeyRound} onClick={() => setChangingPassword(true)}>
          {msg.changePassword}
        </SidebarButton>
        <SidebarButton icon={LogOut} onClick={() => signOut.mutate()}>
          {msg.logoutLong}
        </SidebarButton>
      </div>
    </>
  );

  return (
    <AppShell
      navLabel={msg.clientArea}
      sidebar={sidebar}
      title={<span className="font-display text-lg font-semibold md:hidden">{msg.clientArea}</span>}
      actions={
        <>
          <NotificationBell seeAllHref="/client/notifications" />
          <ThemeToggle />
        </>
      }
    >
      <Outlet />
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
    </AppShell>
  );
}
