import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "./cn";

export interface SectionTab {
  to: string;
  label: string;
  /** Current only on its own path (a section's first tab), not on the paths below it. */
  end: boolean;
}

/** A section's tabs (Inventario, Órdenes): links under the title, the current one underlined in gold. */
export function SectionTabs({
  label,
  tabs,
  children,
}: {
  label: string;
  tabs: SectionTab[];
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4">
      <nav aria-label={label} className="flex gap-1 overflow-x-auto border-b border-border">
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) =>
              cn(
                "-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium",
                isActive ? "border-gold text-fg" : "border-transparent text-muted hover:text-fg",
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      {children}
    </section>
  );
}
