import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { buildWebIfStale } from "../scripts/web-build.mjs";
import { type ScratchDatabase, scratchDatabaseIfAvailable } from "../tests/support/scratch-database";
import { waitHealthy } from "../tests/support/wait-healthy";

const root = path.resolve(import.meta.dirname, "..");

export interface Server {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * How the server runs: `compiled` (the default) is the production build (scripts/build-server.mjs,
 * compiled once per bench process into .bench-build/<pid>, removed at exit, so neither a running
 * dist/server nor another bench's build is replaced); `tsx` compiles TypeScript in-process, as
 * `npm start` does.
 */
export type Runtime = "tsx" | "compiled";

let built: Promise<string> | null = null;
let webBuilt: number | undefined;
/** Compiles the server once per bench process; resolves to its main.js. */
export function buildServer(): Promise<string> {
  built ??= new Promise((resolve, reject) => {
    const out = path.join(root, ".bench-build", String(process.pid));
    process.once("exit", () => rmSync(out, { recursive: true, force: true }));
    const child = spawn(process.execPath, [path.join(root, "scripts/build-server.mjs"), "--out", out], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.once("exit", (code) =>
      code === 0 ? resolve(path.join(out, "main.js")) : reject(new Error(`server build exited with ${code}`)),
    );
  });
  return built;
}

/** The resident memory of a process, in MB (/proc). */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/**
 * Starts the real server with benchmark settings (BENCH=true: every abuse limit raised; refused
 * in production, config.test.ts) and resolves when /api/health answers 200.
 */
export async function startServer(
  env: Record<string, string>,
  opts: { runtime?: Runtime; nodeArgs?: string[]; node?: string } = {},
): Promise<Server & { readyMs: number }> {
  const runtime = opts.runtime ?? "compiled";
  // The web app is built first when dist/web is missing or stale, as `npm start` does: a fresh
  // clone has none, and the server would answer every page 404 (the first-visit bench would
  // weigh nothing).
  webBuilt ??= buildWebIfStale();
  if (webBuilt !== 0) throw new Error("the web app's build failed");
  const entry =
    runtime === "compiled"
      ? [await buildServer()]
      : ["--import", "tsx", path.join(root, "src/server/main.ts")];
  const started = performance.now();
  const port = env.PORT ?? "3200";
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  // The compiled server runs with production's young-generation size (Dockerfile, start:prod).
  const production = runtime === "compiled" ? ["--max-semi-space-size=16"] : [];
  // BENCH_NODE: another Node binary for the server, e.g. Node 24 as the production image runs
  // (bench/production-node.ts gets one without installing it; the memory bench always does).
  const child = spawn(
    opts.node ?? (process.env.BENCH_NODE || process.execPath),
    [...profile, ...production, ...(opts.nodeArgs ?? []), ...entry],
    {
      cwd: root,
      env: {
        ...process.env,
        LOG_LEVEL: "warn",
        BENCH: "true",
        ...env,
        PORT: port,
        BASE_URL: `http://localhost:${port}`,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  // Asked every 25 ms: readyMs is a start-up figure the startup bench reports.
  await waitHealthy(url, child, { everyMs: 25 });
  const readyMs = performance.now() - started;
  return {
    url,
    process: child,
    readyMs,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Figures of one operation (or of one step of a scenario). Latencies in ms, over 2xx responses. */
export interface Figures {
  /** Responses received (any status). */
  responses: number;
  /** Responses per second over the measured window. */
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Responses with a status outside 2xx. */
  non2xx: number;
}

export interface LoadResult extends Figures {
  /** Connection errors and timeouts (autocannon's `errors`). */
  errors: number;
  /** Length of the measured window, in seconds. */
  seconds: number;
  connections: number;
  autocannon: string;
  /**
   * CPU time (user + system, ms) the load generator itself used in the measured window: on a
   * machine it shares with the server and PostgreSQL, the cores it takes are theirs no more.
   */
  loadCpuMs: number;
  /** Per-step figures when a scenario sends a sequence of requests on each connection. */
  steps: Record<string, Figures>;
  /**
   * Sequences the scenario marked complete (load-runner.ts `COMPLETE`): per second, and latency as
   * the sum of the sequence's steps. Absent when none completed or there is no scenario.
   */
  complete?: Figures;
}

export interface MeasureOptions {
  /** Full URL of the request (path and query included); a scenario's requests use its origin. */
  url: string;
  method?: string;
  headers?: Record<string, string>;
  /** A string is sent as is; anything else as JSON (with content-type: application/json). */
  body?: unknown;
  /** Concurrent keep-alive connections (default 10). */
  connections?: number;
  /** Measured seconds (default 5). */
  duration?: number;
  /** Seconds of load before the measured window, thrown away (default 1; 0 for none). */
  warmup?: number;
  /**
   * A module (path from the repository root) whose `requests(params)` returns the autocannon
   * requests each connection sends in turn, each with a `name`: figures are given per name.
   * Used for sequences whose later requests depend on earlier responses (see sales-load.ts).
   */
  scenario?: { module: string; params: unknown };
}

/** What bench/load-runner.ts reads on stdin. */
export interface LoadSpec {
  url: string;
  connections: number;
  duration: number;
  warmup: number;
  request?: { method: string; path: string; headers: Record<string, string>; body?: string };
  scenario?: { module: string; params: unknown };
}

/**
 * HTTP load from autocannon in a separate Node process (bench/load-runner.ts), so the load
 * generator never shares an event loop with this process or the server.
 */
export async function measure(opts: MeasureOptions): Promise<LoadResult> {
  const url = new URL(opts.url);
  const headers = { ...opts.headers };
  let body: string | undefined;
  if (typeof opts.body === "string") body = opts.body;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] ??= "application/json";
  }
  const spec: LoadSpec = {
    url: url.origin,
    connections: opts.connections ?? 10,
    duration: opts.duration ?? 5,
    warmup: opts.warmup ?? 1,
    ...(opts.scenario
      ? { scenario: { module: path.resolve(root, opts.scenario.module), params: opts.scenario.params } }
      : { request: { method: opts.method ?? "GET", path: url.pathname + url.search, headers, body } }),
  };
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "bench/load-runner.ts")], {
    cwd: root,
    stdio: ["pipe", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    out += chunk;
  });
  child.stdin.end(JSON.stringify(spec));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`load runner exited with ${code} for ${opts.url}`);
  const last = out.trim().split("\n").pop() ?? "";
  return JSON.parse(last) as LoadResult;
}

const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : "-");
/** Two decimals, three below 0.1: a write against health is often 0.01-something. */
const ratio = (n: number) => fixed(n, n < 0.1 ? 3 : 2);

type Row = Figures & { errors?: number };

/** How a target's figure must stand against its limit. */
type Bound = "≤" | "<" | "≥";
const meets: Record<Bound, (measured: number, limit: number) => boolean> = {
  "≤": (m, l) => m <= l,
  "<": (m, l) => m < l,
  "≥": (m, l) => m >= l,
};

/**
 * What this process's benches printed, kept for the summary `npm run bench` prints at the end
 * (bench/run.ts): each HTTP table with its own health row, each line of other figures, and the
 * targets judged.
 */
const collected: {
  tables: Array<{ title: string; health: Figures; rows: Array<[string, Row]> }>;
  lines: string[];
  targets: Array<{ name: string; measured: number; bound: Bound; limit: number; unit: string }>;
} = { tables: [], lines: [], targets: [] };

/**
 * A production target beside the figure that judges it: the summary ends with every target
 * measured in the run, met or missed (bench/README.md says where each comes from and, for a
 * missed one, what its profile shows).
 */
export function target(name: string, measured: number, bound: Bound, limit: number, unit: string): void {
  collected.targets.push({ name, measured, bound, limit, unit });
}

const HEADER = [
  "operation",
  "req/s",
  "p50 ms",
  "p95 ms",
  "p99 ms",
  "errors",
  "non-2xx",
  "req/s÷health",
  "p99÷health",
];

function cells(name: string, r: Row, health: Figures): string[] {
  return [
    name,
    fixed(r.perSecond, 0),
    fixed(r.p50, 2),
    fixed(r.p95, 2),
    fixed(r.p99, 2),
    String(r.errors ?? 0),
    String(r.non2xx),
    ratio(r.perSecond / health.perSecond),
    ratio(r.p99 / health.p99),
  ];
}

/** Lines of aligned columns; a line of one cell is a heading across the table. */
function columns(lines: string[][]): string[] {
  const rows = lines.filter((l) => l.length > 1);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((l) => l[i]!.length)));
  return lines.map((line) =>
    line.length === 1
      ? line[0]!
      : line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "),
  );
}

