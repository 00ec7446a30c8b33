import { eq, sql } from "drizzle-orm";
import { CASH_REGISTER_HEADER } from "../../src/contracts/cash-drawer/counter-header";
import { drawerSessions } from "../../src/server/cash-drawer/schema";
import type { Db } from "../../src/server/db/client";
import { moneyEntries } from "../../src/server/journal";
import type { TestApp, TestUser } from "../../tests/support/test-app";
import type { ShopPlan } from "./plan";

const DAY = 86_400_000;
const FLOAT = 100_000;

/**
 * A register's day, `drawerDays` back to yesterday, on each of `registers` counters: opened with
 * L. 1,000 and closed with a blind count through the API (Caja's own flow), one in ten L. 20 short,
 * one in thirty L. 100 short and approved by the superadmin. The API writes them now; each day's session
 * (and its difference's journal entry) is then moved to its day, 8:00 to 18:00 in the shop.
 */
export async function fillDrawer(
  db: Db,
  plan: ShopPlan,
  app: { t: TestApp; admin: TestUser },
): Promise<void> {
  const { t, admin } = app;
  // Whoever closes may not approve their own difference: the superadmin approves.
  const approver = await t.signIn("superadmin@demo.hn", "demo1234");
  const registers: string[] = [];
  for (let r = 0; r < plan.registers; r++) {
    const res = await t.request("POST", "/api/cash-registers", {
      as: admin,
      body: { name: `Mostrador ${r + 1}` },
    });
    if (res.status !== 200) throw new Error(`register: ${res.status} ${JSON.stringify(res.json)}`);
    registers.push(res.json.id as string);
  }
  const today = Date.now() - ((Date.now() - 6 * 3_600_000) % DAY); // 6:00 UTC: the shop's midnight
  let n = 0;
  for (let d = plan.drawerDays; d >= 1; d--) {
    for (const registerId of registers) {
      n += 1;
      const headers = { [CASH_REGISTER_HEADER]: registerId };
      const opened = await t.request("POST", "/api/cash-drawer/sessions", {
        as: admin,
        body: { registerId, float: FLOAT },
        headers,
      });
      if (opened.status !== 200) throw new Error(`open: ${opened.status} ${JSON.stringify(opened.json)}`);
      const id = opened.json.id as string;
      // L. 1,000 in hundreds; L. 20 short (9 × L. 100 and 4 × L. 20); L. 100 short (9 × L. 100).
      const counts =
        n % 30 === 0
          ? [{ denomination: 10_000, quantity: 9 }]
          : n % 10 === 0
            ? [
                { denomination: 10_000, quantity: 9 },
                { denomination: 2_000, quantity: 4 },
              ]
            : [{ denomination: 10_000, quantity: 10 }];
      const body = { counts };
      const closed = await t.request("POST", `/api/cash-drawer/sessions/${id}/close`, {
        as: admin,
        body,
        headers,
      });
      if (closed.status !== 200) throw new Error(`close: ${closed.status} ${JSON.stringify(closed.json)}`);
      if (closed.json.session.status === "awaiting_approval") {
        const approved = await t.request("POST", `/api/cash-drawer/sessions/${id}/approval`, {
          as: approver,
          body: { note: "Faltante revisado con la cajera" },
          headers,
        });
        if (approved.status !== 200)
          throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.json)}`);
      }
      const openedAt = new Date(today - d * DAY + 14 * 3_600_000);
      const closedAt = new Date(openedAt.getTime() + 10 * 3_600_000);
      await db.execute(sql`update ${drawerSessions} set opened_at = ${openedAt}, closed_at = ${closedAt},
        approved_at = case when approved_at is null then null else ${closedAt}::timestamptz end where id = ${id}`);
      await db
        .update(moneyEntries)
        .set({ date: closedAt, createdAt: closedAt })
        .where(eq(moneyEntries.subjectId, id));
    }
  }
}
