import { Counter, Histogram, type Registry } from "prom-client";

/** Latency buckets in seconds: from a cached catalogue answer (~1 ms) to a slow report. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** Requests no route matched (404s, the web app's pages answered by the not-found handler). */
export const UNMATCHED = "unmatched";

interface RouteSeries {
  observe(seconds: number): void;
  byStatus: Map<number, { inc(): void }>;
}

/**
 * Request count and latency per route pattern (`/api/sales/:id`, never the URL: no ids in labels,
 * so the series are bounded by the routes the server has). A route's label children are looked up
 * once and kept, so a request costs two map lookups and two additions.
 */
export function httpMetrics(registry: Registry) {
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    registers: [registry],
  });
  const series = new Map<string, RouteSeries>();

  return function record(method: string, route: string | undefined, status: number, ms: number): void {
    const m = METHODS.has(method) ? method : "OTHER";
    const r = route ?? UNMATCHED;
    const key = `${m} ${r}`;
    let s = series.get(key);
    if (!s) {
      const child = duration.labels(m, r);
      s = { observe: (seconds) => child.observe(seconds), byStatus: new Map() };
      series.set(key, s);
    }
    let counter = s.byStatus.get(status);
    if (!counter) {
      counter = requests.labels(m, r, String(status));
      s.byStatus.set(status, counter);
    }
    s.observe(ms / 1000);
    counter.inc();
  };
}
