import { useSearchParams } from "react-router";
import { shopDay, startOfShopMonth } from "../../domain/kernel/shop-calendar";
import type { ReportGrain } from "../../domain/reports/reports";

/** The report range, grain and ageing date, kept in the URL so a link or a reload keeps them. */
export interface Filters {
  from: string;
  to: string;
  grain: ReportGrain;
  asOf: string;
}

export function useFilters(): [Filters, (patch: Partial<Filters>) => void] {
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const today = shopDay(now);
  const filters: Filters = {
    from: params.get("from") ?? shopDay(startOfShopMonth(now)),
    to: params.get("to") ?? today,
    grain: (["day", "week", "month"].includes(params.get("grain") ?? "")
      ? params.get("grain")
      : "day") as ReportGrain,
    asOf: params.get("asOf") ?? today,
  };
  const set = (patch: Partial<Filters>) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [k, v] of Object.entries(patch)) if (v) next.set(k, v);
      // Another date is another list: back to its first page.
      next.delete("page");
      return next;
    });
  return [filters, set];
}

/** A date input that ignores being emptied: a report always has both ends of its range. */
export function DateField({
  label,
  value,
  onChange,
  name,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  name: string;
}) {
  return (
    <label className="grid gap-1 text-sm">
      <span className="text-muted">{label}</span>
      <input
        type="date"
        name={name}
        className="rounded-md border border-border bg-bg px-2 py-1.5"
        value={value}
        onChange={(e) => e.target.value && onChange(e.target.value)}
      />
    </label>
  );
}
