import { signInOverHttp } from "../tests/support/sign-in";
import { onFilledDemoShop, paymentsFill, shopToday } from "./filled-demo-shop";
import { measure, printTable } from "./lib";

/**
 * Estado de cuenta (docs/decisions/0093): one customer's statement as JSON and PDF, and the shared
 * link's PDF, at 10 connections beside /api/health, on PostgreSQL and PGlite. The database holds
 * 5,000 sales and 20,000 payments; the customer has 500 of those sales and 2,000 payments (one in
 * 20 cancelled with a refund and its history) — a heavy credit customer.
 */
const SALES = 5_000;
const PAYMENTS_PER_SALE = 4;
const CUSTOMER = "benchstatementcustomer";

const FILL = `
insert into customers (id, name, phone, created_by_id)
values ('${CUSTOMER}', 'Cliente Estado', '9999-0000', (select id from "user" where role = 'admin' limit 1));
insert into sales (id, total, subtotal, amount_paid, status, seller_id, seller_name, commission_basis_points,
  customer_id, customer_name, customer_phone, sale_date, created_at)
select 'bench' || lpad(g::text, 15, '0'), 400000, 400000,
  case when g % 20 = 0 then 0 else 200000 end,
  case when g % 20 = 0 then 'Cancelado' else 'Abonado' end,
  (select id from "user" where role = 'seller' limit 1), 'Vendedor', 500,
  case when g % 10 = 0 then '${CUSTOMER}' end, 'Cliente ' || (g % 700), '9999-0000',
  now() - ((g % 400) || ' days')::interval, now() - ((g % 400) || ' days')::interval
from generate_series(1, ${SALES}) g;
${paymentsFill(SALES, PAYMENTS_PER_SALE)}`;

async function measureAll(label: string, base: string): Promise<void> {
  const cookie = await signInOverHttp(base, "admin@demo.hn");
  const today = shopToday();
  const month = `from=${today.slice(0, 8)}01&to=${today}`;
  const year = `from=${String(Number(today.slice(0, 4)) - 1)}${today.slice(4)}&to=${today}`;
  const share = await fetch(`${base}/api/customers/${CUSTOMER}/statement/share`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie },
    body: JSON.stringify({ from: `${today.slice(0, 8)}01`, to: today }),
  });
  const link = new URL(((await share.json()) as { url: string }).url);
  const statement = `/api/customers/${CUSTOMER}/statement`;
  const endpoints: Array<[string, string, boolean]> = [
    ["statement (this month)", `${statement}?${month}`, true],
    ["statement (year, 500 sales)", `${statement}?${year}`, true],
    ["statement PDF (this month)", `${statement}.pdf?${month}`, true],
    ["statement PDF (year)", `${statement}.pdf?${year}`, true],
    ["shared link PDF (month, no account)", link.pathname + link.search, false],
  ];
  const health = await measure({ url: `${base}/api/health`, duration: 4 });
  const rows: Array<[string, Awaited<ReturnType<typeof measure>>]> = [["health", health]];
  for (const [name, url, signed] of endpoints)
    rows.push([
      name,
      await measure({ url: `${base}${url}`, headers: signed ? { cookie } : {}, duration: 4 }),
    ]);
  // One connection: how long one request takes with no queue in front of it.
  for (const [name, url] of endpoints.slice(0, 3))
    rows.push([
      `${name}, 1 connection`,
      await measure({ url: `${base}${url}`, headers: { cookie }, duration: 4, connections: 1 }),
    ]);
  printTable(`statement, ${label}, ${SALES} sales / ${SALES * PAYMENTS_PER_SALE} payments`, health, rows);
}

export function benchStatement(): Promise<void> {
  return onFilledDemoShop(
    { name: "statement", fill: FILL, postgresPort: "3623", pglitePort: "3624" },
    measureAll,
  );
}
