import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "../../../tests/support/scratch-database";
import { type Database, openDatabase } from "./client";

/**
 * The server's PostgreSQL connections compile no statement just in time (docs/decisions/0256): a
 * report's first statement past JIT's cost threshold would spend more compiling than running.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL connections without JIT", () => {
  let scratch: ScratchDatabase;
  let database: Database;
  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "nojit");
    database = await openDatabase({ url: scratch.url });
  });
  afterAll(async () => {
    await database.close();
    await scratch.drop();
  });

  it("every pooled connection has jit off, inside a transaction too", async () => {
    const shown = async () => (await database.db.execute<{ jit: string }>(sql`show jit`)).rows[0]!.jit;
    const answers = await Promise.all(Array.from({ length: 4 }, shown));
    expect(answers).toEqual(["off", "off", "off", "off"]);
    await database.db.transaction(async (tx) => {
      expect((await tx.execute<{ jit: string }>(sql`show jit`)).rows[0]!.jit).toBe("off");
    });
  });
});
