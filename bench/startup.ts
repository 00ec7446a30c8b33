import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { measure, printTable, report, startServer } from "./lib";

/** Cold start (fresh data dir: migrate + seed demo data), warm start, /api/health throughput. */
export async function benchStartup(): Promise<void> {
  const port = process.env.BENCH_STARTUP_PORT ?? "3601";
  const dataDir = await mkdtemp(path.join(tmpdir(), "tienda-bench-"));
  try {
    const cold = await startServer({ DATA_DIR: dataDir, PORT: port });
    await cold.stop();
    const warm = await startServer({ DATA_DIR: dataDir, PORT: port });
    try {
      report("startup", {
        cold_start_ms: cold.readyMs,
        warm_start_ms: warm.readyMs,
        warm_to_cold_ratio: warm.readyMs / cold.readyMs,
      });
      const health = await measure({ url: `${warm.url}/api/health`, connections: 10, duration: 5 });
      printTable("health", health, [["health", health]]);
    } finally {
      await warm.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
