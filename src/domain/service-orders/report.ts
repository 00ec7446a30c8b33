import type { Centavos } from "../kernel/money";
import type { ShopDay } from "../kernel/shop-calendar";
import { daysBetween } from "./intake";
import { isOpenService, SERVICE_STATES, type ServiceState } from "./states";

/** One order as the numbers read it: its days, and what its sale charged for labour and parts. */
export interface ServiceReportRow {
  state: ServiceState;
  receivedDay: ShopDay;
  deliveredDay: ShopDay | null;
  labour: Centavos;
  parts: Centavos;
  warranty: boolean;
  warrantyCost: Centavos;
}

/** How long open orders have been at the desk. */
export const SERVICE_AGE_BUCKETS = [
  { label: "0–7 días", min: 0, max: 7 },
  { label: "8–30 días", min: 8, max: 30 },
  { label: "Más de 30 días", min: 31, max: Number.POSITIVE_INFINITY },
] as const;

export interface ServiceSummary {
  byState: { state: ServiceState; count: number }[];
  openByAge: { label: string; count: number }[];
  delivered: number;
  /** Average shop days from intake to delivery, one decimal; null before the first delivery. */
  averageTurnaroundDays: number | null;
  /** Revenue of delivered orders. */
  labour: Centavos;
  parts: Centavos;
  warrantyRepairs: number;
  warrantyCost: Centavos;
}

/**
 * The desk's numbers over the orders received in a period: open ones by state and age (on `today`),
 * turnaround and revenue of those delivered (a cancelled order earns nothing here; what it kept
 * is in the cash flow), and the repairs the warranty paid for.
 */
export function serviceSummary(rows: readonly ServiceReportRow[], today: ShopDay): ServiceSummary {
  const byState = SERVICE_STATES.map((state) => ({
    state,
    count: rows.filter((r) => r.state === state).length,
  }));
  const open = rows.filter((r) => isOpenService(r.state));
  const openByAge = SERVICE_AGE_BUCKETS.map((b) => ({
    label: b.label,
    count: open.filter((r) => {
      const age = daysBetween(r.receivedDay, today);
      return age >= b.min && age <= b.max;
    }).length,
  }));
  const delivered = rows.filter((r) => r.state === "Entregado");
  const days = delivered.map((r) => daysBetween(r.receivedDay, r.deliveredDay ?? r.receivedDay));
  const averageTurnaroundDays =
    days.length === 0 ? null : Math.round((days.reduce((a, b) => a + b, 0) / days.length) * 10) / 10;
  const warranty = delivered.filter((r) => r.warranty);
  return {
    byState,
    openByAge,
    delivered: delivered.length,
    averageTurnaroundDays,
    labour: delivered.reduce((sum, r) => sum + r.labour, 0),
    parts: delivered.reduce((sum, r) => sum + r.parts, 0),
    warrantyRepairs: warranty.length,
    warrantyCost: warranty.reduce((sum, r) => sum + r.warrantyCost, 0),
  };
}
