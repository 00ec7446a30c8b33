import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCustomer } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { reportsRangeMsg } from "../../domain/reports/messages-reports";

/**
 * Every date a request names lies within 2000-01-01…2100-12-31 (shop calendar), and a report by
 * period covers at most 400 days by day, 5 years by week and 20 years by month. Each bound is
 * tried at its edge: the last day allowed answers, the next one is a 400 in Spanish, never a 500
 * (`to=9999-12-31` used to overflow PostgreSQL on these endpoints).
 */
describe.each(DB_KINDS)("date bounds and report range caps on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  let customerId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.account("admin");
    seller = await t.account("seller");
    customerId = await addCustomer(t.ctx.database.db);
  });
  afterAll(() => t.close());

  /** Each endpoint with a date range, its method, and who may call it. */
  const ranged = () => [
    { as: admin, method: "GET" as const, url: (q: string) => `/api/reports/sales?grain=month&${q}` },
    { as: admin, method: "GET" as const, url: (q: string) => `/api/reports/cash-flow?grain=month&${q}` },
    { as: admin, method: "GET" as const, url: (q: string) => `/api/reports/sellers?${q}` },
    { as: admin, method: "GET" as const, url: (q: string) => `/api/reports/products?${q}` },
    { as: admin, method: "GET" as const, url: (q: string) => `/api/reports/cards?${q}` },
    { as: admin, method: "GET" as const, url: (q: string) => `/api/reports/products/export.csv?${q}` },
    { as: admin, method: "GET" as const, url: (q: string) => `/api/invoices?${q}` },
    { as: admin, method: "GET" as const, url: (q: string) => `/api/invoices/export.csv?${q}` },
    { as: admin, method: "GET" as const, url: (q: string) => `/api/inventory/movements?${q}` },
    { as: admin, method: "GET" as const, url: (q: string) => `/api/inventory/movements.csv?${q}` },
    { as: admin, method: "GET" as const, url: (q: string) => `/api/sales?${q}` },
    { as: admin, method: "GET" as const, url: (q: string) => `/api/sales/export.csv?${q}` },
    { as: seller, method: "GET" as const, url: (q: string) => `/api/customers/${customerId}/statement?${q}` },
    {
      as: seller,
      method: "GET" as const,
      url: (q: string) => `/api/customers/${customerId}/statement.pdf?${q}`,
    },
  ];

  it.each([
    ["from=1999-12-31&to=2000-01-31", "from"],
    ["from=2100-12-01&to=2101-01-01", "to"],
    ["from=2020-01-01&to=9999-12-31", "to"],
    ["from=0001-01-01&to=2020-01-01", "from"],
  ])("%s is refused with a Spanish 400 on every ranged endpoint", async (query, field) => {
    for (const e of ranged()) {
      const res = await t.request(e.method, e.url(query), { as: e.as });
      expect([e.url(query), res.status, res.json?.error?.message]).toEqual([
        e.url(query),
        400,
        msg.dateOutOfBounds,
      ]);
      expect(res.json.error.field).toBe(field);
    }
  });

  it("the first and last days allowed answer on every ranged endpoint", async () => {
    for (const query of ["from=2000-01-01&to=2000-01-31", "from=2100-12-01&to=2100-12-31"]) {
      for (const e of ranged()) {
        const res = await t.request(e.method, e.url(query), { as: e.as });
        expect([e.url(query), res.status]).toEqual([e.url(query), 200]);
      }
    }
  });

  it("a statement link, the receivable report and a payment date are bounded too", async () => {
    const share = (to: string) =>
      t.request("POST", `/api/customers/${customerId}/statement/share`, {
        as: seller,
        body: { from: "2100-12-01", to },
      });
    expect((await share("2101-01-01")).json.error.message).toBe(msg.dateOutOfBounds);
    expect((await share("2100-12-31")).status).toBe(200);
    const receivable = (asOf: string) =>
      t.request("GET", `/api/reports/receivable?asOf=${asOf}`, { as: admin });
    expect((await receivable("9999-12-31")).json.error.message).toBe(msg.dateOutOfBounds);
    expect((await receivable("1999-12-31")).status).toBe(400);
    expect((await receivable("2100-12-31")).status).toBe(200);
    expect((await receivable("2000-01-01")).status).toBe(200);
    // A payment date late on 31 Dec 2100 in the shop is still that day; an hour later is 2101.
    const payment = (date: string) =>
      t.request("POST", "/api/sales/nope/payments", {
        as: admin,
        body: { amount: 100, date, type: "partial" },
      });
    expect((await payment("2101-01-01T06:00:00.000Z")).json.error.message).toBe(msg.dateOutOfBounds);
    expect((await payment("2101-01-01T05:59:59.000Z")).status).toBe(404);
  });

  it.each([
    ["day", "2024-01-01", "2025-02-03", "2025-02-04"],
    ["week", "2020-01-01", "2024-12-31", "2025-01-01"],
    ["month", "2000-01-01", "2019-12-31", "2020-01-01"],
  ] as const)("a report by %s covers up to its cap and not one day more", async (grain, from, last, over) => {
    for (const report of ["sales", "cash-flow"]) {
      for (const url of [`/api/reports/${report}`, `/api/reports/${report}/export.csv`]) {
        const ok = await t.request("GET", `${url}?grain=${grain}&from=${from}&to=${last}`, { as: admin });
        expect([url, ok.status]).toEqual([url, 200]);
        const refused = await t.request("GET", `${url}?grain=${grain}&from=${from}&to=${over}`, {
          as: admin,
        });
        expect([url, refused.status, refused.json?.error?.message]).toEqual([
          url,
          400,
          reportsRangeMsg.cap[grain],
        ]);
      }
    }
  });

  it("the CSV of a report by period, with no end given, is capped from its start to today", async () => {
    const res = await t.request("GET", "/api/reports/sales/export.csv?grain=day&from=2000-01-01", {
      as: admin,
    });
    expect([res.status, res.json?.error?.message]).toEqual([400, reportsRangeMsg.cap.day]);
  });
});
