import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";

describe("the embedded database's data directory is used by one process (docs/faults.md)", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "data-dir-lock-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("takes a free directory and gives it back", async () => {
    const release = await lockDataDir(dir);
    expect(await readFile(path.join(dir, "server.pid"), "utf8")).toBe(String(process.pid));
    await release();
    await (await lockDataDir(dir))();
  });

  it("refuses a directory another running process holds, naming it", async () => {
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      await writeFile(path.join(dir, "server.pid"), String(other.pid));
      const attempt = lockDataDir(dir);
      await expect(attempt).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(attempt).rejects.toThrow(`en uso por el proceso ${other.pid}`);
    } finally {
      other.kill("SIGKILL");
    }
  });

  it("takes over the lock of a process that died without giving it back (kill -9)", async () => {
    const dead = spawn(process.execPath, ["-e", ""]);
    await new Promise((r) => dead.once("exit", r));
    await writeFile(path.join(dir, "server.pid"), String(dead.pid));
    const release = await lockDataDir(dir);
    expect(await readFile(path.join(dir, "server.pid"), "utf8")).toBe(String(process.pid));
    await release();
  });

  it("takes over a lock with its own pid (a container restarted after a crash) or garbage in it", async () => {
    await writeFile(path.join(dir, "server.pid"), String(process.pid));
    await (await lockDataDir(dir))();
    await writeFile(path.join(dir, "server.pid"), "not a pid");
    await (await lockDataDir(dir))();
  });
});
