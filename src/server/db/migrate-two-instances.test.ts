import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createScratchDatabase } from "../../../tests/support/scratch-database";
import { type Database, openDatabase } from "./client";
import { applyMigrations } from "./migrate";

/**
 * Every instance migrates as it starts; instances starting together on an empty PostgreSQL must
 * apply each migration once (the advisory lock: the second waits, then finds nothing to do).
 * PostgreSQL only: the embedded database belongs to one process, so it has no second instance.
 */
const skip = !process.env.TEST_DATABASE_URL;
if (skip) console.warn("two-instance migration test skipped: it needs PostgreSQL (set TEST_DATABASE_URL)");

describe.skipIf(skip)("migrations from two instances starting together", () => {
  it("apply every migration once, and both instances find the schema whole", async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "migrate_two");
    const handles: Database[] = [];
    try {
      handles.push(await openDatabase({ url: scratch.url }), await openDatabase({ url: scratch.url }));
      await Promise.all(handles.map(applyMigrations));
      const journal = JSON.parse(
        await readFile(path.join(import.meta.dirname, "migrations/meta/_journal.json"), "utf8"),
      ) as { entries: unknown[] };
      const applied = await handles[0]!.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
      // The last migration's tables answer on the other instance's connections too.
      await handles[1]!.db.execute(sql`select count(*) from sales`);
    } finally {
      for (const h of handles) await h.close();
      await scratch.drop();
    }
  }, 60_000);
});
