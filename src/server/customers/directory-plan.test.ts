import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { customers } from "./schema";
import { directoryPageQuery } from "./service";

/** The nodes of an EXPLAIN (FORMAT JSON) plan, depth first. */
function nodesOf(plan: Record<string, unknown>): Array<Record<string, unknown>> {
  const children = (plan.Plans as Array<Record<string, unknown>> | undefined) ?? [];
  return [plan, ...children.flatMap(nodesOf)];
}

/**
 * Registrar Cliente's first page on a shop of thousands of customers is read from the sort
 * indexes, merged, rather than every customer read and sorted (docs/decisions/0258).
 */
describe.each(DB_KINDS)("the merged customers list's plan on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.ctx.database.db;
    const names = ["López", "Martínez", "álvarez", "Zúñiga", "Pérez"];
    for (let batch = 0; batch < 4; batch++)
      await db.insert(customers).values(
        Array.from({ length: 1_000 }, (_, i) => ({
          name: `${names[(i + batch) % names.length]} Cliente ${batch}-${i}`,
          phone: `9${String(batch * 1_000 + i).padStart(3, "0")}-0000`,
        })),
      );
    await db.execute(sql`analyze customers`);
    await db.execute(sql`analyze "user"`);
  });
  afterAll(() => t.close());

  it("merges the two sort indexes for a page, with no sort of the whole list", async () => {
    const db = t.ctx.database.db;
    const explained = await db.execute(sql`explain (format json) ${directoryPageQuery(db, "", 2)}`);
    const plan = (explained.rows[0] as Record<string, unknown>)["QUERY PLAN"];
    const root = (typeof plan === "string" ? JSON.parse(plan) : plan)[0].Plan as Record<string, unknown>;
    const nodes = nodesOf(root);
    const kinds = nodes.map((n) => n["Node Type"]);
    expect(kinds, JSON.stringify(kinds)).not.toContain("Sort");
    expect(kinds).toContain("Merge Append");
    expect(nodes.map((n) => n["Index Name"])).toContain("customers_sort_idx");
    expect(await directoryPageQuery(db, "", 1)).toHaveLength(25);
  });
});
