// Builds the web app (vite) when dist/web is missing or older than its sources. `npm start`
// calls it before starting the server, and the benchmarks before starting theirs: a server
// without dist/web serves no page, and a bench would measure nothing.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "dist/web/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!entry.name.includes(".test.")) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether dist/web must be built again. */
export function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const sources = ["src/web", "src/domain", "src/contracts"].map((d) => path.join(root, d));
  const newest = Math.max(...sources.map(newestMtime), statSync(path.join(root, "vite.config.ts")).mtimeMs);
  return newest > statSync(builtIndex).mtimeMs;
}

/** Builds dist/web if it is stale; returns vite's exit status (0 when nothing had to be done). */
export function buildWebIfStale() {
  if (!webBuildIsStale()) return 0;
  console.log("Construyendo la aplicación web…");
  const build = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    { cwd: root, stdio: "inherit" },
  );
  return build.status ?? 1;
}