/**
 * Prints a table: one row per operation with req/s, p50, p99, errors, non-2xx, and its
 * throughput and p99 against `health` (GET /api/health on the same server, same run).
 */
export function printTable(
  title: string,
  health: LoadResult,
  rows: Array<[name: string, figures: Row]>,
): void {
  collected.tables.push({ title, health, rows });
  console.log(
    `\n${title} (autocannon ${health.autocannon}, own process; ${health.connections} connections; ${fixed(health.seconds, 1)} s per row)`,
  );
  for (const line of columns([HEADER, ...rows.map(([name, r]) => cells(name, r, health))])) console.log(line);
}

/** One line of figures that are not HTTP load (start-up times, sizes, scores). */
export function report(name: string, figures: Record<string, string | number>): void {
  const values = Object.entries(figures).map(
    ([k, v]) => `${k}=${typeof v === "number" ? Math.round(v * 10) / 10 : v}`,
  );
  const line = `${name}: ${values.join("  ")}`;
  collected.lines.push(line);
  console.log(line);
}

/**
 * Every table and line this process printed, again, as one table (each table's rows under its
 * title, each ratio against that table's own health row) and then the other figures.
 */
export function printSummary(): void {
  console.log("\n=== Summary ===");
  if (collected.tables.length === 0 && collected.lines.length === 0) {
    console.log("nothing was measured");
    return;
  }
  if (collected.tables.length > 0) {
    const lines: string[][] = [HEADER];
    for (const { title, health, rows } of collected.tables) {
      lines.push([title]);
      for (const [name, r] of rows) lines.push(cells(`  ${name}`, r, health));
    }
    for (const line of columns(lines)) console.log(line);
  }
  if (collected.lines.length > 0) {
    console.log("\nOther figures");
    for (const line of collected.lines) console.log(line);
  }
  if (collected.targets.length > 0) {
    console.log("\nTargets");
    const rows = collected.targets.map(({ name, measured, bound, limit, unit }) => {
      const shown = `${fixed(measured, measured < 10 ? 2 : 1)} ${unit}`.trim();
      return [
        name,
        shown,
        `${bound} ${limit} ${unit}`.trim(),
        meets[bound](measured, limit) ? "met" : "MISSED",
      ];
    });
    for (const line of columns([["target", "measured", "limit", "verdict"], ...rows])) console.log(line);
  }
}

