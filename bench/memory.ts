import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freshDatabase, measure, type Runtime, report, rssMb, type Server, startServer, target } from "./lib";
import { productionNode } from "./production-node";

/** How long a server sits idle before its RSS is read. */
export const IDLE_MS = 3_000;
export const mb = (bytes: number) => bytes / 1024 / 1024;

export interface Probe {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  spaces: Record<string, number>;
}

/**
 * Starts the server on production's Node with the memory probe preloaded (bench/memory-probe.mjs),
 * answering on SIGUSR2 into `probeFile`.
 */
export function startProbedServer(
  env: Record<string, string>,
  runtime: Runtime,
  probeFile: string,
): ReturnType<typeof startServer> {
  return startServer(
    { ...env, MEMORY_PROBE_FILE: probeFile },
    { runtime, node: NODE, nodeArgs: ["--expose-gc", "--import", "./bench/memory-probe.mjs"] },
  );
}

/** Asks the server's memory probe (bench/memory-probe.mjs) for its figures after a full GC. */
export async function probe(server: Server, file: string): Promise<Probe> {
  await rm(file, { force: true });
  server.process.kill("SIGUSR2");
  for (let i = 0; i < 200; i++) {
    try {
      return JSON.parse(await readFile(file, "utf8")) as Probe;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error("the memory probe did not answer");
}

/** One server start: RSS after IDLE_MS idle, then after a full GC with where it goes. */
async function idleFigures(
  name: string,
  env: Record<string, string>,
  runtime: Runtime,
  probeFile: string,
  load = false,
): Promise<void> {
  const server = await startProbedServer(env, runtime, probeFile);
  try {
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const idle = await rssMb(server.process.pid!);
    // The highest RSS seen (sampled every 250 ms) during 8 s of catalogue load, 10 connections.
    let loaded = 0;
    if (load) {
      const sample = setInterval(async () => {
        loaded = Math.max(loaded, await rssMb(server.process.pid!));
      }, 250);
      await measure({ url: `${server.url}/api/catalog`, connections: 10, duration: 8 });
      clearInterval(sample);
    }
    const p = await probe(server, probeFile);
    const limits = MEMORY_TARGETS[name];
    if (limits) {
      target(`memory ${name}, idle, Node ${NODE_VERSION}`, idle, "≤", limits.idle, "MB");
      if (limits.load)
        target(`memory ${name}, catalogue load, Node ${NODE_VERSION}`, loaded, "≤", limits.load, "MB");
    }
    report(`memory ${name} on Node ${NODE_VERSION}`, {
      rss_idle_mb: idle,
      ...(load ? { rss_peak_catalogue_load_mb: loaded } : {}),
      rss_after_gc_mb: mb(p.rss),
      js_heap_used_mb: mb(p.heapUsed),
      js_heap_total_mb: mb(p.heapTotal),
      code_space_mb: mb(p.spaces.code_space ?? 0),
      external_mb: mb(p.external),
      array_buffers_mb: mb(p.arrayBuffers),
      outside_js_heap_mb: mb(p.rss - p.heapTotal - p.external),
      start_ms: server.readyMs,
    });
  } finally {
    await server.stop();
  }
}

/** Production's resident memory (MB) on its runtime: a restart on data it already holds. */
const MEMORY_TARGETS: Record<string, { idle: number; load?: number }> = {
  "postgres restart (compiled)": { idle: 200, load: 280 },
  "pglite restart (compiled)": { idle: 300 },
};

/** Production's Node runs the servers (bench/production-node.ts): its memory is what counts. */
const NODE = productionNode();
export const NODE_VERSION = execFileSync(NODE, ["--version"], { encoding: "utf8" }).trim();

/**
 * Where the server's memory goes at rest: on each database, the first start (which
 * migrates and seeds the demo data) and a restart on the same data, with tsx compiling
 * TypeScript in-process and with the compiled build (scripts/build-server.mjs).
 */
export async function benchMemory(): Promise<void> {
  const probeFile = path.join(tmpdir(), `tienda-memory-probe-${process.pid}.json`);
  const database = await freshDatabase();
  const kinds: Array<[string, Record<string, string>]> = [["pglite", {}]];
  if (database) kinds.push(["postgres", { DATABASE_URL: database.url }]);
  else console.log("memory on PostgreSQL: skipped (set TEST_DATABASE_URL)");
  try {
    for (const [kind, dbEnv] of kinds) {
      const dataDir = await mkdtemp(path.join(tmpdir(), "tienda-bench-memory-"));
      const env = { ...dbEnv, DATA_DIR: dataDir, PORT: "3700" };
      try {
        await idleFigures(`${kind} seeding (compiled)`, { ...env, SEED_DEMO: "true" }, "compiled", probeFile);
        await idleFigures(`${kind} restart (tsx)`, { ...env, SEED_DEMO: "false" }, "tsx", probeFile);
        await idleFigures(
          `${kind} restart (compiled)`,
          { ...env, SEED_DEMO: "false" },
          "compiled",
          probeFile,
          true,
        );
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await database?.drop();
    await rm(probeFile, { force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMemory();
