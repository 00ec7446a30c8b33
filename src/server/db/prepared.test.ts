import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { customers } from "../customers/schema";
import { newId } from "./ids";
import { builtOnce } from "./prepared";

/**
 * A statement built once runs on the connection of whoever asks: the database's pool, or a
 * transaction's own connection, where it sees that transaction's uncommitted rows.
 */
describe.each(DB_KINDS)("a statement built once on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("is built once and answers each caller on its own connection with its own values", async () => {
    const db = t.ctx.database.db;
    let builds = 0;
    const byId = (on: typeof db | Parameters<Parameters<typeof db.transaction>[0]>[0], id: string) =>
      builtOnce(on, `test_customer_by_id_${kind}`, () => {
        builds += 1;
        return on
          .select({ name: customers.name })
          .from(customers)
          .where(eq(customers.id, sql.placeholder("id")))
          .prepare(`test_customer_by_id_${kind}`);
      }).execute({ id });

    const ana = newId();
    await db.insert(customers).values({ id: ana, name: "Ana" });
    expect(await byId(db, ana)).toEqual([{ name: "Ana" }]);

    const luis = newId();
    const inside = await db.transaction(async (tx) => {
      await tx.insert(customers).values({ id: luis, name: "Luis" });
      // Only the transaction's own connection sees the row it has not committed.
      return [await byId(tx, luis), await byId(tx, ana)];
    });
    expect(inside).toEqual([[{ name: "Luis" }], [{ name: "Ana" }]]);
    expect(await byId(db, "nadie")).toEqual([]);
    expect(builds).toBe(1);
  });
});
