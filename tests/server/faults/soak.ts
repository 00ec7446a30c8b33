import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "../../../src/server/db/client";
import { type CheckResult, checkData, formatVerdict } from "../../../src/server/import";
import { products } from "../../../src/server/products/schema";
import { api, createDatabase, startServer } from "./child-server";
import type { SoakRates, SoakSpec, SoakTally } from "./soak-driver";
import { countedCatalog, prepareStore } from "./workload";

/**
 * The soak (`npm run soak`, bench/README.md): the real server under a mixed workload at fixed
 * rates for minutes, from a load generator in its own process (soak-driver.ts), while this
 * process samples the server's resident memory. Afterwards the invariant checker runs on the data.
 * Pass: no errors, the server kept up, no unit sold beyond stock, check:data clean, and (on runs
 * long enough to mean something) RSS at the end no more than 10 % above RSS after the warm-up.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const SCARCE_UNITS = 5;

export interface SoakOptions {
  kind: "pglite" | "postgres";
  port: number;
  /** Measured seconds, after the warm-up. */
  seconds: number;
  warmupSeconds: number;
  rates?: Partial<SoakRates>;
  streams?: { visitors: number; staff: number };
  /** Where fresh PostgreSQL databases are created (default TEST_DATABASE_URL or the local server). */
  adminUrl?: string;
}

export interface SoakReport {
  kind: string;
  seconds: number;
  tally: SoakTally;
  rss: {
    samples: Array<[seconds: number, mb: number]>;
    afterWarmupMb: number;
    endMb: number;
    growth: number;
  };
  scarce: { units: number; left: number; reserved: number; sold: number };
  verdict: CheckResult;
  failures: string[];
}

export const DEFAULT_RATES: SoakRates = { browse: 30, cart: 5, checkout: 2, sale: 2 };

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

