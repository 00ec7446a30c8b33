import type { ReactNode } from "react";

/** A titled block inside a work screen. */
export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-xl border border-border bg-bg/40 p-4" data-testid={testId} aria-label={title}>
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}
