import { spawn } from "node:child_process";
import { cp, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Config } from "../config";
import { type Db, openDatabase } from "../db/client";

/**
 * A backup is a folder: the database (`database.dump`, pg_dump's custom format, or
 * `pglite.tar.gz`, PGlite's own data-folder dump), the product pictures (`media/`, when they are
 * on local disk) and `manifest.json` with the row count of every table at backup time.
 */
export interface Manifest {
  format: 1;
  createdAt: string;
  database: "postgres" | "pglite";
  /** Pictures in a bucket are not in the backup: the bucket keeps its own versions. */
  media: "included" | "in-bucket";
  counts: Record<string, number>;
}

const MANIFEST = "manifest.json";
const PG_DUMP_FILE = "database.dump";
const PGLITE_FILE = "pglite.tar.gz";

/** Rows in every table of the public schema and the migrations journal, by name. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.execute<{ name: string }>(sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const [schema = "", table = ""] = name.split(".");
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)}`,
    );
    counts[name] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => {
      stderr += c.toString("utf8");
    });
    child.on("error", (error) => reject(new Error(`${command} no se pudo ejecutar: ${error.message}`)));
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} terminó con ${code}:\n${stderr.trim()}`)),
    );
  });
}

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );
const isEmptyDir = async (p: string) => !(await exists(p)) || (await readdir(p)).length === 0;

/**
 * Writes a backup of the configured database and pictures into `dest` (created; must be empty).
 * PostgreSQL is dumped from one snapshot while the shop runs; the embedded database belongs to
 * one process, so the server must be stopped first.
 */
export async function backup(config: Config, dest: string): Promise<Manifest> {
  if (!(await isEmptyDir(dest))) throw new Error(`La carpeta ${dest} ya tiene archivos`);
  await mkdir(dest, { recursive: true });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  let counts: Record<string, number>;
  try {
    counts = await tableCounts(database.db);
  } finally {
    await database.close();
  }
  if (config.databaseUrl) {
    await runTool("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--file=${path.join(dest, PG_DUMP_FILE)}`,
      `--dbname=${config.databaseUrl}`,
    ]);
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const { pgliteExtensions } = await import("../db/pglite-memory");
    const pglite = await PGlite.create(path.join(config.dataDir, "pglite"), { extensions: pgliteExtensions });
    try {
      const dump = await pglite.dumpDataDir("gzip");
      await writeFile(path.join(dest, PGLITE_FILE), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  }
  // After the database: every picture a backed-up row names was already on disk.
  const media = path.join(config.dataDir, "media");
  if (!config.s3 && (await exists(media))) await cp(media, path.join(dest, "media"), { recursive: true });
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: config.databaseUrl ? "postgres" : "pglite",
    media: config.s3 ? "in-bucket" : "included",
    counts,
  };
  await writeFile(path.join(dest, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup into the configured database, which must be new and empty (a fresh
 * PostgreSQL database, or a DATA_DIR without a pglite folder), and copies the pictures back.
 * Answers the manifest and the row counts found after the restore.
 */
export async function restore(
  config: Config,
  source: string,
): Promise<{ manifest: Manifest; counts: Record<string, number> }> {
  const manifest = JSON.parse(await readFile(path.join(source, MANIFEST), "utf8")) as Manifest;
  const target = config.databaseUrl ? "postgres" : "pglite";
  if (manifest.database !== target)
    throw new Error(`La copia es de ${manifest.database}; DATABASE_URL indica ${target}`);
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl });
    try {
      const tables = await tableCounts(database.db);
      if (Object.keys(tables).length > 0)
        throw new Error("La base de datos de destino no está vacía: restaure en una base nueva");
    } finally {
      await database.close();
    }
    await runTool("pg_restore", [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      `--dbname=${config.databaseUrl}`,
      path.join(source, PG_DUMP_FILE),
    ]);
  } else {
    const dir = path.join(config.dataDir, "pglite");
    if (!(await isEmptyDir(dir)))
      throw new Error(`${dir} ya tiene una base de datos: restaure en un DATA_DIR nuevo`);
    await mkdir(dir, { recursive: true });
    const dump = new Blob([await readFile(path.join(source, PGLITE_FILE))]);
    const { PGlite } = await import("@electric-sql/pglite");
    const { pgliteExtensions } = await import("../db/pglite-memory");
    const pglite = await PGlite.create(dir, { loadDataDir: dump, extensions: pgliteExtensions });
    await pglite.close();
  }
  const media = path.join(source, "media");
  if (await exists(media)) await cp(media, path.join(config.dataDir, "media"), { recursive: true });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    return { manifest, counts: await tableCounts(database.db) };
  } finally {
    await database.close();
  }
}

/** Tables whose row count after a restore differs from the manifest's. */
export function countDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names]
    .sort()
    .filter((n) => expected[n] !== actual[n])
    .map((n) => `${n}: ${expected[n] ?? "—"} en la copia, ${actual[n] ?? "—"} restauradas`);
}
