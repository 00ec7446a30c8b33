import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedPgliteImage } from "../../../tests/support/pglite-image";
import { createScratchDatabase, type ScratchDatabase } from "../../../tests/support/scratch-database";
import { statementRecorder, tripsOf } from "../../../tests/support/statements";
import { DB_KINDS } from "../../../tests/support/test-app";
import { afterCommit, sendWithCommit } from "./before-commit";
import { type Database, openDatabase } from "./client";

/**
 * Statements sent with the commit (docs/decisions/0254): on PostgreSQL a transaction's BEGIN
 * goes with its first statement and writes sent with sendWithCommit go with its COMMIT; a write
 * that fails there still undoes the whole transaction and is what the transaction throws.
 */
describe.each(DB_KINDS)("statements sent with the commit on %s", (kind) => {
  let scratch: ScratchDatabase | null = null;
  let database: Database;
  const recorder = statementRecorder();

  beforeAll(async () => {
    if (kind === "postgres") {
      scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "pipeline");
      database = await openDatabase({ url: scratch.url });
    } else database = await openDatabase({ dataDir: null, pgliteImage: await migratedPgliteImage() });
    await database.db.execute(sql`create table notes (id int primary key, body text not null)`);
    recorder.install();
  });
  afterAll(async () => {
    recorder.uninstall();
    await database.close();
    await scratch?.drop();
  });

  const count = async () =>
    Number((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from notes`)).rows[0]!.n);

  it("commits the writes, and reads what they wrote afterwards", async () => {
    const { result } = await recorder.record(() =>
      database.db.transaction(async (tx) => {
        await sendWithCommit(tx, tx.execute(sql`insert into notes values (1, 'uno')`));
        const { answer } = await sendWithCommit(
          tx,
          tx.execute(sql`insert into notes values (2, 'dos') returning id`),
        );
        return { answer };
      }),
    );
    expect((await result.answer).rows).toEqual([{ id: 2 }]);
    expect(await count()).toBe(2);
  });

  it("a write that fails undoes the transaction, is what it throws, and runs no after-commit action", async () => {
    let counted = false;
    const before = await count();
    await expect(
      database.db.transaction(async (tx) => {
        await sendWithCommit(tx, tx.execute(sql`insert into notes values (3, 'tres')`));
        // A duplicate key: refused by PostgreSQL, after the code has gone on.
        await sendWithCommit(tx, tx.execute(sql`insert into notes values (1, 'otra vez')`));
        afterCommit(tx, () => {
          counted = true;
        });
      }),
    ).rejects.toMatchObject({ cause: { code: "23505" } });
    expect(await count()).toBe(before);
    expect(counted).toBe(false);
  });

  it("a read after a failed write throws the write's error, not the aborted transaction's", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await sendWithCommit(tx, tx.execute(sql`insert into notes values (1, 'duplicada')`));
        await tx.execute(sql`select count(*) from notes`);
      }),
    ).rejects.toMatchObject({ cause: { code: "23505" } });
  });

  it.skipIf(kind === "pglite")(
    "BEGIN goes with the first statement, the writes with the COMMIT",
    async () => {
      const { statements } = await recorder.record(() =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select id from notes where id = 1 for update`);
          await sendWithCommit(tx, tx.execute(sql`update notes set body = 'uno bis' where id = 1`));
          await sendWithCommit(tx, tx.execute(sql`insert into notes values (4, 'cuatro')`));
        }),
      );
      expect(statements.map((s) => [s.trip, s.text.split(" ")[0]])).toEqual([
        [1, "begin"],
        [1, "select"],
        [2, "update"],
        [2, "insert"],
        [2, "commit"],
      ]);
      expect(tripsOf(statements)).toBe(2);
    },
  );
});
