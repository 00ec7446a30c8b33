import { ilike, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexedQueryPlan, queryPlan } from "../../../tests/support/query-plan";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { containsPattern, searchKeyContains } from "../db/like";
import { customers } from "./schema";
import { directoryPageQuery } from "./service";

/**
 * Registrar Cliente's first page on a shop of thousands of customers is read from the sort
 * indexes, merged, rather than every customer read and sorted (docs/decisions/0258); a search is
 * answered by the trigram indexes rather than every name read (0259), and the customers' search
 * key finds what ILIKE on the name or the email finds (0262).
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
    await db
      .insert(customers)
      .values([
        { name: "Rosa Quintanilla" },
        { name: "QUINTANILLA Reyes" },
        { name: "Ñeco Álvarez", email: "NECO@Correo.hn" },
        { name: "Iñaki 50%_off\\", email: null },
      ]);
    await db.execute(sql`analyze customers`);
    await db.execute(sql`analyze "user"`);
  });
  afterAll(() => t.close());

  it("merges the two sort indexes for a page, with no sort of the whole list", async () => {
    const db = t.ctx.database.db;
    const plan = await queryPlan(db, directoryPageQuery(db, "", 2));
    expect(plan.kinds, JSON.stringify(plan.kinds)).not.toContain("Sort");
    expect(plan.kinds).toContain("Merge Append");
    expect(plan.indexes).toContain("customers_sort_idx");
    expect(await directoryPageQuery(db, "", 1)).toHaveLength(25);
  });

  it("finds a part of a name through the trigram index, whatever its case", async () => {
    const db = t.ctx.database.db;
    const plan = await indexedQueryPlan(db, directoryPageQuery(db, "quintan", 1));
    expect(plan.indexes, JSON.stringify(plan)).toEqual(
      expect.arrayContaining(["customers_search_key_trgm_idx", "user_name_trgm_idx"]),
    );
    const found = await directoryPageQuery(db, "quintan", 1);
    expect(found.map((r) => r.name).sort()).toEqual(["QUINTANILLA Reyes", "Rosa Quintanilla"]);
  });

  it("finds by the search key exactly what ILIKE on the name or the email finds", async () => {
    const db = t.ctx.database.db;
    for (const term of [
      "quintan",
      "QUINTAN",
      "ñeco",
      "ÁLVAREZ",
      "correo.HN",
      "50%_",
      "\\",
      "lópez cliente 1-9",
      "nadie",
    ]) {
      const like = containsPattern(term);
      const byIlike = await db
        .select({ id: customers.id })
        .from(customers)
        .where(or(ilike(customers.name, like), ilike(customers.email, like)));
      const byKey = await db
        .select({ id: customers.id })
        .from(customers)
        .where(searchKeyContains(customers.searchKey, term));
      expect(byKey.map((r) => r.id).sort(), term).toEqual(byIlike.map((r) => r.id).sort());
    }
    // Not a match across the name and the email: the key's newline is between them.
    expect(
      await db.select().from(customers).where(searchKeyContains(customers.searchKey, "álvarez neco")),
    ).toEqual([]);
  });
});
