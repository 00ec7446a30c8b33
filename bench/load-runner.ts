/**
 * Load generator process for bench/lib.ts `measure()`: reads a LoadSpec (JSON) on stdin, runs
 * autocannon against it and prints one LoadResult (JSON) line on stdout. It runs in its own
 * Node process so the load never shares an event loop with the server or the bench driver.
 *
 * Latency percentiles are computed here from autocannon's per-response times (sub-millisecond)
 * rather than read from its histogram, which rounds to whole milliseconds.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import autocannon, { type Request, type Result } from "autocannon";
import type { Figures, LoadResult, LoadSpec } from "./lib";
import { COMPLETE } from "./scenario";

/** A request of a scenario; figures are kept per `name`. */
export interface NamedRequest extends Request {
  name: string;
}

/** The sum of the current sequence's latencies so far, kept on the connection's context. */
const ELAPSED = "sequenceMs";

const version = (createRequire(import.meta.url)("autocannon/package.json") as { version: string }).version;

async function readStdin(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

const spec = JSON.parse(await readStdin()) as LoadSpec;

async function buildRequests(): Promise<NamedRequest[]> {
  if (spec.scenario) {
    const mod = (await import(pathToFileURL(spec.scenario.module).href)) as {
      requests(params: unknown): NamedRequest[];
    };
    return mod.requests(spec.scenario.params);
  }
  return [{ name: "request", ...spec.request }];
}

interface Tally {
  responses: number;
  non2xx: number;
  latencies: number[];
}

/** One autocannon run; autocannon mutates request objects, so each run gets fresh ones. */
async function run(seconds: number) {
  const requests = await buildRequests();
  const tallies = new Map<string, Tally>(
    requests.map((r) => [r.name, { responses: 0, non2xx: 0, latencies: [] }]),
  );
  // autocannon calls a request's onResponse and then, synchronously, emits "response" with the
  // time it took: the step remembered here is the one that response belongs to.
  let current = requests[0]!.name;
  let context: Record<string, unknown> = {};
  const complete: Tally = { responses: 0, non2xx: 0, latencies: [] };
  for (const request of requests) {
    const own = request.onResponse;
    request.onResponse = (status, body, ctx, headers) => {
      current = request.name;
      context = ctx;
      own?.(status, body, ctx, headers);
    };
  }
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      { url: spec.url, connections: spec.connections, duration: seconds, requests },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      const tally = tallies.get(current)!;
      tally.responses++;
      if (status >= 200 && status < 300) tally.latencies.push(ms);
      else tally.non2xx++;
      // autocannon gives each connection a fresh context when its sequence starts again.
      const elapsed = ((context[ELAPSED] as number | undefined) ?? 0) + ms;
      context[ELAPSED] = elapsed;
      if (context[COMPLETE] === true) {
        context[COMPLETE] = false;
        complete.responses++;
        complete.latencies.push(elapsed);
      }
    });
  });
  return { result, tallies, complete };
}

function figures(tally: Tally, seconds: number): Figures {
  const sorted = Float64Array.from(tally.latencies).sort();
  const pct = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  return {
    responses: tally.responses,
    perSecond: tally.responses / seconds,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    non2xx: tally.non2xx,
  };
}

if (spec.warmup > 0) await run(spec.warmup);
const cpuBefore = process.cpuUsage();
const { result, tallies, complete } = await run(spec.duration);
const cpu = process.cpuUsage(cpuBefore);
const seconds = result.duration;
const all: Tally = { responses: 0, non2xx: 0, latencies: [] };
for (const t of tallies.values()) {
  all.responses += t.responses;
  all.non2xx += t.non2xx;
  for (const ms of t.latencies) all.latencies.push(ms);
}
const out: LoadResult = {
  ...figures(all, seconds),
  errors: result.errors,
  seconds,
  connections: spec.connections,
  autocannon: version,
  loadCpuMs: (cpu.user + cpu.system) / 1000,
  steps: Object.fromEntries([...tallies].map(([name, t]) => [name, figures(t, seconds)])),
  ...(complete.responses > 0 ? { complete: figures(complete, seconds) } : {}),
};
process.stdout.write(`${JSON.stringify(out)}\n`);
