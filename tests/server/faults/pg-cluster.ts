import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * A throwaway PostgreSQL cluster of the test's own, on its own port, so a test can stop and start
 * the database under a running server without touching the shared one. As root the binaries
 * run as the `postgres` user (PostgreSQL refuses to run as root).
 */
export interface PgCluster {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster (if running) and deletes its files. */
  destroy(): Promise<void>;
}

const BIN_DIRS = ["/usr/lib/postgresql/17/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/15/bin"];

/** Why a cluster cannot be created here, or null when it can. */
export function clusterUnavailableReason(): string | null {
  if (!findBinDir()) return `no PostgreSQL server binaries (initdb, pg_ctl) in ${BIN_DIRS.join(", ")}`;
  if (userInfo().uid === 0 && !existsSync("/usr/sbin/runuser") && !existsSync("/sbin/runuser"))
    return "running as root without runuser to drop to the postgres user";
  return null;
}

function findBinDir(): string | null {
  return BIN_DIRS.find((dir) => existsSync(path.join(dir, "pg_ctl"))) ?? null;
}

/** Whether something already listens on the port (another run of the same test, most likely). */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function createCluster(port: number): Promise<PgCluster> {
  const bin = findBinDir();
  if (!bin) throw new Error(clusterUnavailableReason() ?? "no PostgreSQL binaries");
  if (await portTaken(port)) {
    throw new Error(
      `port ${port} is taken (is another run of this test going on?): the test needs it for its own cluster`,
    );
  }
  const root = await mkdtemp(path.join(tmpdir(), `faults-pg-${port}-`));
  const dataDir = path.join(root, "data");
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    await chown(root, Number(stdout.trim()), Number(gid.trim()));
  }
  const pgRun = (tool: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  await pgRun("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const ctl = (action: "start" | "stop") =>
    action === "start"
      ? pgRun("pg_ctl", [
          "-D",
          dataDir,
          "-l",
          path.join(root, "log"),
          "-w",
          "-o",
          `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`,
          "start",
        ])
      : pgRun("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  // Whatever state a failed test left it in, the cluster goes: no waiting for clients to finish.
  const halt = () => pgRun("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await ctl("start");
    },
    async stop() {
      await ctl("stop");
    },
    async destroy() {
      await halt().catch(() => {});
      await rm(root, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}
