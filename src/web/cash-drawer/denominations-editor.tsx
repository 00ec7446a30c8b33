import { X } from "lucide-react";
import { useState } from "react";
import { DEFAULT_DENOMINATIONS } from "../../domain/cash-drawer/closing";
import { formatMoney } from "../../domain/kernel/money";
import { Button } from "../ui/button";
import { MoneyField } from "../ui/money-field";
import { denominationName } from "./count-math";
import { drawerScreens as t } from "./messages-cash-drawer-screens";

/**
 * The bills and coins a count lists, high to low as a count is taken: one removed by its ×, one
 * added by its amount, or the lempira's own list back. Whether the list is acceptable (none
 * repeated, at most 30, whole centavos) is the domain's rule, checked by the form that holds it.
 */
export function DenominationsEditor({
  value,
  onChange,
  error,
}: {
  value: readonly number[];
  onChange: (next: number[]) => void;
  error?: string;
}) {
  const [adding, setAdding] = useState<number | undefined>(undefined);
  const sorted = [...value].sort((a, b) => b - a);
  const add = () => {
    if (adding === undefined || !Number.isFinite(adding)) return;
    // A repeated or invalid amount is kept, so the domain's refusal names it under the list.
    onChange([...value, adding].sort((a, b) => b - a));
    setAdding(undefined);
  };
  return (
    <fieldset className="grid gap-3" data-testid="denominations">
      <legend className="mb-1 font-medium">{t.denominationsLabel}</legend>
      <p className="text-sm text-muted">{t.denominationsHint}</p>
      <ul className="flex flex-wrap gap-2">
        {sorted.map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a repeated amount is listed twice until the refusal is fixed
          <li key={`${d}-${i}`}>
            <span className="inline-flex h-9 items-center gap-1 rounded-full border border-border bg-surface-2 pr-1 pl-3 text-sm tabular-nums">
              {denominationName(d)}
              <button
                type="button"
                className="rounded-full p-1 text-muted hover:bg-surface hover:text-fg"
                aria-label={t.removeDenomination(formatMoney(d))}
                onClick={() => onChange(sorted.filter((_, j) => j !== i))}
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </span>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-48">
          <MoneyField label={t.denominationLabel} value={adding} onChange={setAdding} optional cents />
        </div>
        <Button variant="secondary" onClick={add} disabled={adding === undefined}>
          {t.addDenomination}
        </Button>
        <Button variant="ghost" onClick={() => onChange([...DEFAULT_DENOMINATIONS])}>
          {t.defaultDenominations}
        </Button>
      </div>
    </fieldset>
  );
}
