/**
 * OpenTelemetry traces of requests and database calls (docs/decisions/0211), preloaded before the
 * server: `node --import ./dist/server/otel.js dist/server/main.js` (npm run start:prod, the
 * Dockerfile's CMD). Only when OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise this file imports
 * nothing and the SDK is never loaded.
 *
 * The compiled server is ESM importing its packages from node_modules, so `pg` is patched
 * through the ESM loader hook registered here, before main.js imports anything; without the hook
 * the HTTP spans appear but the database spans do not. The SDK reads the standard OTEL_* variables
 * (OTEL_EXPORTER_OTLP_PROTOCOL, OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER…).
 */
import { register } from "node:module";

/** Scrapes and health probes every few seconds would drown the traces that matter. */
const UNTRACED_PATHS = new Set(["/metrics", "/api/health"]);

async function startTracing(): Promise<void> {
  register(import.meta.resolve("@opentelemetry/instrumentation/hook.mjs"), import.meta.url);
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import("@opentelemetry/sdk-node"),
    import("@opentelemetry/instrumentation-http"),
    import("@opentelemetry/instrumentation-pg"),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? "tienda",
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? "").split("?")[0] ?? ""),
        // A query string may carry a signed link's token (statements, payment links): never sent.
        requestHook: (span, request) => {
          if ("url" in request && request.url?.includes("?")) span.setAttribute("url.query", "REDACTED");
        },
      }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  // Spans still buffered are sent before the process ends (main.ts exits after its graceful shutdown).
  const flush = () => void sdk.shutdown().catch(() => {});
  process.once("SIGTERM", flush);
  process.once("SIGINT", flush);
}

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await startTracing();
