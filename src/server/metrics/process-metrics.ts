import { Counter, collectDefaultMetrics, Registry } from "prom-client";
import { SALE_SOURCES, type SaleSource } from "../../domain/sales/sale-record";

/**
 * What this process counts whatever app it serves: business events and background jobs, told by
 * the features through index.ts, plus Node's own figures (memory, event-loop delay, CPU, handles)
 * once a metrics route is on. Scraped together with each app's own registry (routes.ts).
 */
export const processRegistry = new Registry();

let nodeMetricsOn = false;
/** prom-client's default metrics (they start an event-loop delay monitor): once per process. */
export function collectNodeMetrics(): void {
  if (nodeMetricsOn) return;
  nodeMetricsOn = true;
  collectDefaultMetrics({ register: processRegistry });
}

const salesRegistered = new Counter({
  name: "store_sales_registered_total",
  help: "Sales registered (committed), by where they came from.",
  labelNames: ["source"] as const,
  registers: [processRegistry],
});
const paymentsRegistered = new Counter({
  name: "store_payments_registered_total",
  help: "Payments recorded on sales (committed): at a sale's registration and added later.",
  registers: [processRegistry],
});
export type CardCheckoutOutcome = "approved" | "refused";
const cardCheckouts = new Counter({
  name: "store_card_checkouts_total",
  help: "Card checkouts the gateway answered (committed), approved or refused.",
  labelNames: ["outcome"] as const,
  registers: [processRegistry],
});

/** The background jobs; a closed list, so the job label stays bounded. */
export const JOBS = [
  "card_order_expiry",
  "mail_worker",
  "mail_purge",
  "service_reminders",
  "layaway_expiry",
] as const;
export type Job = (typeof JOBS)[number];
const jobRuns = new Counter({
  name: "store_job_runs_total",
  help: "Background job runs, by task (not `job`, which Prometheus gives the scrape target).",
  labelNames: ["task"] as const,
  registers: [processRegistry],
});
const jobFailures = new Counter({
  name: "store_job_failures_total",
  help: "Background job runs that failed, by task.",
  labelNames: ["task"] as const,
  registers: [processRegistry],
});

// Every series exists from the start at 0, so rate() and alerts see the first event.
for (const source of SALE_SOURCES) salesRegistered.labels(source).inc(0);
for (const outcome of ["approved", "refused"] as const) cardCheckouts.labels(outcome).inc(0);
for (const job of JOBS) {
  jobRuns.labels(job).inc(0);
  jobFailures.labels(job).inc(0);
}

export function countSaleRegistered(source: SaleSource): void {
  salesRegistered.labels(source).inc();
}

export function countPaymentsRegistered(count: number): void {
  if (count > 0) paymentsRegistered.inc(count);
}

export function countCardCheckout(outcome: CardCheckoutOutcome): void {
  cardCheckouts.labels(outcome).inc();
}

/** Runs one pass of a background job, counting the run and, when it throws, the failure. */
export async function runJob<T>(job: Job, run: () => Promise<T>): Promise<T> {
  jobRuns.labels(job).inc();
  try {
    return await run();
  } catch (error) {
    jobFailures.labels(job).inc();
    throw error;
  }
}
