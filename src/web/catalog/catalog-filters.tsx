import { type FormEvent, useEffect, useState } from "react";
import type { CatalogSort } from "../../contracts/catalog/catalog";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/field";
import type { FilterState } from "./catalog-query";

export const SORT_OPTIONS: [CatalogSort, string][] = [
  ["newest", shopMsg.sortNewest],
  ["price_asc", shopMsg.sortPriceAsc],
  ["price_desc", shopMsg.sortPriceDesc],
  ["best_selling", shopMsg.sortBestSelling],
];

/** Search, price range, offer/stock switches and sort; text fields apply on submit, switches at once. */
export function CatalogFilters({
  value,
  onChange,
  onSearched,
}: {
  value: FilterState;
  onChange: (next: Partial<FilterState>) => void;
  /** After the text fields are applied (the phone closes its panel to show the results). */
  onSearched?: () => void;
}) {
  const [draft, setDraft] = useState({ q: value.q, min: value.min, max: value.max });
  useEffect(() => setDraft({ q: value.q, min: value.min, max: value.max }), [value.q, value.min, value.max]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
    onSearched?.();
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-border bg-surface p-4"
      aria-label={shopMsg.filtersTitle}
    >
      <TextField
        label={shopMsg.searchLabel}
        type="search"
        placeholder={shopMsg.searchPlaceholder}
        value={draft.q}
        onChange={(e) => setDraft({ ...draft, q: e.target.value })}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={shopMsg.priceMinLabel}
          inputMode="numeric"
          value={draft.min}
          onChange={(e) => setDraft({ ...draft, min: e.target.value })}
        />
        <TextField
          label={shopMsg.priceMaxLabel}
          inputMode="numeric"
          value={draft.max}
          onChange={(e) => setDraft({ ...draft, max: e.target.value })}
        />
      </div>
      <Button type="submit" variant="secondary">
        {shopMsg.searchLabel}
      </Button>
      <div className="flex flex-col gap-2">
        <Check
          label={shopMsg.onOfferFilter}
          checked={value.onOffer}
          onChange={(onOffer) => onChange({ onOffer })}
        />
        <Check
          label={shopMsg.inStockFilter}
          checked={value.inStock}
          onChange={(inStock) => onChange({ inStock })}
        />
      </div>
      <SelectField
        label={shopMsg.sortLabel}
        value={value.sort}
        onChange={(e) => onChange({ sort: e.target.value as CatalogSort })}
      >
        {SORT_OPTIONS.map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </SelectField>
    </form>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
      <input
        type="checkbox"
        className="h-5 w-5 accent-[var(--gold)]"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
