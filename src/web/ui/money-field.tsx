import { useEffect, useState } from "react";
import { decimalLempiras, parseLempiras, toLempiras } from "../../domain/kernel/money";
import { TextField } from "./field";

/**
 * A money input typed in lempiras ("80" or "1,250.50") that holds centavos for the form; text that
 * is not an amount holds NaN, so the contract's Spanish refusal shows under the field. A form that
 * resets the amount to NaN (after a save) empties the input; typed text that is not an amount stays.
 */
export function MoneyField({
  label,
  value,
  onChange,
  error,
  name,
  placeholder,
  cents = false,
  optional = false,
}: {
  label: string;
  value: number | undefined;
  /** Centavos; NaN for text that is not an amount; undefined for an empty optional field. */
  onChange: (centavos: number | undefined) => void;
  error?: string;
  name?: string;
  placeholder?: string;
  /** Write a held amount with its centavos ('300.00') rather than as short as it goes ('300'). */
  cents?: boolean;
  /** Empty means "not given" (undefined) rather than an amount still to type (NaN). */
  optional?: boolean;
}) {
  const show = (centavos: number) => (cents ? decimalLempiras(centavos) : String(toLempiras(centavos)));
  const [text, setText] = useState(() => (value !== undefined && Number.isFinite(value) ? show(value) : ""));
  useEffect(() => {
    setText((current) => {
      const typed = parseLempiras(current);
      if (typed === value) return current;
      if (value !== undefined && Number.isFinite(value)) {
        return cents ? decimalLempiras(value) : String(toLempiras(value));
      }
      return typed === null ? current : "";
    });
  }, [value, cents]);
  return (
    <TextField
      label={label}
      name={name}
      inputMode="decimal"
      value={text}
      error={error}
      placeholder={placeholder}
      onChange={(e) => {
        setText(e.target.value);
        const parsed = parseLempiras(e.target.value);
        if (optional && !e.target.value.trim()) onChange(undefined);
        else onChange(parsed === null ? Number.NaN : parsed);
      }}
    />
  );
}
