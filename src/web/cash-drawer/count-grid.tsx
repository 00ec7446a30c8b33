import { useId } from "react";
import type { DenominationCountInput } from "../../contracts/cash-drawer/cash-drawer";
import { formatMoney } from "../../domain/kernel/money";
import { cn } from "../ui/cn";
import { countTotal, denominationName, isBill, quantityOf } from "./count-math";
import { drawerScreens as t } from "./messages-cash-drawer-screens";

/**
 * The count by denomination (a float counted, or the blind close): bills, then coins, each row the
 * quantity and what it adds up to, and the counted total live under them. It shows what was
 * counted, never what the drawer should hold: it is given no such figure.
 */
export function CountGrid({
  value,
  onChange,
  rowErrors = [],
  disabled = false,
}: {
  value: readonly DenominationCountInput[];
  onChange: (next: DenominationCountInput[]) => void;
  /** A row's refusal (its quantity), by index. */
  rowErrors?: ReadonlyArray<string | undefined>;
  disabled?: boolean;
}) {
  const idPrefix = useId();
  const total = countTotal(value);
  const set = (index: number, quantity: number) =>
    onChange(value.map((c, i) => (i === index ? { ...c, quantity } : c)));
  const groups = [
    { title: t.bills, rows: value.map((c, i) => ({ c, i })).filter(({ c }) => isBill(c.denomination)) },
    { title: t.coins, rows: value.map((c, i) => ({ c, i })).filter(({ c }) => !isBill(c.denomination)) },
  ].filter((g) => g.rows.length > 0);
  return (
    // Bills and coins side by side only where the grid itself has room for both (a container query):
    // in the half-width close card beside the session they stack, as on a phone.
    <div className="@container grid gap-4" data-testid="count-grid">
      <div className="grid gap-4 @xl:grid-cols-2">
        {groups.map((group) => (
          <fieldset key={group.title} className="grid min-w-0 content-start gap-2" disabled={disabled}>
            <legend className="mb-1 text-sm font-semibold tracking-wide text-muted uppercase">
              {group.title}
            </legend>
            {group.rows.map(({ c, i }) => {
              const name = denominationName(c.denomination);
              const inputId = `${idPrefix}-${c.denomination}`;
              const error = rowErrors[i];
              return (
                <div key={c.denomination} className="grid gap-1">
                  <div className="grid grid-cols-[5.5rem_minmax(0,7rem)_1fr] items-center gap-2 sm:grid-cols-[7rem_minmax(0,8rem)_1fr]">
                    <label htmlFor={inputId} className="text-sm font-medium tabular-nums">
                      {name}
                    </label>
                    <input
                      id={inputId}
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      aria-label={t.quantityOf(name)}
                      placeholder="0"
                      value={c.quantity === 0 ? "" : String(c.quantity)}
                      onChange={(e) => set(i, quantityOf(e.target.value))}
                      onFocus={(e) => e.target.select()}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                      data-testid={`count-${c.denomination}`}
                      className={cn(
                        "h-11 w-full rounded-lg border border-border bg-surface px-3 text-right text-base text-fg tabular-nums",
                        "placeholder:text-muted focus:border-gold focus:ring-2 focus:ring-ring/30 focus:outline-none",
                      )}
                    />
                    <span className="text-right text-sm text-muted tabular-nums">
                      {c.quantity > 0 ? formatMoney(c.denomination * c.quantity) : "—"}
                    </span>
                  </div>
                  {error ? (
                    <p
                      id={`${inputId}-error`}
                      role="alert"
                      className="text-sm text-red-700 dark:text-red-400"
                    >
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      <p
        className="flex items-baseline justify-between gap-3 border-t border-border pt-3 text-base font-semibold"
        aria-live="polite"
      >
        <span>{t.countedTotal}</span>
        <span className="tabular-nums" data-testid="counted-total">
          {formatMoney(total)}
        </span>
      </p>
    </div>
  );
}
