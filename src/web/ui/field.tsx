import { forwardRef, type InputHTMLAttributes, type SelectHTMLAttributes, useId } from "react";

const control =
  "h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-fg placeholder:text-muted " +
  "focus:border-gold focus:outline-none focus:ring-2 focus:ring-ring/30 disabled:bg-surface-2";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The field's refusal (from the form's schema or the server), shown under it. */
  error?: string;
}

const errorClass = "text-sm text-red-700 dark:text-red-400";

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className={errorClass} role="alert">
      {error}
    </p>
  );
}

/** A labelled input: the label is what tests and screen readers find it by. */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, id, error, ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...props}
      />
      <FieldError id={`${inputId}-error`} error={error} />
    </div>
  );
});

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, id, error, children, ...props },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={selectId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        className={control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        {...props}
      >
        {children}
      </select>
      <FieldError id={`${selectId}-error`} error={error} />
    </div>
  );
});
