import { createHash } from "node:crypto";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../src/server/db/client";
import { applyMigrations } from "../../src/server/db/migrate";

const migrationsFolder = path.resolve(import.meta.dirname, "../../src/server/db/migrations");

/**
 * A migrated, empty PGlite data directory, dumped once and kept in the temporary folder under a
 * name that changes with the migrations and PGlite's version. PGlite's initdb and the migrations
 * took several seconds per test file on two cores; loading the image takes a fraction of that.
 * Two workers that build it at once each write their own file and rename it into place.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const file = path.join(tmpdir(), `tienda-pglite-migrated-${await imageKey()}.tar`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return new Blob([kept]);

  const database = await openDatabase({ dataDir: null });
  try {
    await applyMigrations(database);
    if (database.kind !== "pglite") throw new Error("an in-memory database is PGlite");
    const image = await database.pglite.$client.dumpDataDir("none");
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file);
    return image;
  } finally {
    await database.close();
  }
}

async function imageKey(): Promise<string> {
  const hash = createHash("sha256");
  // PGlite's own version decides the data directory's format.
  hash.update(
    await readFile(path.resolve(import.meta.dirname, "../../node_modules/@electric-sql/pglite/package.json")),
  );
  const files = (await readdir(migrationsFolder, { recursive: true })).sort();
  for (const name of files) {
    const content = await readFile(path.join(migrationsFolder, name)).catch(() => null);
    if (content) hash.update(name).update(content);
  }
  return hash.digest("hex").slice(0, 16);
}