/**
 * A PostgreSQL of this machine reached through its Unix socket, as docs/operations.md advises a
 * shop whose database runs beside the server (every round trip skips the TCP stack):
 * `BENCH_DATABASE_TCP=true` keeps TCP, and a URL that names its own socket is kept as it is.
 */
export function viaLocalSocket(url: string): string {
  const parsed = new URL(url);
  if (process.env.BENCH_DATABASE_TCP === "true" || parsed.searchParams.has("host")) return url;
  if (!["127.0.0.1", "localhost", "[::1]"].includes(parsed.hostname)) return url;
  const socketDir = "/var/run/postgresql";
  if (!existsSync(path.join(socketDir, `.s.PGSQL.${parsed.port || "5432"}`))) return url;
  parsed.searchParams.set("host", socketDir);
  return parsed.toString();
}

export const ADMIN_URL = viaLocalSocket(
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
);

/** How the benches reach PostgreSQL, printed beside the sale path's figures. */
export const databaseTransport = () => (new URL(ADMIN_URL).searchParams.has("host") ? "unix socket" : "tcp");

/** A fresh PostgreSQL database next to TEST_DATABASE_URL's, or null when PostgreSQL does not answer. */
export function freshDatabase(): Promise<ScratchDatabase | null> {
  return scratchDatabaseIfAvailable(ADMIN_URL, "tienda_bench");
}

/** Linux counts process CPU time in clock ticks of 10 ms (getconf CLK_TCK = 100). */
const TICK_MS = 10;

async function cpuMsOfPid(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  // Fields after the command name (which may hold spaces): utime is the 14th field, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * TICK_MS;
}

/**
 * CPU time (user + system, ms) used so far by the server process and, together, by every
 * PostgreSQL process on the machine: the difference over a measurement says where a request's
 * work goes, which the machine's load does not blur the way it blurs req/s. With `database`,
 * `postgresDb` is the CPU of the backends connected to that database alone (their command line
 * names it): other people's databases on a shared machine are left out, and so is the server's
 * share of PostgreSQL's background work (WAL writer, checkpointer), which `postgres` keeps.
 */
export async function cpuSnapshot(
  server: ChildProcess,
  database?: string,
): Promise<{ server: number; postgres: number; postgresDb: number }> {
  let postgres = 0;
  let postgresDb = 0;
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = await readFile(`/proc/${entry}/comm`, "utf8").catch(() => "");
    if (comm.trim() !== "postgres") continue;
    const ms = await cpuMsOfPid(Number(entry));
    postgres += ms;
    if (!database) continue;
    // A backend's title: "postgres: [<cluster>:] <user> <database> <host>(<port>) <state>".
    const title = await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
    if (title.split(/[\s\0]+/).includes(database)) postgresDb += ms;
  }
  return { server: server.pid ? await cpuMsOfPid(server.pid) : 0, postgres, postgresDb };
}
