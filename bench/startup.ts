import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { load, report, startServer } from "./lib";

/** Cold start (fresh data dir: migrate + seed demo data), warm start, /api/health throughput. */
export async function benchStartup(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "tienda-bench-"));
  try {
    const cold = await startServer({ DATA_DIR: dataDir, PORT: "3601" });
    await cold.stop();
    const warm = await startServer({ DATA_DIR: dataDir, PORT: "3601" });
    report("startup", {
      cold_start_ms: cold.readyMs,
      warm_start_ms: warm.readyMs,
      warm_to_cold_ratio: warm.readyMs / cold.readyMs,
    });
    await load(`${warm.url}/api/health`, { connections: 10, durationMs: 1000 }); // warm-up
    const health = await load(`${warm.url}/api/health`, { connections: 10, durationMs: 5000 });
    report("health", {
      req_per_s: health.perSecond,
      p50_ms: health.p50,
      p99_ms: health.p99,
      errors: health.errors,
      connections: 10,
    });
    await warm.stop();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
