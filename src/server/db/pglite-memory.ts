import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The PostgreSQL extensions the migrations create, which PGlite must be given as bundles (pg_trgm:
 * the trigram indexes of substring searches). Every PGlite that opens a shop's data passes them.
 */
export const pgliteExtensions = { pg_trgm };

/**
 * PGlite's PostgreSQL runs inside WebAssembly, whose memory only ever grows: what PostgreSQL
 * touches once stays resident. A shop's catalogue and sales fit in far
 * less than the default 128 MB of shared buffers; index builds (migrations) get 16 MB.
 */
export const pgliteStartParams = (defaults: readonly string[]): string[] => [
  ...defaults,
  "-c",
  "shared_buffers=16MB",
  "-c",
  "maintenance_work_mem=16MB",
];

/**
 * Creating a data directory runs initdb in its own WebAssembly instance (several hundred MB) that
 * the process would keep resident for its whole life; a short-lived child process does it instead.
 */
export async function initialiseDataDirInChild(dir: string): Promise<void> {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  const script = `const { PGlite } = await import(${JSON.stringify(import.meta.resolve("@electric-sql/pglite"))});
const db = await PGlite.create(${JSON.stringify(dir)});
await db.close();`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`PGlite: creating ${dir} failed (exit ${code})`);
}
