import { addShopDays, REPORT_RANGE_CAP_DAYS } from "../src/domain/reports/reports";
import { signInOverHttp } from "../tests/support/sign-in";
import { launchChromium } from "./browser";
import { onFilledDemoShop, paymentsFill, shopToday } from "./filled-demo-shop";
import { measure, printTable, report, target } from "./lib";

/**
 * Reportes: every report endpoint's latency at 10 connections beside /api/health, with
 * 5,000 sales and 20,000 payments (plus refunds and cancellations), on PostgreSQL and on PGlite;
 * then the Dashboard's load time in Chromium (navigation → last tile painted, median of 5).
 * printTable gives p50 and p99; p99 ≥ p95, so a p99 under 200 ms meets the p95 target.
 */
const SALES = 5_000;
const PAYMENTS_PER_SALE = 4;

/** 5,000 sales over the last 400 days, 4 payments each, 1 in 20 cancelled with a refund and its history. */
const FILL = `
insert into sales (id, total, subtotal, amount_paid, status, seller_id, seller_name, commission_basis_points,
  customer_name, customer_phone, sale_date, created_at, is_card_payment, card_brand)
select 'bench' || lpad(g::text, 15, '0'), 400000, 400000,
  case when g % 20 = 0 then 0 else 400000 - (g % 5) * 50000 end,
  case when g % 20 = 0 then 'Cancelado' when g % 5 = 0 then 'Completado' else 'Abonado' end,
  (select id from "user" where role = 'seller' limit 1), 'Vendedor', 500,
  'Cliente ' || (g % 700), '9999-' || lpad((g % 700)::text, 4, '0'),
  now() - ((g % 400) || ' days')::interval, now() - ((g % 400) || ' days')::interval,
  g % 7 = 0, case when g % 7 = 0 then (array['VISA','MASTERCARD','AMEX'])[1 + g % 3] end
from generate_series(1, ${SALES}) g;
insert into sale_items (id, sale_id, position, product_id, product_name, quantity, price, original_price)
select 'benchi' || lpad(g::text, 14, '0'), 'bench' || lpad(g::text, 15, '0'), 0,
  (select id from products order by id offset (g % 10) limit 1), 'Reloj', 1, 400000, 400000
from generate_series(1, ${SALES}) g;
${paymentsFill(SALES, PAYMENTS_PER_SALE)}`;

async function measureAll(label: string, base: string): Promise<void> {
  const cookie = await signInOverHttp(base, "admin@demo.hn");
  const today = shopToday();
  const year = `from=${String(Number(today.slice(0, 4)) - 1)}${today.slice(4)}&to=${today}`;
  // What each report opens on (report-filters.tsx): this month so far, by day.
  const month = `from=${today.slice(0, 8)}01&to=${today}`;
  const endpoints: Array<[string, string]> = [
    ["dashboard", "/api/reports/dashboard"],
    ["my-dashboard", "/api/reports/my-dashboard"],
    ["sales (this month)", `/api/reports/sales?${month}`],
    ["cash-flow (this month)", `/api/reports/cash-flow?${month}`],
    ["sellers (this month)", `/api/reports/sellers?${month}`],
    ["products (this month)", `/api/reports/products?${month}`],
    ["cards (this month)", `/api/reports/cards?${month}`],
    ["sales (year, by week)", `/api/reports/sales?${year}&grain=week`],
    ["cash-flow (year, by month)", `/api/reports/cash-flow?${year}&grain=month`],
    ["receivable (today)", `/api/reports/receivable?asOf=${today}`],
    ["sellers (year)", `/api/reports/sellers?${year}`],
    ["products (year)", `/api/reports/products?${year}`],
    ["inventory", "/api/reports/inventory"],
    ["cards (year)", `/api/reports/cards?${year}`],
    ["receivable CSV", `/api/reports/receivable/export.csv?asOf=${today}`],
    ["cobranza (today)", "/api/reports/collections"],
    ["cobranza CSV", "/api/reports/collections/export.csv"],
    // The largest range each grain allows (docs/decisions/0166): the most a request can ask of a report.
    ...(["day", "week", "month"] as const).flatMap((grain): Array<[string, string]> => {
      const range = `from=${addShopDays(today, 1 - REPORT_RANGE_CAP_DAYS[grain])}&to=${today}&grain=${grain}`;
      return [
        [`sales (largest by ${grain})`, `/api/reports/sales?${range}`],
        [`cash-flow (largest by ${grain})`, `/api/reports/cash-flow?${range}`],
      ];
    }),
    [
      "sales CSV (largest by day)",
      `/api/reports/sales/export.csv?from=${addShopDays(today, 1 - REPORT_RANGE_CAP_DAYS.day)}&to=${today}&grain=day`,
    ],
  ];
  const health = await measure({ url: `${base}/api/health`, duration: 4 });
  const rows: Array<[string, Awaited<ReturnType<typeof measure>>]> = [["health", health]];
  for (const [name, url] of endpoints)
    rows.push([name, await measure({ url: `${base}${url}`, headers: { cookie }, duration: 4 })]);
  printTable(`reports, ${label}, ${SALES} sales / ${SALES * PAYMENTS_PER_SALE} payments`, health, rows);
  if (label.startsWith("PostgreSQL"))
    for (const [name, figures] of rows.filter(([name]) => OPENS_ON.test(name)))
      target(`${name} p95, PostgreSQL, 10 connections`, figures.p95, "<", 100, "ms");
}

/** What a report shows when it opens: the dashboards, this month, today, the stock now. */
const OPENS_ON = /^(dashboard|my-dashboard|inventory)$|\(this month\)|\(today\)/;

/** Navigation to the last dashboard tile painted, median of 5, in Chromium. */
async function dashboardLoad(label: string, base: string): Promise<void> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: base });
    const cookie = await signInOverHttp(base, "admin@demo.hn");
    await context.addCookies(
      cookie.split("; ").map((c) => {
        const [name, ...v] = c.split("=");
        return { name: name!, value: v.join("="), url: base };
      }),
    );
    const page = await context.newPage();
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const started = performance.now();
      await page.goto("/admin/dashboard");
      await page.getByTestId("tile-status-Cancelado").waitFor();
      await page.locator("svg.recharts-surface[role=application]").waitFor();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
      if (i > 0) times.push(performance.now() - started); // the first visit warms the server's caches
    }
    times.sort((a, b) => a - b);
    report(`dashboard load in Chromium, ${label}`, {
      medianMs: times[2]!,
      minMs: times[0]!,
      maxMs: times[4]!,
    });
  } finally {
    await browser.close();
  }
}

export function benchReports(): Promise<void> {
  return onFilledDemoShop(
    {
      name: "reports",
      fill: FILL,
      postgresPort: process.env.BENCH_REPORTS_PORT ?? "3613",
      pglitePort: process.env.BENCH_REPORTS_PGLITE_PORT ?? "3614",
    },
    async (label, base) => {
      await measureAll(label, base);
      await dashboardLoad(label, base);
    },
  );
}
