import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addRegister } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { differenceTotals } from "../../domain/cash-drawer/closing";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { SESSION_PAGE_SIZE } from "./list-drawer-sessions";
import { drawerSessions } from "./schema";

/**
 * Caja's history a page at a time: the totals cover every session the filters match, summed in
 * SQL by the twin of the domain's differenceTotals, whichever page is shown.
 */
describe.each(DB_KINDS)("the sessions' history on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let counter: string;
  let branch: string;
  /** Every session written, as the domain sees its difference. */
  const written: Array<{ registerId: string; difference: number }> = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.account("admin", { name: "Carla Admin" });
    counter = await addRegister(t, admin, "Mostrador");
    branch = await addRegister(t, admin, "Segunda tienda");
    // A year's worth is the point, but the page is 50: 70 closed sessions at the counter and 9 at
    // the branch, one a day back from yesterday, with faltantes, sobrantes and exact counts.
    const day = 86_400_000;
    const rows = Array.from({ length: 79 }, (_, i) => {
      const registerId = i < 70 ? counter : branch;
      const difference = i % 3 === 0 ? -(i * 1_000 + 7) : i % 3 === 1 ? i * 500 : 0;
      const expected = 500_000 + i * 100;
      written.push({ registerId, difference });
      const openedAt = new Date(Date.now() - (i + 1) * day);
      return {
        registerId,
        status: "closed",
        float: 100_000,
        openedById: admin.id,
        openedByName: "Carla Admin",
        openedAt,
        counts: [],
        expected,
        counted: expected + difference,
        difference,
        closedById: admin.id,
        closedByName: "Carla Admin",
        closedAt: new Date(openedAt.getTime() + 8 * 3_600_000),
      };
    });
    await t.ctx.database.db.insert(drawerSessions).values(rows);
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.request("GET", `/api/cash-drawer/sessions?${query}`, { as: admin });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json as {
      rows: Array<{ id: string; openedAt: string }>;
      pageSize: number;
      totals: { count: number; short: number; over: number };
    };
  };

  it("pages the history newest first, with the totals of every matching session on each page", async () => {
    const all = { count: written.length, ...differenceTotals(written.map((w) => w.difference)) };
    const first = await list("");
    const second = await list("page=2");
    expect(first.pageSize).toBe(SESSION_PAGE_SIZE);
    expect(first.rows).toHaveLength(SESSION_PAGE_SIZE);
    expect(second.rows).toHaveLength(written.length - SESSION_PAGE_SIZE);
    expect(first.totals).toEqual(all);
    expect(second.totals).toEqual(all);
    const opened = [...first.rows, ...second.rows].map((r) => r.openedAt);
    expect(opened).toEqual([...opened].sort().reverse());
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(written.length);
    expect((await list("page=3")).rows).toEqual([]);
  });

  it("sums the filtered set only: a register, a range of days", async () => {
    const branchOnly = written.filter((w) => w.registerId === branch).map((w) => w.difference);
    expect((await list(`registerId=${branch}`)).totals).toEqual({
      count: branchOnly.length,
      ...differenceTotals(branchOnly),
    });
    // The last ten days: the ten newest sessions (one a day back from yesterday).
    const today = shopDay(new Date());
    const from = shopDay(new Date(Date.now() - 10 * 86_400_000));
    const recent = await list(`from=${from}&to=${today}`);
    const tenNewest = written.slice(0, recent.totals.count).map((w) => w.difference);
    expect(recent.totals.count).toBeGreaterThanOrEqual(9);
    expect(recent.totals).toEqual({ count: tenNewest.length, ...differenceTotals(tenNewest) });
  });

  it("refuses a page out of range with a Spanish message and a range backwards", async () => {
    for (const query of ["page=0", "page=abc", "page=10001", "from=2026-02-01&to=2026-01-01"]) {
      const res = await t.request("GET", `/api/cash-drawer/sessions?${query}`, { as: admin });
      expect(res.status, query).toBe(400);
    }
  });
});
