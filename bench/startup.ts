import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { measure, printTable, report, startServer } from "./lib";

/** Cold start (fresh data dir: migrate + seed demo data), warm start, /api/health throughput. */
export async function benchStartup(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "tienda-bench-"));
  try {
    const cold = await startServer({ DATA_DIR: dataDir, PORT: "3601" });
    await cold.stop();
    const warm = await startServer({ DATA_DIR: dataDir, PORT: "3601" });
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
