import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { RAISED_ACCOUNT_LIMITS } from "../../support/raised-limits";
import { type ScratchDatabase, scratchDatabaseIfAvailable } from "../../support/scratch-database";
import { signInOverHttp } from "../../support/sign-in";
import type { TestAnswer } from "../../support/test-app";
import { waitHealthy } from "../../support/wait-healthy";

/**
 * The real server as a child process (what `npm start` runs in development: tsx over
 * src/server/main.ts), for the fault tests and the soak: they kill it, restart it on the same
 * data, run two of them on one database, or take its database away.
 */
const root = path.resolve(import.meta.dirname, "../../..");

export interface ChildServer {
  port: number;
  /** http://localhost:<port>: the same host as BASE_URL, so state-changing requests pass the origin guard. */
  url: string;
  process: ChildProcess;
  /** The last 20,000 characters the process wrote (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
  /** SIGKILL: no shutdown hook runs, as in a power cut or the OOM killer. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown of src/server/main.ts. */
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}

export function spawnServer(opts: ChildServerOptions): ChildServer {
  const url = `http://localhost:${opts.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT: "false",
    SEED_DEMO: "true",
    // A burst of checkouts from one address must not meet the abuse limits (access-abuse.test.ts checks them).
    CHECKOUT_LIMIT_PER_CLIENT: "1000000",
    CHECKOUT_LIMIT_PER_IP: "1000000",
    CALLBACK_LIMIT_PER_IP: "1000000",
    LIVE_STREAMS_PER_CLIENT: "10000",
    ...RAISED_ACCOUNT_LIMITS,
    ...opts.env,
    PORT: String(opts.port),
    HOST: "127.0.0.1",
    BASE_URL: url,
    DATA_DIR: opts.dataDir,
  };
  // Without a URL the server runs on the embedded PGlite in DATA_DIR.
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;
  // BENCH_CPU_PROF=<dir>, as for the benches: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, "--import", "tsx", path.join(root, "src/server/main.ts")],
    {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let out = "";
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | string | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal)),
  );
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    port: opts.port,
    url,
    process: child,
    output: () => out,
    exited,
    kill: () => end("SIGKILL"),
    stop: () => end("SIGTERM"),
  };
}

/** Resolves when GET /api/health answers 200; fails when the process exits first or after `ms`. */
export function waitReady(server: ChildServer, ms = 90_000): Promise<void> {
  return waitHealthy(server.url, server.process, { ms, output: server.output });
}

/** Starts the server and waits until it answers. */
export async function startServer(opts: ChildServerOptions): Promise<ChildServer> {
  const server = spawnServer(opts);
  try {
    await waitReady(server);
  } catch (error) {
    await server.kill();
    throw error;
  }
  return server;
}

/** Signs in one of the demo accounts (src/server/demo/people-data.ts) and answers its session cookie. */
export function signIn(server: ChildServer, email: string, password?: string): Promise<string> {
  return signInOverHttp(server.url, email, password);
}

/** A same-origin JSON request to the child server. */
export async function api(
  server: ChildServer,
  method: string,
  route: string,
  opts: { cookie?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<TestAnswer> {
  const headers: Record<string, string> = { origin: server.url };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${server.url}${route}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, json };
}

/** A fresh database next to `adminUrl`'s (default TEST_DATABASE_URL); null when PostgreSQL does not answer. */
export function createDatabase(adminUrl = process.env.TEST_DATABASE_URL): Promise<ScratchDatabase | null> {
  return scratchDatabaseIfAvailable(adminUrl, "tienda_faults");
}
