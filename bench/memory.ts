import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freshDatabase, type Runtime, report, rssMb, type Server, startServer } from "./lib";

const IDLE_MS = 3_000;
const mb = (bytes: number) => bytes / 1024 / 1024;

interface Probe {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  spaces: Record<string, number>;
}

/** Asks the server's memory probe (bench/memory-probe.mjs) for its figures after a full GC. */
async function probe(server: Server, file: string): Promise<Probe> {
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
): Promise<void> {
  const server = await startServer(
    { ...env, MEMORY_PROBE_FILE: probeFile },
    { runtime, nodeArgs: ["--expose-gc", "--import", "./bench/memory-probe.mjs"] },
  );
  try {
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const idle = await rssMb(server.process.pid!);
    const p = await probe(server, probeFile);
    report(`memory ${name}`, {
      rss_idle_mb: idle,
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
