import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { msg } from "../../domain/messages";

/** A wide dialog for work screens (order dialog, web purchase): full height on a phone. */
export function Sheet({
  open,
  onOpenChange,
  title,
  children,
  headerExtra,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  headerExtra?: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/60" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-surface shadow-2xl sm:inset-x-4 sm:top-6 sm:bottom-6 sm:mx-auto sm:max-w-5xl sm:rounded-2xl sm:border sm:border-border"
        >
          <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-6">
            <div className="flex min-w-0 flex-wrap items-center gap-3">
              <RadixDialog.Title className="font-display text-xl font-semibold text-fg sm:text-2xl">
                {title}
              </RadixDialog.Title>
              {headerExtra}
            </div>
            <RadixDialog.Close
              aria-label={msg.close}
              className="rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-fg"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A titled block inside a work screen. */
export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-xl border border-border bg-bg/40 p-4" data-testid={testId} aria-label={title}>
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}
