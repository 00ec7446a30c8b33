import type { Feature } from "../feature";
import { installMetrics } from "./routes";

/**
 * GET /metrics for Prometheus (docs/decisions/0210). First in features.ts: its request hook is
 * added to the root instance and so counts every route registered after it.
 */
export const metricsFeature: Feature = {
  name: "metrics",
  register: (app, deps) => installMetrics(app, deps),
};

/** How other features report: counted after their transaction commits (db/before-commit.ts `afterCommit`). */
export {
  type CardCheckoutOutcome,
  countCardCheckout,
  countPaymentsRegistered,
  countSaleRegistered,
  type Job,
  runJob,
} from "./process-metrics";
export { collectAtScrape, type ScrapeCollector } from "./scrape";
