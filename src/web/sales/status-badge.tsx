import type { SaleStatus } from "../../domain/sales/sale";
import { cn } from "../ui/cn";

/** One colour per status everywhere (table, dialog, client area): staff read them at a glance. */
const COLOURS: Record<SaleStatus, string> = {
  Pendiente:
    "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800",
  Abonado: "bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800",
  Enviado:
    "bg-violet-100 text-violet-900 ring-violet-300 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800",
  Completado:
    "bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800",
  Cancelado: "bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800",
};

export function StatusBadge({ status, className }: { status: SaleStatus; className?: string }) {
  return (
    <span
      data-testid="status-badge"
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset whitespace-nowrap",
        COLOURS[status],
        className,
      )}
    >
      {status}
    </span>
  );
}
