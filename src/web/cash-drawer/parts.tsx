import type { KeyboardEvent, ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import type { SessionStatus } from "../../domain/cash-drawer/sessions";
import { formatMoney } from "../../domain/kernel/money";
import { ApiError, errorMessage } from "../lib/api";
import { toast } from "../lib/toast";
import { cn } from "../ui/cn";

/**
 * A drawer form is sent by its button only: Enter in an input — an amount, a count, the end of
 * line a barcode scanner types into whatever has the focus at the counter — never submits it.
 * A text area keeps Enter for its new line.
 */
export function holdEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === "Enter" && event.target instanceof HTMLInputElement) event.preventDefault();
}

/**
 * The server's refusal of a drawer form. The drawer's rules answer in Spanish without naming a
 * field (the domain's Result has none): the form puts it on the field it concerns (`field`) or,
 * when the answer names one of its own, on that one; always toasted too, as every save is.
 */
export function showRefusal<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError" | "getValues">,
  error: unknown,
  field: Path<T> | "root.server",
): void {
  const message = errorMessage(error);
  const named = error instanceof ApiError && error.field && error.field in (form.getValues() ?? {});
  form.setError(named ? (error.field as Path<T>) : field, { type: "server", message });
  toast.error(message);
}

/** A form's refusal that belongs to no one field (a count that does not add up, a session gone). */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

/** A block of the Caja tab: a bordered card with its heading, like the back office's other panels. */
export function Card({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className="grid min-w-0 gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6"
      aria-label={title}
      data-testid={testId}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function Empty({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div
      className="rounded-xl border border-dashed border-border bg-surface p-6 text-center text-muted"
      data-testid={testId ?? "empty-state"}
    >
      {children}
    </div>
  );
}

/** A list of labelled figures: two columns from a phone up, money right-aligned. */
export function Figures({
  rows,
  testId,
}: {
  rows: ReadonlyArray<{ label: string; value: ReactNode; strong?: boolean; testId?: string }>;
  testId?: string;
}) {
  return (
    <dl className="grid gap-x-4 gap-y-1.5 text-sm" data-testid={testId}>
      {rows.map((r) => (
        <div key={r.label} className="flex items-baseline justify-between gap-3" data-testid={r.testId}>
          <dt className="text-muted">{r.label}</dt>
          <dd className={cn("text-right tabular-nums", r.strong && "font-semibold")}>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A difference as the reports print it ("-L. 30.00 (faltante)"), coloured: short red, over amber. */
export function DifferenceText({ amount }: { amount: number }) {
  const words = m.differenceWords;
  const word = amount > 0 ? words.over : amount < 0 ? words.short : words.even;
  return (
    <span
      className={cn(
        "tabular-nums whitespace-nowrap",
        amount < 0 && "text-red-700 dark:text-red-400",
        amount > 0 && "text-amber-700 dark:text-amber-300",
        amount === 0 && "text-emerald-700 dark:text-emerald-300",
      )}
      data-testid="difference"
    >
      {m.reportDifferenceValue(formatMoney(amount), word)}
    </span>
  );
}

const STATUS_COLOURS: Record<SessionStatus, string> = {
  open: "bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800",
  awaiting_approval:
    "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800",
  closed: "bg-surface-2 text-fg ring-border",
};

/** A session's state in the domain's words: Abierta, Por aprobar, Cerrada. */
export function StatusBadge({ status }: { status: SessionStatus }) {
  return (
    <span
      data-testid="drawer-status"
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        STATUS_COLOURS[status],
      )}
    >
      {m.statusLabels[status]}
    </span>
  );
}
