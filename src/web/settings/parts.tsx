import { Pencil, Trash2 } from "lucide-react";
import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from "react";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { Button } from "../ui/button";

/** A tab's frame: a heading line with its main action, then the content. */
export function TabSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p
      className="rounded-xl border border-dashed border-border bg-surface p-6 text-center text-muted"
      data-testid="empty-state"
    >
      {children}
    </p>
  );
}

export function RowActions({
  label,
  onEdit,
  onDelete,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        variant="ghost"
        size="icon"
        onClick={onEdit}
        aria-label={`${msg.settingsEdit} ${label}`}
        title={msg.settingsEdit}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDelete}
        aria-label={`${msg.settingsDelete} ${label}`}
        title={msg.settingsDelete}
        className="text-red-700 dark:text-red-400"
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

export { MoneyField } from "../ui/money-field";

export const money = formatMoney;

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(
  { label, hint, error, id, ...props },
  ref,
) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={areaId} className="text-sm font-medium text-fg">
        {label}
      </label>
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      <textarea
        ref={ref}
        id={areaId}
        className="min-h-72 w-full rounded-lg border border-border bg-surface p-3 text-base text-fg focus:border-gold focus:outline-none focus:ring-2 focus:ring-ring/30"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${areaId}-error` : undefined}
        {...props}
      />
      {error ? (
        <p id={`${areaId}-error`} className="text-sm text-red-700 dark:text-red-400" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});

export function CheckboxField({
  label,
  ...props
}: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex items-center gap-2 py-2 text-sm font-medium">
      <input type="checkbox" className="h-5 w-5 accent-[var(--gold)]" {...props} />
      {label}
    </label>
  );
}

export function Pill({ tone, children }: { tone: "on" | "off"; children: ReactNode }) {
  return (
    <span
      className={
        tone === "on"
          ? "ml-1 inline-block rounded-full bg-emerald-100 px-2 py-0.5 align-middle text-xs font-semibold text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300"
          : "ml-1 inline-block rounded-full bg-surface-2 px-2 py-0.5 align-middle text-xs font-semibold text-muted"
      }
    >
      {children}
    </span>
  );
}
