import { Plus, X } from "lucide-react";
import { type ClipboardEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { normaliseSerial, parseSerial } from "../../domain/inventory/serial";
import { msg } from "../../domain/kernel/messages";
import { useBarcodeScanner } from "../lib/use-barcode-scanner";
import { cn } from "../ui/cn";

export interface SerialListInputProps {
  label: string;
  /** The serials in the list, as the store keeps them (upper-cased, without spaces). */
  value: readonly string[];
  onChange: (serials: string[]) => void;
  /** How many the list needs (one per unit): the count then reads "2 de 3 relojes". */
  expected?: number;
  /** A refusal of the whole list (the form's or the server's), shown under it. */
  error?: string;
  hint?: string;
  /** A rule of the screen beyond the domain's (a write-off names a watch in stock): its refusal, or null. */
  check?: (serial: string) => string | null;
  /** Serials that may be picked with a tap (the units in stock, for a write-off). */
  options?: readonly string[];
  /** A barcode scan anywhere on the page lands in this list (one list per screen at a time). */
  scanner?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  testId?: string;
}

/** Pasted text with several serials (a column copied from a sheet): one per line, tab, comma or semicolon. */
const SEVERAL = /[\n\r\t,;]/;

/**
 * A list of watches' serial numbers (docs/decisions/0247): each scan, or each serial typed by hand
 * and Enter, adds one chip, removable. A serial the domain refuses (its form) or already in the
 * list is refused at once with the domain's text and never added. Enter never submits the form
 * around it.
 */
export function SerialListInput({
  label,
  value,
  onChange,
  expected,
  error,
  hint,
  check,
  options,
  scanner = false,
  disabled = false,
  autoFocus = false,
  testId,
}: SerialListInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  // The list as last written, so several serials added in one go (a paste) see each other.
  const current = useRef<readonly string[]>(value);
  current.current = value;

  /** Adds the serials in order; stops at the first refused one and says why. True when all went in. */
  const add = (raws: readonly string[]): boolean => {
    let list = [...current.current];
    for (const raw of raws) {
      if (!normaliseSerial(raw)) continue;
      const parsed = parseSerial(raw);
      const problem = !parsed.ok
        ? parsed.error.message
        : list.includes(parsed.value)
          ? msg.unitSerialRepeated(parsed.value)
          : (check?.(parsed.value) ?? null);
      if (problem || !parsed.ok) {
        if (list.length !== current.current.length) onChange(list);
        current.current = list;
        setRefusal(problem);
        setDraft(raw.trim());
        requestAnimationFrame(() => input.current?.select());
        return false;
      }
      list = [...list, parsed.value];
    }
    current.current = list;
    onChange(list);
    setRefusal(null);
    setDraft("");
    return true;
  };

  useBarcodeScanner((code) => add([code]), scanner && !disabled);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // The serial is what Enter means here: the form around the list is never submitted by it.
    event.preventDefault();
    event.stopPropagation();
    if (!normaliseSerial(draft)) {
      setRefusal(msg.unitSerialRequired);
      return;
    }
    add([draft]);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData("text");
    if (!SEVERAL.test(text.trim())) return;
    event.preventDefault();
    add(text.split(SEVERAL));
  };

  const remove = (serial: string) => {
    onChange(value.filter((s) => s !== serial));
    setRefusal(null);
    input.current?.focus();
  };

  const shown = refusal ?? error;
  const described = [shown ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  const pickable = (options ?? []).filter((s) => !value.includes(s));
  return (
    <div className="flex min-w-0 flex-col gap-1.5" data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </label>
        <span className="text-xs text-muted tabular-nums" aria-live="polite" data-testid="serial-count">
          {expected === undefined
            ? msg.serialInputCount(value.length)
            : msg.serialInputCountOf(value.length, expected)}
        </span>
      </div>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          type="text"
          value={draft}
          disabled={disabled}
          // biome-ignore lint/a11y/noAutofocus: a dialog about serials opens ready for the scanner.
          autoFocus={autoFocus}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="enter"
          placeholder={msg.serialInputPlaceholder}
          aria-invalid={shown ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            if (refusal) setRefusal(null);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          className={cn(
            "h-11 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 font-mono text-base text-fg",
            "placeholder:font-sans placeholder:text-muted focus:border-gold focus:outline-none focus:ring-2",
            "focus:ring-ring/30 disabled:bg-surface-2",
          )}
        />
        {/* The word from sm up; on a phone the field keeps the room and the button its name. */}
        <button
          type="button"
          className={cn(
            "inline-flex h-11 w-11 shrink-0 items-center justify-center gap-2 rounded-lg border border-border",
            "bg-surface text-sm font-medium text-fg transition-colors not-disabled:hover:bg-surface-2 sm:w-auto sm:px-4",
          )}
          disabled={disabled || !draft.trim()}
          aria-label={msg.serialInputAdd}
          title={msg.serialInputAdd}
          onClick={() => {
            add([draft]);
            input.current?.focus();
          }}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">{msg.serialInputAdd}</span>
        </button>
      </div>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {shown}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {value.length ? (
        <ul className="flex flex-wrap gap-1.5" data-testid="serial-chips">
          {value.map((serial) => (
            <li
              key={serial}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-surface-2 py-0.5 pr-0.5 pl-2.5 text-sm"
              data-testid="serial-chip"
            >
              <span className="truncate font-mono">{serial}</span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => remove(serial)}
                aria-label={msg.serialInputRemove(serial)}
                title={msg.serialInputRemove(serial)}
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-muted not-disabled:hover:bg-surface not-disabled:hover:text-fg"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted">{msg.serialInputEmpty}</p>
      )}
      {pickable.length ? (
        <div className="flex flex-col gap-1">
          <p className="text-xs text-muted">{msg.serialInputPick}</p>
          <ul className="flex max-h-32 flex-wrap gap-1.5 overflow-y-auto" data-testid="serial-options">
            {pickable.map((serial) => (
              <li key={serial}>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => add([serial])}
                  aria-label={msg.serialInputPickOne(serial)}
                  className="inline-flex h-8 items-center gap-1 rounded-full border border-dashed border-border px-2.5 font-mono text-sm text-fg not-disabled:hover:border-gold not-disabled:hover:bg-surface-2"
                >
                  <Plus className="h-3.5 w-3.5 text-muted" aria-hidden="true" />
                  {serial}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
