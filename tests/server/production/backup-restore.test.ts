import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrap } from "../../../src/server/bootstrap";
import { tableCounts } from "../../../src/server/cli/backup-archive";
import { loadConfig } from "../../../src/server/config";
import { openDatabase } from "../../../src/server/db/client";
import { DB_KINDS } from "../../support/test-app";
import { compileServer, freshDatabase, run, scratchDir } from "./compiled-server";

/** Backup → a new database → restore → the invariant checker, with the compiled commands. */
let build: ReturnType<typeof compileServer>;
beforeAll(() => {
  build = compileServer();
});
afterAll(() => build.remove());

const envOf = (dataDir: string, url: string | undefined): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  ...(url ? { DATABASE_URL: url } : {}),
});

async function command(name: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  const child = run([process.execPath, path.join(build.dir, `${name}.js`), ...args], env);
  const code = await child.exited;
  return { code, output: child.output() };
}

async function countsOf(dataDir: string, url: string | undefined) {
  const database = await openDatabase({ url, dataDir });
  try {
    return await tableCounts(database.db);
  } finally {
    await database.close();
  }
}

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe.each(DB_KINDS)("backup and restore on %s", (kind) => {
  it("a restored copy of the demo shop has the same rows and pictures and passes check:data", async () => {
    const source = scratchDir();
    const target = scratchDir();
    const sourceDb = kind === "postgres" ? await freshDatabase() : null;
    const targetDb = kind === "postgres" ? await freshDatabase() : null;
    try {
      const seeded = await bootstrap(
        loadConfig({ ...envOf(source.dir, sourceDb?.url), SEED_DEMO: "true", LOG_LEVEL: "silent" }),
      );
      await seeded.close();
      const before = await countsOf(source.dir, sourceDb?.url);
      expect(before["public.sales"]).toBeGreaterThan(0);

      const copy = path.join(source.dir, "copia");
      const saved = await command("backup", envOf(source.dir, sourceDb?.url), copy);
      expect(saved, saved.output).toMatchObject({ code: 0 });

      const restored = await command("restore", envOf(target.dir, targetDb?.url), copy);
      expect(restored, restored.output).toMatchObject({ code: 0 });
      expect(await countsOf(target.dir, targetDb?.url)).toEqual(before);
      expect(await files(path.join(target.dir, "media"))).toEqual(
        await files(path.join(source.dir, "media")),
      );

      const checked = await command("check-data", envOf(target.dir, targetDb?.url));
      expect(checked, checked.output).toMatchObject({ code: 0 });

      // A second restore onto the restored shop is refused and changes nothing.
      const again = await command("restore", envOf(target.dir, targetDb?.url), copy);
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/no está vacía|ya tiene una base de datos/);
      expect(await countsOf(target.dir, targetDb?.url)).toEqual(before);
    } finally {
      await sourceDb?.drop();
      await targetDb?.drop();
      source.remove();
      target.remove();
    }
  }, 240_000);
});
