import { msg } from "../../domain/kernel/messages";
import type { InventoryParams } from "./use-inventory-params";

/** Inventario's filter bar: search, Público, Stock, Marca and En oferta. */
export function InventoryFilters({
  params,
  brands,
}: {
  params: InventoryParams;
  brands: string[] | undefined;
}) {
  const { query, set, search, onSearch } = params;
  return (
    <div className="grid grid-cols-2 gap-2 rounded-xl border border-border bg-surface p-3 md:grid-cols-[minmax(10rem,2fr)_repeat(3,minmax(9rem,1fr))_auto]">
      <label className="col-span-2 flex flex-col gap-1 text-xs text-muted md:col-span-1">
        {msg.inventorySearch}
        <input
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={msg.inventorySearch}
          className="h-10 rounded-lg border border-border bg-surface px-3 text-sm text-fg focus:border-gold focus:outline-none"
        />
      </label>
      <FilterSelect
        label={msg.filterPublic}
        value={query.visibility ?? "all"}
        onChange={(v) => set("visibility", v === "all" ? undefined : v)}
      >
        <option value="all">{msg.filterAll}</option>
        <option value="public">{msg.filterPublicOnly}</option>
        <option value="hidden">{msg.filterHiddenOnly}</option>
      </FilterSelect>
      <FilterSelect
        label={msg.colStock}
        value={query.stock ?? "all"}
        onChange={(v) => set("stock", v === "all" ? undefined : v)}
      >
        <option value="all">{msg.filterAll}</option>
        <option value="low">{msg.filterLowStock}</option>
        <option value="out">{msg.filterOutOfStock}</option>
      </FilterSelect>
      <FilterSelect
        label={msg.filterBrand}
        value={query.brand ?? ""}
        onChange={(v) => set("brand", v || undefined)}
      >
        <option value="">{msg.filterAllBrands}</option>
        {brands?.map((b) => (
          <option key={b} value={b}>
            {b}
          </option>
        ))}
      </FilterSelect>
      <label className="flex items-center gap-2 self-end pb-2 text-sm">
        <input
          type="checkbox"
          checked={Boolean(query.offer)}
          onChange={(e) => set("offer", e.target.checked ? "true" : undefined)}
          className="h-4 w-4 accent-[var(--color-gold)]"
        />
        {msg.filterOnOffer}
      </label>
    </div>
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs text-muted">
      {label}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 rounded-lg border border-border bg-surface px-2 text-sm text-fg focus:border-gold focus:outline-none"
      >
        {children}
      </select>
    </label>
  );
}
