import { forwardRef, type TextareaHTMLAttributes, useId } from "react";

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
}

/** A labelled text area with its refusal under it, as TextField shows one. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(
  { label, error, id, ...props },
  ref,
) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={areaId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <textarea
        ref={ref}
        id={areaId}
        rows={3}
        className="min-h-20 w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-fg focus:border-gold focus:outline-none focus:ring-2 focus:ring-ring/30"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${areaId}-error` : undefined}
        {...props}
      />
      {error ? (
        <p id={`${areaId}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
});

/**
 * A form of the desk is sent by its button only: Enter in a field (a serial typed, a scanner's end
 * of line, a name) never submits it; a text area keeps Enter for its new line.
 */
export function holdEnter(event: React.KeyboardEvent<HTMLFormElement>) {
  if (event.key === "Enter" && event.target instanceof HTMLInputElement) event.preventDefault();
}
