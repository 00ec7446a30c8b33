import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";

const folder = path.resolve(import.meta.dirname, "migrations");
const files = readdirSync(folder)
  .filter((f) => f.endsWith(".sql"))
  .sort();
const statements = (file: string) =>
  readFileSync(path.join(folder, file), "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);

/** The migration to basis points turns the rates a store already has into the same rates (×100). */
describe("commission migration (docs/decisions/0150)", () => {
  it("sales' whole percentages and the settings' default become basis points", async () => {
    const target = files.findIndex((f) => f.includes("commission-basis-points"));
    expect(target).toBeGreaterThan(0);
    const db = new PGlite();
    for (const file of files.slice(0, target)) for (const s of statements(file)) await db.exec(s);
    await db.exec(`insert into sales (id, commission_percentage) values ('a', 7), ('b', 0), ('c', 100)`);
    await db.exec(
      `insert into settings (id, data) values ('settings', '{"bankAccounts": [], "defaultCommissionPercentage": 6}')`,
    );
    for (const s of statements(files[target] as string)) await db.exec(s);
    const sales = await db.query<{ id: string; bp: number }>(
      "select id, commission_basis_points as bp from sales order by id",
    );
    expect(sales.rows).toEqual([
      { id: "a", bp: 700 },
      { id: "b", bp: 0 },
      { id: "c", bp: 10_000 },
    ]);
    const settings = await db.query<{ data: Record<string, unknown> }>("select data from settings");
    expect(settings.rows[0]?.data).toEqual({ bankAccounts: [], defaultCommissionBasisPoints: 600 });
    await db.close();
  }, 60_000);
});
