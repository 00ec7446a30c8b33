import {
  BarChart3,
  Boxes,
  ClipboardList,
  CreditCard,
  Globe,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  MessagesSquare,
  Settings,
  ShoppingCart,
  Truck,
  UserPlus,
  Users,
  UsersRound,
} from "lucide-react";
import { msg } from "../../domain/kernel/messages";
import type { Role } from "../../domain/kernel/roles";
import { SidebarButton, SidebarLink } from "../app/sidebar-items";
import { backOfficeNav } from "./sections";
import { UnreadThreadsCount } from "./unread-threads-count";

const icons: Record<string, LucideIcon> = {
  "/admin/dashboard": LayoutDashboard,
  "/seller/dashboard": LayoutDashboard,
  "/admin/messages": MessagesSquare,
  "/admin/reports": BarChart3,
  "/admin/inventory": Boxes,
  "/admin/sales": ShoppingCart,
  "/admin/orders": ClipboardList,
  "/admin/card-payments": CreditCard,
  "/admin/unregistered": Globe,
  "/admin/customers": UserPlus,
  "/admin/web-clients": Users,
  "/admin/wholesalers": Truck,
  "/admin/team": UsersRound,
  "/admin/support-tickets": LifeBuoy,
  "/admin/settings": Settings,
};

export function BackOfficeSidebar({ role, onChangePassword }: { role: Role; onChangePassword: () => void }) {
  return (
    <>
      <ul className="flex flex-col gap-1" data-testid="back-office-nav">
        {backOfficeNav(role).map((item) => (
          <li key={item.to}>
            <SidebarLink
              to={item.to}
              icon={icons[item.to] ?? LayoutDashboard}
              badge={item.to === "/admin/messages" ? <UnreadThreadsCount /> : null}
            >
              {item.label}
            </SidebarLink>
          </li>
        ))}
      </ul>
      <div className="mt-auto border-t border-border pt-3">
        <SidebarButton icon={KeyRound} onClick={onChangePassword}>
          {msg.changePassword}
        </SidebarButton>
      </div>
    </>
  );
}
