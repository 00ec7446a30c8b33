import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { createScratchDatabase, type ScratchDatabase } from "../../support/scratch-database";
import { waitHealthy as waitHealthyAt } from "../../support/wait-healthy";

/**
 * Test helpers for the production build: the server compiled by scripts/build-server.mjs, run
 * with plain `node` as the Dockerfile and `npm run start:prod` run it.
 */
export const root = path.resolve(import.meta.dirname, "../../..");

/**
 * Compiles the server into `dir`, by default a fresh folder inside the project (the packages
 * resolve from there). The caller removes it. With `metafile`, esbuild's record of the build's
 * imports is written there too.
 */
export function compileServer(
  dir = mkdtempSync(path.join(root, ".data-build-")),
  options: { metafile?: string } = {},
): {
  dir: string;
  remove(): void;
} {
  const metafileArgs = options.metafile ? ["--metafile", options.metafile] : [];
  const built = spawnSync(process.execPath, ["scripts/build-server.mjs", "--out", dir, ...metafileArgs], {
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
export function waitHealthy(server: RunningProcess, port: number, ms = 60_000): Promise<void> {
  return waitHealthyAt(`http://127.0.0.1:${port}`, server.process, { ms, output: server.output });
}

/** A fresh PostgreSQL database next to TEST_DATABASE_URL's; null without it. */
export async function freshDatabase(): Promise<ScratchDatabase | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? createScratchDatabase(adminUrl, "tienda_prod") : null;
}

/** A scratch folder inside the project, removed by the returned function. */
export function scratchDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(root, ".data-prod-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
