import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * PGlite is PostgreSQL inside this process, without the postmaster that would refuse a second
 * server on the same files: two processes on one data directory would each write it as if alone
 * and corrupt it. So the directory carries `server.pid`, the process using it. A lock left by a
 * process that no longer runs (kill -9, power cut) is taken over: after such a crash the next
 * start recovers the files as PostgreSQL does (docs/faults.md).
 */
export class DataDirInUseError extends Error {}

const LOCK_FILE = "server.pid";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the data directory for this process; answers the function that gives it back. */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: "wx" });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number.parseInt(await readFile(file, "utf8").catch(() => ""), 10);
    // Our own pid: a container restarted with the same pid after a crash.
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
      throw new DataDirInUseError(
        `La carpeta de datos ${dir} está en uso por el proceso ${owner}: la base de datos integrada ` +
          "(PGlite) admite un solo proceso. Detenga ese proceso, o use PostgreSQL (DATABASE_URL) para " +
          `varias instancias. Si ese proceso no es un servidor de la tienda, borre ${file}.`,
      );
    }
    await rm(file, { force: true });
  }
  throw new DataDirInUseError(`No se pudo tomar la carpeta de datos ${dir} (${file}).`);
}
