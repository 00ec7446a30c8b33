#!/usr/bin/env node
// The npm registry mirror this project installs from serves only the Linux builds of packages
// that ship one optional package per platform (Biome, Tailwind's oxide, ...). npm then leaves
// the other platforms out of package-lock.json, and `npm ci` refuses the lock as out of sync
// ("Missing: @biomejs/cli-win32-x64@ from lock file"). This adds those entries back, marked
// optional and with their os/cpu, so `npm ci` validates the lock and skips them on Linux as it
// would with a complete lock. Run after `npm install` changes dependencies: `npm run lock:fix`
// (`npm run lint` checks it with --check).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const lockPath = path.resolve(import.meta.dirname, "../package-lock.json");
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages = lock.packages;
const OS = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "sunos", "aix"];
const CPU = ["arm64", "x64", "arm", "ia32", "wasm32", "riscv64", "ppc64", "s390x", "loong64"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os && cpu !== "wasm32") return null;
  const libc = parts.includes("musl") ? "musl" : os === "linux" && parts.includes("gnu") ? "glibc" : null;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const platform = platformOf(dep);
    if (!platform) continue;
    const base = location ? `${location}/node_modules/${dep}` : `node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (packages[base] || packages[hoisted]) continue;
    packages[hoisted] = {
      version,
      ...(platform.cpu ? { cpu: [platform.cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      ...(platform.os ? { os: [platform.os] } : {}),
    };
    added++;
  }
}
if (process.argv.includes("--check")) {
  if (added) {
    console.error(
      `package-lock.json lacks ${added} platform entries: npm ci would refuse it. Run \`npm run lock:fix\`.`,
    );
    process.exit(1);
  }
  process.exit(0);
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added`);
