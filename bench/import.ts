import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../src/server/db/client";
import { applyMigrations } from "../src/server/db/migrate";
import { runImport } from "../src/server/import";
import { generateExport } from "../tests/support/test-export";
import { report } from "./lib";

/** An export of 10,000 sales with 30,000 payments imported into a fresh embedded database. */
export async function benchImport(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "tienda-bench-import-"));
  const database = await openDatabase({ dataDir });
  try {
    await applyMigrations(database);
    const generated = generateExport({ sales: 10_000, paymentsPerSale: 3, everySalePaid: true });
    const paymentCount = Object.values(generated.data.sales ?? {}).reduce(
      (n, s) => n + (Array.isArray(s.payments) ? s.payments.length : 0),
      0,
    );
    const started = performance.now();
    const result = await runImport(database.db, generated.data);
    const ms = performance.now() - started;
    report("import", {
      sales: result.counts.sales?.imported ?? 0,
      payments: paymentCount,
      seconds: ms / 1000,
      salesPerSecond: ((result.counts.sales?.imported ?? 0) * 1000) / ms,
      check: result.check.ok ? "ok" : `${result.check.violations.length} violations`,
    });
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
