import type { UnitStatus } from "../../domain/inventory/units";
import { msg } from "../../domain/kernel/messages";
import { cn } from "../ui/cn";

const TONES: Record<UnitStatus, string> = {
  "en stock": "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  reservada: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  vendida: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  "dada de baja": "bg-surface-2 text-muted",
};

/** Where a watch is, as a small pill: en stock, reservada, vendida, dada de baja. */
export function UnitStatusBadge({ status, className }: { status: UnitStatus; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold",
        TONES[status],
        className,
      )}
      data-testid="unit-status"
    >
      {msg.unitStatusLabels[status] ?? status}
    </span>
  );
}

/** Where a serial is looked up: Inventario › Buscar por serie, with the serial in the address. */
export const serialLookupPath = (serial: string) =>
  `/admin/inventory/serials?serie=${encodeURIComponent(serial)}`;
