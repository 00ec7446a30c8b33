import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { commonMessages } from "../../domain/kernel/messages-common";
import { cn } from "./cn";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  /**
   * "modal": a centred box for a question or a short form. "sheet": a wide work screen (the order
   * dialog, a web purchase), full height on a phone, with a scrolling body.
   */
  variant?: "modal" | "sheet";
  /** Shown beside the title (a status badge). */
  headerExtra?: ReactNode;
}

const CONTENT = {
  modal: cn(
    "animate-pop-in fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md",
    "-translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-6 shadow-2xl",
  ),
  sheet: cn(
    "fixed inset-0 z-50 flex flex-col overflow-hidden bg-surface shadow-2xl",
    "sm:inset-x-4 sm:top-6 sm:bottom-6 sm:mx-auto sm:max-w-5xl sm:rounded-2xl sm:border sm:border-border",
  ),
};

/** The one dialog primitive, with a real dialog title (so it is found by role 'dialog' and its name). */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  variant = "modal",
  headerExtra,
}: DialogProps) {
  const sheet = variant === "sheet";
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className={cn("animate-fade-in fixed inset-0 z-50 bg-black/60", !sheet && "backdrop-blur-[2px]")}
        />
        <RadixDialog.Content
          className={cn(CONTENT[variant], className)}
          // Without a description Radix expects an explicit undefined, or it warns.
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div
            className={cn(
              "flex justify-between gap-4",
              sheet ? "items-center border-b border-border px-4 py-3 sm:px-6" : "mb-5 items-start",
            )}
          >
            <div className={cn(sheet && "flex min-w-0 flex-wrap items-center gap-3")}>
              <RadixDialog.Title
                className={cn(
                  "font-display font-semibold text-fg",
                  sheet ? "text-xl sm:text-2xl" : "text-2xl",
                )}
              >
                {title}
              </RadixDialog.Title>
              {headerExtra}
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-muted">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label={commonMessages.close}
              className={cn(
                "rounded-lg text-muted hover:bg-surface-2 hover:text-fg",
                sheet ? "p-2" : "-m-1 p-1.5",
              )}
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {sheet ? <div className="flex-1 overflow-y-auto px-4 py-4 sm:px-6">{children}</div> : children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
