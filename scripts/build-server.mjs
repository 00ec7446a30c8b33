#!/usr/bin/env node
// Compiles the server and its command-line tools to JavaScript in dist/server, so production runs
// `node dist/server/main.js` without compiling TypeScript in-process (tsx costs start time and memory).
// Packages stay external (node_modules is installed next to the build): the native and wasm ones
// (sharp, @node-rs/argon2, pg, PGlite) load their binaries from their own folders. The packages
// this build imports are package.json's "dependencies", no more (docs/decisions/0136).
// Except drizzle-orm (and better-auth's drizzle adapter, so both use the one copy): it is compiled
// in, because Node 24 resolving its ~110 ES module files one by one re-read and JSON-parsed its
// 179 KB package.json (its `exports`) for each of ~460 imports, ~200 MB of garbage at every
// start, which left the idle server ~80 MB bigger (docs/decisions/0257).
// Every output file sits directly in dist/server so code that finds files next to itself through
// import.meta.dirname (the migrations folder) finds them whichever chunk it lands in.
import { cpSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
// `--out <dir>`: tests compile into a folder of their own (inside the project, so the packages
// resolve) instead of replacing the dist/server another process may be running.
const outArg = process.argv.indexOf("--out");
const out = outArg > 0 ? path.resolve(process.argv[outArg + 1]) : path.join(root, "dist/server");
// `--metafile <file>`: also writes esbuild's record of every output's imports, from which a test
// checks that package.json's "dependencies" are exactly the packages the compiled server loads.
const metaArg = process.argv.indexOf("--metafile");
const metafile = metaArg > 0 ? path.resolve(process.argv[metaArg + 1]) : null;

const entryPoints = {
  main: "src/server/main.ts",
  // Preloaded with `node --import` before main.js: OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set.
  otel: "src/server/otel.ts",
  "check-data": "src/server/cli/check-data.ts",
  "create-superadmin": "src/server/cli/create-superadmin.ts",
  import: "src/server/cli/import.ts",
  "import-images": "src/server/cli/import-images.ts",
  healthcheck: "src/server/cli/healthcheck.ts",
  // The demo seed renders its pictures in a child process (src/server/composition/product-images.ts).
  "render-demo-art": "src/server/composition/render-demo-art.ts",
  backup: "src/server/cli/backup.ts",
  restore: "src/server/cli/restore.ts",
};

/** The packages compiled into the build; every other bare import stays external (`packages: "external"`). */
const BUNDLED_PACKAGES = ["drizzle-orm", "better-auth/adapters/drizzle", "@better-auth/drizzle-adapter"];
const bundled = new RegExp(`^(${BUNDLED_PACKAGES.map((p) => p.replace(/[/.]/g, "\\$&")).join("|")})(/|$)`);
/** `packages: "external"` but for BUNDLED_PACKAGES: a bare specifier is left to Node unless it names one. */
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (bundled.test(args.path) ? undefined : { external: true }));
  },
};

rmSync(out, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints,
  outdir: out,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  plugins: [externalPackages],
  chunkNames: "chunk-[hash]",
  sourcemap: "linked",
  logLevel: "warning",
  metafile: Boolean(metafile),
});
if (metafile) writeFileSync(metafile, JSON.stringify(result.metafile));
cpSync(path.join(root, "src/server/db/migrations"), path.join(out, "migrations"), { recursive: true });
console.log(`Servidor compilado en ${path.relative(root, out)}`);
