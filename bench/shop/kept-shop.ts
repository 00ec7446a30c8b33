import { eq } from "drizzle-orm";
import pg from "pg";
import { users } from "../../src/server/auth/schema";
import { startTestApp } from "../../tests/support/test-app";
import { ADMIN_URL } from "../lib";
import { benchSerial, fillCatalogue } from "./fill-catalogue";
import { fillServiceOrders } from "./fill-desk";
import { fillDrawer } from "./fill-drawer";
import { fillInvoices } from "./fill-invoices";
import { fillCustomers, fillSales } from "./fill-sales";
import { type Scale, type ShopPlan, shopPlan } from "./plan";

/** Bumped whenever the fill changes: a kept shop of another version is built again. */
const SHOP_VERSION = 1;

/** What the benches ask the shop for: ids and terms only the fill knows. */
export interface ShopFacts {
  biggestCustomerId: string;
  serial: string;
}

export interface KeptShop {
  plan: ShopPlan;
  /** The shop's PostgreSQL database. */
  url: string;
  facts: ShopFacts;
  /** How long the build took, when this run built it (null when it was kept from an earlier run). */
  builtSeconds: number | null;
}

interface Marker {
  version: number;
  facts: ShopFacts;
}

const databaseName = (scale: Scale) => `tienda_bench_shop_${scale}x`;

/**
 * The benches' shop at a scale, on PostgreSQL next to TEST_DATABASE_URL's: built once (its
 * database's comment records the fill's version and facts when the build completed) and reused by
 * every later run; null when PostgreSQL does not answer. `BENCH_SHOP_REBUILD=true` builds it anew.
 */
export async function keptShop(scale: Scale): Promise<KeptShop | null> {
  const name = databaseName(scale);
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    const { rows } = await admin.query<{ comment: string | null }>(
      "select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1",
      [name],
    );
    const marker = parseMarker(rows[0]?.comment ?? null);
    if (marker && process.env.BENCH_SHOP_REBUILD !== "true")
      return { plan: shopPlan(scale), url: url.toString(), facts: marker.facts, builtSeconds: null };
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const started = performance.now();
    console.log(`bench shop ${scale}×: building ${name} (once; later runs reuse it)…`);
    const facts = await buildShop(shopPlan(scale), url.toString());
    const builtSeconds = (performance.now() - started) / 1000;
    const comment = JSON.stringify({ version: SHOP_VERSION, facts } satisfies Marker);
    await admin.query(`comment on database ${name} is '${comment.replaceAll("'", "''")}'`);
    console.log(`bench shop ${scale}×: built in ${builtSeconds.toFixed(0)} s`);
    return { plan: shopPlan(scale), url: url.toString(), facts, builtSeconds };
  } finally {
    await admin.end();
  }
}

function parseMarker(comment: string | null): Marker | null {
  if (!comment) return null;
  try {
    const marker = JSON.parse(comment) as Marker;
    return marker.version === SHOP_VERSION ? marker : null;
  } catch {
    return null;
  }
}

/** The demo shop (accounts, settings) grown to the plan, through the app's own builders and API. */
async function buildShop(plan: ShopPlan, url: string): Promise<ShopFacts> {
  const t = await startTestApp("postgres", { DATABASE_URL: url, SEED_DEMO: "true" });
  try {
    const db = t.ctx.database.db;
    const [adminRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, "admin@demo.hn"));
    if (!adminRow) throw new Error("the demo admin is missing");
    const admin = {
      id: adminRow.id,
      email: "admin@demo.hn",
      role: "admin" as const,
      cookie: await t.signIn("admin@demo.hn", "demo1234"),
    };
    const app = { t, admin };
    const step = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      const result = await run();
      console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return result;
    };
    const products = await step(`${plan.products} products`, () => fillCatalogue(db, plan, app));
    const customers = await step(`${plan.customers} customers`, () => fillCustomers(db, plan, admin.id));
    const sellers = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.role, "seller"));
    await step(`${plan.sales} sales`, () => fillSales(db, plan, { products, customers, sellers }));
    await step(`${plan.serviceOrders} service orders`, () => fillServiceOrders(db, plan.serviceOrders));
    await step(`${plan.drawerDays * plan.registers} drawer sessions`, () => fillDrawer(db, plan, app));
    await step(`${plan.invoices} invoices`, () => fillInvoices(db, plan, app));
    await db.execute("analyze");
    return { biggestCustomerId: customers[0]!.id, serial: benchSerial(plan.scale, 0, 0) };
  } finally {
    await t.close();
  }
}
