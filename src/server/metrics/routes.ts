import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Gauge, Registry } from "prom-client";
import type { FeatureDeps } from "../feature";
import { notFound, unauthenticated } from "../http/errors";
import { httpMetrics } from "./http-metrics";
import { collectNodeMetrics, processRegistry } from "./process-metrics";
import { scrapeCollectors } from "./scrape";

export const METRICS_PATH = "/metrics";
/** A scrape-time query that has not answered by then gives NaN rather than holding the scrape. */
const COLLECT_TIMEOUT_MS = 2_000;

const digest = (value: string) => createHash("sha256").update(value).digest();

/** `Authorization: Bearer <token>`, compared in constant time (both sides hashed to one length). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * GET /metrics (Prometheus text format) behind a bearer token, and the request hook that counts
 * every answer. Added to the root instance, first of all features, so its hook sees every route.
 * Without METRICS_TOKEN nothing is hooked or collected and the route answers 404.
 */
export async function installMetrics(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const token = deps.config.metricsToken;
  // Registered either way: otherwise GET /metrics would fall through to the web app's index.html.
  if (!token) {
    app.get(METRICS_PATH, { schema: { hide: true } }, async () => {
      throw notFound();
    });
    return;
  }
  collectNodeMetrics();
  const registry = new Registry();
  const record = httpMetrics(registry);
  app.addHook("onResponse", (request, reply, done) => {
    record(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  });
  instanceGauges(registry, deps);
  const readScraped = scrapedGauges(registry, deps, app);

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw unauthenticated();
    }
    await readScraped();
    const text = (await processRegistry.metrics()) + (await registry.metrics());
    return reply.header("cache-control", "no-store").type(registry.contentType).send(text);
  });
}

/** Read from memory when scraped: the connection pool and the open live streams. */
function instanceGauges(registry: Registry, { database, bus }: FeatureDeps): void {
  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections, by state (total open, idle, max allowed). Absent on the embedded database.",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const use = database.poolUse();
      if (!use) return;
      this.set({ state: "total" }, use.total);
      this.set({ state: "idle" }, use.idle);
      this.set({ state: "max" }, use.max);
    },
  });
  new Gauge({
    name: "db_pool_waiting_queries",
    help: "Queries waiting for a pool connection (above 0 for long: the pool is exhausted).",
    registers: [registry],
    collect() {
      this.set(database.poolUse()?.waiting ?? 0);
    },
  });
  new Gauge({
    name: "live_streams_open",
    help: "Live-update (SSE) streams open on this instance.",
    registers: [registry],
    collect() {
      this.set(bus.openStreams);
    },
  });
}

/** The features' scrape-time gauges (scrape.ts), read together before each scrape. */
function scrapedGauges(registry: Registry, deps: FeatureDeps, app: FastifyInstance) {
  const readers = scrapeCollectors().map((collector) => {
    const gauges = Object.entries(collector.gauges).map(
      ([name, help]) => [name, new Gauge({ name, help, registers: [registry] })] as const,
    );
    return async () => {
      let timer: NodeJS.Timeout | undefined;
      try {
        const values = await Promise.race([
          collector.collect(deps),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error("timed out")), COLLECT_TIMEOUT_MS);
          }),
        ]);
        for (const [name, gauge] of gauges) gauge.set(values[name] ?? Number.NaN);
      } catch (err) {
        app.log.warn({ err, gauges: gauges.map(([name]) => name) }, "metrics: a scrape-time query failed");
        for (const [, gauge] of gauges) gauge.set(Number.NaN);
      } finally {
        clearTimeout(timer);
      }
    };
  });
  return () => Promise.all(readers.map((read) => read()));
}
