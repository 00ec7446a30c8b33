import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "../ui/cn";

const itemClass =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-muted transition-colors hover:bg-surface-2 hover:text-fg";

export function SidebarLink({
  to,
  icon: Icon,
  end,
  badge,
  children,
}: {
  to: string;
  icon: LucideIcon;
  end?: boolean;
  /** Shown at the end of the row (e.g. the unread count beside 'Mensajería'). */
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) => cn(itemClass, isActive && "bg-gold-soft text-fg [&>svg]:text-gold")}
    >
      <Icon className="h-4.5 w-4.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{children}</span>
      {badge}
    </NavLink>
  );
}

export function SidebarButton({
  icon: Icon,
  onClick,
  children,
}: {
  icon: LucideIcon;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={itemClass} onClick={onClick}>
      <Icon className="h-4.5 w-4.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{children}</span>
    </button>
  );
}
