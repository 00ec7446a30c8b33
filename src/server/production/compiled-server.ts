import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/**
 * Test helpers for the production build: the server compiled by scripts/build-server.mjs, run
 * with plain `node` as the Dockerfile and `npm run start:prod` run it.
 */
export const root = path.resolve(import.meta.dirname, "../../..");

/**
 * Compiles the server into `dir`, by default a fresh folder inside the project (the packages
 * resolve from there). The caller removes it.
 */
export function compileServer(dir = mkdtempSync(path.join(root, ".data-build-"))): {
  dir: string;
  remove(): void;
} {
  const built = spawnSync(process.execPath, ["scripts/build-server.mjs", "--out", dir], {
    cwd: root,
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}${built.stderr}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RunningProcess {
  process: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  exited: Promise<number | string | null>;
}

/** Runs a command (`argv[0]` is looked up on PATH, as a shell would) with the given environment. */
export function run(argv: string[], env: NodeJS.ProcessEnv, cwd = root): RunningProcess {
  const [command = "", ...args] = argv;
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    out += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    out += chunk.toString("utf8");
  });
  const exited = new Promise<number | string | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal)),
  );
  return { process: child, output: () => out, exited };
}

/** The environment of a non-production server on `port` (sandbox gateway, no demo data). */
export function serverEnv(port: number, dataDir: string, databaseUrl?: string | null): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "development",
    LOG_LEVEL: "info",
    SEED_DEMO: "false",
    PORT: String(port),
    HOST: "127.0.0.1",
    BASE_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    WEB_DIR: path.join(root, "dist/web"),
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/** Resolves once GET /api/health answers 200; fails when the process ends first or after `ms`. */
export async function waitHealthy(server: RunningProcess, port: number, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (server.process.exitCode !== null || server.process.signalCode !== null)
      throw new Error(`server exited:\n${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`not healthy after ${ms} ms:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A fresh PostgreSQL database next to TEST_DATABASE_URL's; null without it. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `tienda_prod_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A scratch folder inside the project, removed by the returned function. */
export function scratchDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(root, ".data-prod-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