export async function runSoak(opts: SoakOptions): Promise<SoakReport> {
  const adminUrl =
    opts.adminUrl ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const database = opts.kind === "postgres" ? await createDatabase(adminUrl) : null;
  if (opts.kind === "postgres" && !database) throw new Error(`PostgreSQL does not answer at ${adminUrl}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), `soak-${opts.kind}-`));
  // A copy of the built web app, so a rebuild of dist/web during the run does not answer 404s.
  const html = existsSync(path.join(root, "dist/web/index.html"));
  const webDir = path.join(dataDir, "web");
  if (html) await cp(path.join(root, "dist/web"), webDir, { recursive: true });
  const server = await startServer({
    port: opts.port,
    dataDir,
    databaseUrl: database?.url,
    env: { WEB_DIR: webDir },
  });
  try {
    const store = await prepareStore(server, 8, 100_000);
    // The next watch sold by count after the burst's eight.
    const scarceId = (await countedCatalog(server))[8]!.id;
    const adjust = await api(server, "POST", `/api/inventory/products/${scarceId}/stock-adjustment`, {
      cookie: store.adminCookie,
      body: { quantity: SCARCE_UNITS, reason: "conteo", notes: "Soak" },
    });
    if (adjust.status !== 200)
      throw new Error(`stock adjustment: ${adjust.status} ${JSON.stringify(adjust.json)}`);
    const before = await api(server, "GET", `/api/inventory/products/${scarceId}`, {
      cookie: store.adminCookie,
    });
    const { inProgressStock: reservedBefore, totalSold: soldBefore } = before.json as {
      inProgressStock: number;
      totalSold: number;
    };

    const spec: SoakSpec = {
      url: server.url,
      port: server.port,
      seconds: opts.warmupSeconds + opts.seconds,
      rates: { ...DEFAULT_RATES, ...opts.rates },
      streams: opts.streams ?? { visitors: 40, staff: 10 },
      store: { ...store, prices: [...store.prices], scarceId },
      html,
    };
    const driver = spawn(
      process.execPath,
      ["--import", "tsx", path.join(import.meta.dirname, "soak-driver.ts")],
      {
        cwd: root,
        stdio: ["pipe", "pipe", "inherit"],
      },
    );
    let out = "";
    driver.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
    });
    driver.stdin.end(JSON.stringify(spec));
    const driverDone = new Promise<number | null>((resolve) => driver.once("exit", resolve));

    // RSS every 2 s; "after warm-up" and "end" are medians of the 5 samples (10 s) before each point.
    const pid = server.process.pid!;
    const samples: Array<[number, number]> = [];
    const started = Date.now();
    const sampler = setInterval(() => {
      rssMb(pid)
        .then((mb) => samples.push([(Date.now() - started) / 1000, mb]))
        .catch(() => {});
    }, 2_000);
    const code = await driverDone;
    clearInterval(sampler);
    if (code !== 0) throw new Error(`soak driver exited with ${code}`);
    const tally = JSON.parse(out.trim().split("\n").pop() ?? "{}") as SoakTally;
    const window = (until: number) =>
      samples.filter(([t]) => t <= until && t > until - 10).map(([, mb]) => mb);
    const afterWarmupMb = median(window(opts.warmupSeconds));
    const endMb = median(window(spec.seconds));

    await server.stop();

    const opened = await openDatabase({ url: database?.url, dataDir: database ? null : dataDir });
    let verdict: CheckResult;
    let scarce: SoakReport["scarce"];
    try {
      verdict = await checkData(opened.db);
      const [row] = await opened.db.select().from(products).where(eq(products.id, scarceId));
      scarce = {
        units: SCARCE_UNITS,
        left: row!.quantity,
        reserved: row!.inProgressStock - reservedBefore,
        sold: row!.totalSold - soldBefore,
      };
    } finally {
      await opened.close();
    }

    const failures: string[] = [];
    const errors = Object.values(tally.kinds).reduce((sum, k) => sum + k.errors, 0);
    if (errors) failures.push(`${errors} errors: ${tally.errorSamples.join(" | ")}`);
    if (tally.behind) failures.push(`${tally.behind} requests could not start on time (server behind)`);
    if (tally.streams.endedEarly) failures.push(`${tally.streams.endedEarly} live streams ended early`);
    if (!verdict.ok) failures.push(formatVerdict(verdict));
    // Units only move between in stock, reserved and sold: never more than the 5 leave the shelf.
    if (scarce.left < 0 || scarce.left + scarce.reserved + scarce.sold !== SCARCE_UNITS) {
      failures.push(`scarce watch oversold: ${JSON.stringify(scarce)}`);
    }
    const growth = endMb / afterWarmupMb - 1;
    // Memory is flat when it did not grow by more than 10 %; memory given back (the seed's
    // pictures, collected garbage) is not a leak. Under a minute says nothing; the long soak decides.
    if (opts.seconds >= 60 && !(growth <= 0.1)) {
      failures.push(
        `RSS moved ${(growth * 100).toFixed(1)} % (${afterWarmupMb.toFixed(0)} → ${endMb.toFixed(0)} MB)`,
      );
    }
    return {
      kind: opts.kind,
      seconds: opts.seconds,
      tally,
      rss: { samples, afterWarmupMb, endMb, growth },
      scarce,
      verdict,
      failures,
    };
  } finally {
    await server.kill();
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

/** The soak's figures, one table and a few lines. */
export function formatSoak(r: SoakReport): string {
  const lines = [`soak on ${r.kind}: ${r.seconds} s measured`];
  lines.push(
    ["kind", "started", "ok", "sold-out", "errors", "p50 ms", "p99 ms"].map((h) => h.padStart(9)).join(""),
  );
  for (const [kind, k] of Object.entries(r.tally.kinds)) {
    lines.push(
      [kind, k.started, k.ok, k.soldOut, k.errors, k.p50.toFixed(1), k.p99.toFixed(1)]
        .map((c) => String(c).padStart(9))
        .join(""),
    );
  }
  lines.push(
    `live streams: ${r.tally.streams.opened} open, ${r.tally.streams.endedEarly} ended early, ${r.tally.streams.events} events received`,
    `RSS: ${r.rss.afterWarmupMb.toFixed(0)} MB after warm-up, ${r.rss.endMb.toFixed(0)} MB at the end (${(r.rss.growth * 100).toFixed(1)} %)`,
    `RSS every 30 s (MB): ${r.rss.samples
      .filter((_, i) => i % 15 === 0)
      .map(([t, mb]) => `${t.toFixed(0)}s ${mb.toFixed(0)}`)
      .join(", ")}`,
    `scarce watch: ${r.scarce.units} units: ${r.scarce.sold} sold, ${r.scarce.reserved} reserved, ${r.scarce.left} left; sold-out refusals ${r.tally.kinds.checkout?.soldOut ?? 0}`,
    `check:data: ${r.verdict.ok ? "ok" : "VIOLATIONS"} (${r.verdict.products} products, ${r.verdict.sales} sales)`,
    `behind schedule: ${r.tally.behind}`,
    r.failures.length ? `FAILED:\n  ${r.failures.join("\n  ")}` : "PASSED",
  );
  return lines.join("\n");
}
