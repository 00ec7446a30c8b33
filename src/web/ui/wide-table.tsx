import type { ReactNode } from "react";
import { cn } from "./cn";

export interface WideColumn {
  title: string;
  /** Figures align right, so their digits line up. */
  numeric?: boolean;
}

/**
 * A list's table from the md breakpoint up; on phones the page shows its own cards instead. The
 * rows are the caller's `<tr>`s; `minWidth` (a Tailwind min-w-[…] class) keeps the columns readable
 * by scrolling sideways rather than squeezing.
 */
export function WideTable({
  columns,
  minWidth,
  testId,
  children,
}: {
  columns: readonly WideColumn[];
  minWidth: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-border bg-surface md:block">
      <table className={cn("w-full text-sm", minWidth)} data-testid={testId}>
        <thead className="bg-surface-2 text-left text-xs text-muted uppercase">
          <tr>
            {columns.map((c) => (
              <th key={c.title} className={cn("px-3 py-2", c.numeric && "text-right")}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}
