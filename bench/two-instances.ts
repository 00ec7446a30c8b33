import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../src/server/db/client";
import { checkData, formatVerdict } from "../src/server/import";
import { stockUp } from "./checkout";
import {
  ADMIN_URL,
  cpuSnapshot,
  databaseTransport,
  freshDatabase,
  type LoadResult,
  measure,
  printTable,
  report,
  type Server,
  startServer,
} from "./lib";
import { productionNode } from "./production-node";
import { DURATION_S, pairsPerSecond, STAFF, signInStaff } from "./sales";
import type { SalesLoadParams } from "./sales-load";

/** Seconds of load thrown away before the two instances' measured window. */
const SPLIT_WARMUP_S = 3;

/**
 * The sale+abono load of bench/sales.ts on one server instance, then split over two instances on
 * the same PostgreSQL database (half the connections each, as a load balancer would), beside
 * /api/health; then the invariant checker on what both wrote. On a machine of two cores the two
 * instances share the CPU the one had: the figure says whether anything breaks and where the
 * limit is, not how far the shop scales.
 */
export async function benchTwoInstances(): Promise<void> {
  const database = await freshDatabase();
  if (!database) {
    console.log(`two-instances: skipped (PostgreSQL does not answer at ${ADMIN_URL}; set TEST_DATABASE_URL)`);
    return;
  }
  const ports = [process.env.BENCH_TWO_PORT_A ?? "3630", process.env.BENCH_TWO_PORT_B ?? "3631"];
  const dataDirs: string[] = [];
  const servers: Server[] = [];
  try {
    for (const [i, port] of ports.entries()) {
      const dataDir = await mkdtemp(path.join(tmpdir(), `tienda-bench-two-${i}-`));
      dataDirs.push(dataDir);
      // Started one after the other: the second finds the schema migrated and the demo store in
      // the database, and seeds nothing (its pictures would only be on its own disk anyway).
      servers.push(
        // On production's runtime, as the sales bench whose load this is.
        await startServer(
          {
            DATA_DIR: dataDir,
            PORT: port,
            DATABASE_URL: database.url,
            SEED_DEMO: i === 0 ? "true" : "false",
          },
          { node: productionNode() },
        ),
      );
    }
    // Same host as each one's BASE_URL: the API refuses a state-changing request from another origin.
    const origins = servers.map((s) => s.url.replace("127.0.0.1", "localhost"));
    const first = origins[0]!;
    // Through the inventory API, so movements still add up to stock for the checker afterwards.
    const products = await stockUp(first);
    // Sessions live in the database: cookies signed in on the first instance are valid on both.
    const cookies = await signInStaff(first, STAFF);
    const customerEmail = process.env.BENCH_SALES_EMAIL !== "false";
    const load = (origin: string, connections: number, warmup = 1) => {
      const params: SalesLoadParams = { origin, cookies, products, customerEmail };
      return measure({
        url: origin,
        connections,
        duration: DURATION_S,
        warmup,
        scenario: { module: "bench/sales-load.ts", params },
      });
    };
    const cpu = async () => Promise.all(servers.map(async (s) => (await cpuSnapshot(s.process)).server));

    const health = await measure({ url: `${first}/api/health`, connections: STAFF, duration: DURATION_S });
    const cpuOne = await cpu();
    const one = await load(first, STAFF);
    const cpuBetween = await cpu();
    // Both load processes start together; each throws away its first seconds, so their measured
    // windows overlap but for the few hundred ms between the two processes' starts. Three, not
    // one: B has served nothing yet, and its code and its connections' prepared statements warm
    // up first, as A's did in the run before.
    const split = await Promise.all(origins.map((o) => load(o, STAFF / 2, SPLIT_WARMUP_S)));
    const cpuTwo = await cpu();

    const rows = (label: string, r: LoadResult): Parameters<typeof printTable>[2] => [
      [`${label} register-sale`, { ...r.steps["register-sale"]!, errors: r.errors }],
      [`${label} register-payment`, r.steps["register-payment"]!],
    ];
    printTable(
      `two instances, one PostgreSQL, ${STAFF} staff sessions${customerEmail ? ", abono receipts queued" : ""}`,
      health,
      [
        ["health (instance A)", health],
        ...rows("one instance:", one),
        ...rows(`two, A (${STAFF / 2}):`, split[0]!),
        ...rows(`two, B (${STAFF / 2}):`, split[1]!),
      ],
    );
    const onePairs = pairsPerSecond(one);
    const twoPairs = split.map(pairsPerSecond);
    const combined = twoPairs[0]! + twoPairs[1]!;
    const failed = [one, ...split].reduce((n, r) => n + r.errors + r.non2xx, 0);
    report("two-instances sale+payment", {
      one_pairs_per_s: onePairs,
      two_pairs_per_s: combined,
      a_pairs_per_s: twoPairs[0]!,
      b_pairs_per_s: twoPairs[1]!,
      two_over_one: (combined / onePairs).toFixed(2),
      errors_and_non2xx: failed,
      database_via: databaseTransport(),
    });
    // The servers' CPU per pair over each whole run (warm-up included, as bench/sales.ts counts
    // it). PostgreSQL's is left out: a backend's CPU leaves the sum when it exits, and instance A's
    // pool closes the connections it no longer needs once its load is halved.
    const pairsOf = (r: LoadResult, warmup = 1) =>
      (r.steps["register-payment"]!.responses * (r.seconds + warmup)) / r.seconds;
    const serverMs = (from: number[], to: number[]) => to.reduce((sum, ms, i) => sum + ms - from[i]!, 0);
    report("two-instances server CPU per sale+payment", {
      one_instance_ms: serverMs(cpuOne, cpuBetween) / pairsOf(one),
      two_instances_ms:
        serverMs(cpuBetween, cpuTwo) /
        (pairsOf(split[0]!, SPLIT_WARMUP_S) + pairsOf(split[1]!, SPLIT_WARMUP_S)),
    });
    await invariants(database.url);
  } finally {
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    await database.drop();
  }
}

/** The invariant checker (`npm run check:data`) on what both instances wrote. */
async function invariants(databaseUrl: string): Promise<void> {
  const checked = await openDatabase({ url: databaseUrl });
  const verdict = await checkData(checked.db).finally(() => checked.close());
  report("two-instances check:data afterwards", {
    check_data: verdict.ok ? "ok" : `${verdict.violations.length} violations`,
  });
  if (!verdict.ok) console.log(formatVerdict(verdict));
}

if (import.meta.url === `file://${process.argv[1]}`) await benchTwoInstances();
