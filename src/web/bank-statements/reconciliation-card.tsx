import type { ReactNode } from "react";

/** A cell of the reconciliation's tables (from md up). */
export const CELL = "px-3 py-2 align-top";

/** The same cell for an amount: on one line, its digits lined up. */
export const FIGURE_CELL = `${CELL} text-right whitespace-nowrap tabular-nums`;

/** A reconciliation panel on a phone: one card per line, in place of its table (which starts at md). */
export function LineCards({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <ul className="grid gap-2 md:hidden" data-testid={testId}>
      {children}
    </ul>
  );
}

/** One line as a card: its fields (`Field`s), each under its column's name, then its controls. */
export function LineCard({
  testId,
  controls,
  children,
}: {
  testId: string;
  controls?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="grid gap-2 rounded-xl border border-border bg-surface p-3 text-sm" data-testid={testId}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">{children}</dl>
      {controls ? <div>{controls}</div> : null}
    </li>
  );
}

/** A field of a card: the column's name and the value beside it, which wraps between words. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
