import { useEffect, useId, useState } from "react";
import { decimalLempiras, parseLempiras } from "../../domain/kernel/money";

const control =
  "h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-fg tabular-nums placeholder:text-muted " +
  "focus:border-gold focus:outline-none focus:ring-2 focus:ring-ring/30";

const shown = (centavos: number | null | undefined) =>
  centavos === null || centavos === undefined || Number.isNaN(centavos) ? "" : decimalLempiras(centavos);

/**
 * Lempiras as a person types them ('1,250.50'); the form holds integer centavos (ARCHITECTURE.md).
 * Empty is null when `optional`; what does not parse is NaN, which the contract refuses with its text.
 */
export function MoneyInput({
  label,
  value,
  onChange,
  onBlur,
  optional = false,
  error,
  hint,
  name,
}: {
  label: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  optional?: boolean;
  error?: string;
  hint?: string;
  name?: string;
}) {
  const id = useId();
  const [text, setText] = useState(shown(value));
  // A value set from outside (the product loaded, the form reset) replaces what is shown.
  useEffect(() => {
    setText((current) => {
      const parsed = current.trim() === "" ? null : parseLempiras(current);
      return parsed === (value ?? null) ? current : shown(value);
    });
  }, [value]);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={id}
        name={name}
        inputMode="decimal"
        className={control}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onBlur={onBlur}
        onChange={(e) => {
          setText(e.target.value);
          const raw = e.target.value.trim();
          if (raw === "") onChange(optional ? null : Number.NaN);
          else onChange(parseLempiras(raw) ?? Number.NaN);
        }}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
