import { spawn } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freshDatabase, report, target } from "./lib";

const root = path.resolve(import.meta.dirname, "..");

/** The tables whose rows the restored copy must hold as many of as the shop: its money and its stock. */
const COUNTED = ["sales", "money_entries", "product_units", "invoices"] as const;

/**
 * One of the project's CLIs run as an operator runs it (`npm run <name> -- <args>`, docs/operations.md),
 * on the database and data folder given: answers its exit code, what it printed and how long it took.
 */
async function npmRun(
  name: string,
  args: string[],
  env: { DATABASE_URL: string; DATA_DIR: string },
): Promise<{ code: number | null; out: string; seconds: number }> {
  const started = performance.now();
  const child = spawn("npm", ["run", "--silent", name, "--", ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.setEncoding("utf8").on("data", (c: string) => {
    out += c;
  });
  child.stderr.setEncoding("utf8").on("data", (c: string) => {
    out += c;
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { code, out: out.trim(), seconds: (performance.now() - started) / 1000 };
}

async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counts: Record<string, number> = {};
    for (const table of COUNTED) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      counts[table] = rows[0]?.n ?? 0;
    }
    return counts;
  } finally {
    await client.end();
  }
}

/**
 * `npm run backup` of the shop into a new folder, then `npm run restore` of that folder into a
 * fresh scratch database (never the shop's own: restore refuses a database with tables, and the
 * shop is kept for other benches), each timed whole as an operator waits for it. The restore CLI
 * itself compares every table's rows with the backup's manifest and runs the invariant checker;
 * the four tables that hold the shop's money and stock are counted again here on both sides.
 */
export async function backupAndRestore(shopUrl: string): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), "tienda-bench-ops-"));
  const folder = path.join(work, "backup");
  const scratch = await freshDatabase();
  if (!scratch) throw new Error("PostgreSQL did not answer for the restore's scratch database");
  try {
    const backup = await npmRun("backup", [folder], {
      DATABASE_URL: shopUrl,
      DATA_DIR: path.join(work, "shop"),
    });
    if (backup.code !== 0) throw new Error(`npm run backup exited with ${backup.code}:\n${backup.out}`);
    const dumpMb = (await stat(path.join(folder, "database.dump"))).size / 1024 / 1024;
    report("operations 10×: backup (npm run backup, pg_dump custom format)", {
      seconds: backup.seconds,
      dump_mb: dumpMb,
    });
    target("backup of the 10× shop", backup.seconds, "<", 120, "s");

    const restore = await npmRun("restore", [folder], {
      DATABASE_URL: scratch.url,
      DATA_DIR: path.join(work, "restored"),
    });
    console.log(restore.out);
    // "Verificación de datos: … — correcto." or "… — N infracciones:"; "diferencia:" per table that differs.
    const violations = /correcto\.$/m.test(restore.out)
      ? 0
      : Number(/(\d+) infracciones/.exec(restore.out)?.[1] ?? Number.NaN);
    const manifestDifferences = (restore.out.match(/^\s*diferencia:/gm) ?? []).length;
    const [shop, restored] = await Promise.all([rowCounts(shopUrl), rowCounts(scratch.url)]);
    const differing = COUNTED.filter((t) => shop[t] !== restored[t]);
    report("operations 10×: restore (npm run restore into a fresh database, counts and checker included)", {
      seconds: restore.seconds,
      exit_code: restore.code ?? "signal",
      tables_differing_from_manifest: manifestDifferences,
      check_violations: violations,
      ...Object.fromEntries(COUNTED.map((t) => [t, `${restored[t]}/${shop[t]}`])),
      same_counts: differing.length === 0 ? "yes" : `no (${differing.join(", ")})`,
    });
    target("restore of the 10× shop into a fresh database", restore.seconds, "<", 300, "s");
  } finally {
    await scratch.drop();
    await rm(work, { recursive: true, force: true });
  }
}
