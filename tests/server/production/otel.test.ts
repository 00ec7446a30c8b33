import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileServer, freshDatabase, root, run, serverEnv, waitHealthy } from "./compiled-server";

/**
 * The compiled server started as `npm run start:prod` and the Dockerfile start it, with the
 * OpenTelemetry preload (src/server/otel.ts): traces reach an OTLP/HTTP receiver (JSON) with the
 * request's server span and its database span; without OTEL_EXPORTER_OTLP_ENDPOINT the SDK is
 * never even loaded.
 */
const PORT = 3907;
const postgres = Boolean(process.env.TEST_DATABASE_URL);

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string } }[];
}
const SERVER = 2;
const CLIENT = 3;

let build: ReturnType<typeof compileServer>;
beforeAll(() => {
  build = compileServer();
});
afterAll(() => build.remove());

/** How many @opentelemetry modules a process preloaded with otel.js has loaded (they are CommonJS). */
function otelModulesLoaded(env: NodeJS.ProcessEnv): number {
  const script = `import { createRequire } from "node:module";
const cache = createRequire(import.meta.url).cache;
console.log(Object.keys(cache).filter((file) => file.includes("@opentelemetry")).length);`;
  const result = spawnSync(
    process.execPath,
    ["--import", path.join(build.dir, "otel.js"), "--input-type=module", "-e", script],
    { cwd: root, env: { PATH: process.env.PATH, ...env }, encoding: "utf8" },
  );
  expect(result.status, result.stderr).toBe(0);
  return Number(result.stdout.trim());
}

describe("the OpenTelemetry preload", () => {
  it("loads nothing of the SDK without OTEL_EXPORTER_OTLP_ENDPOINT, and the SDK with it", () => {
    expect(otelModulesLoaded({})).toBe(0);
    // Nothing listens there; starting the SDK does not need the receiver.
    expect(otelModulesLoaded({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:1" })).toBeGreaterThan(0);
  });

  it.skipIf(!postgres)(
    "sends a request's HTTP server span and its PostgreSQL span to the OTLP receiver",
    async () => {
      const spans: Span[] = [];
      const receiver: Server = createServer((req, res) => {
        let body = "";
        req.on("data", (chunk: Buffer) => {
          body += chunk.toString("utf8");
        });
        req.on("end", () => {
          if (req.url === "/v1/traces") {
            const payload = JSON.parse(body) as {
              resourceSpans: { scopeSpans: { spans: Span[] }[] }[];
            };
            for (const r of payload.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
          }
          res.writeHead(200, { "content-type": "application/json" }).end("{}");
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
      const address = receiver.address();
      const receiverPort = typeof address === "object" && address ? address.port : 0;
      const database = await freshDatabase();
      const env = {
        ...serverEnv(PORT, path.join(build.dir, "data"), database?.url),
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
        OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
        OTEL_BSP_SCHEDULE_DELAY: "200",
        OTEL_SERVICE_NAME: "tienda-prueba",
        LOG_LEVEL: "warn",
      };
      const server = run(
        [process.execPath, "--import", path.join(build.dir, "otel.js"), path.join(build.dir, "main.js")],
        env,
      );
      try {
        await waitHealthy(server, PORT);
        const res = await fetch(`http://127.0.0.1:${PORT}/api/catalog?q=reloj`);
        expect(res.status).toBe(200);
        await expect
          .poll(() => spans.some((s) => s.kind === SERVER && s.name.startsWith("GET")), { timeout: 15_000 })
          .toBe(true);
        const request = spans.find((s) => s.kind === SERVER && s.name.startsWith("GET"))!;
        const attribute = (s: Span, key: string) =>
          s.attributes.find((a) => a.key === key)?.value.stringValue;
        expect(attribute(request, "url.path")).toBe("/api/catalog");
        // Query strings may carry signed links' tokens: they are not sent.
        expect(attribute(request, "url.query")).toBe("REDACTED");
        await expect
          .poll(
            () =>
              spans.some(
                (s) =>
                  s.kind === CLIENT &&
                  s.name.startsWith("pg.query") &&
                  attribute(s, "db.system.name") === "postgresql" &&
                  s.traceId === request.traceId &&
                  s.parentSpanId === request.spanId,
              ),
            { timeout: 15_000 },
          )
          .toBe(true);
        // The health probes are not traced.
        expect(spans.filter((s) => (attribute(s, "url.path") ?? "").startsWith("/api/health"))).toEqual([]);
      } finally {
        server.process.kill("SIGTERM");
        await server.exited;
        await new Promise((resolve) => receiver.close(resolve));
        await database?.drop();
      }
    },
    120_000,
  );
});
