import type { ServiceState } from "../../domain/service-orders/states";
import { cn } from "../ui/cn";

const amber =
  "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800";
const sky = "bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800";
const violet =
  "bg-violet-100 text-violet-900 ring-violet-300 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800";
const emerald =
  "bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800";
const red = "bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800";
const grey = "bg-surface-2 text-fg ring-border";

/** One colour per state at the desk: waiting on the shop, on the customer, done or stopped. */
const COLOURS: Record<ServiceState, string> = {
  Recibido: grey,
  "En diagnóstico": sky,
  "Presupuesto enviado": amber,
  Aprobado: violet,
  Rechazado: red,
  "En reparación": sky,
  "Listo para entregar": emerald,
  Entregado: grey,
  Cancelado: red,
};

export function ServiceStateBadge({ state, className }: { state: ServiceState; className?: string }) {
  return (
    <span
      data-testid="service-state"
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        COLOURS[state],
        className,
      )}
    >
      {state}
    </span>
  );
}

/** A small mark beside an order: under the store's warranty, or ready and not collected. */
export function ServiceMark({ children, tone }: { children: React.ReactNode; tone: "gold" | "warn" }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1 ring-inset",
        tone === "gold" ? "bg-gold-soft text-fg ring-gold" : amber,
      )}
    >
      {children}
    </span>
  );
}
