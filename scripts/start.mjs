#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then runs
// the server (TypeScript through tsx). Embedded database and demo data unless configured.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildWebIfStale } from "./web-build.mjs";

const root = path.resolve(import.meta.dirname, "..");

const status = buildWebIfStale();
if (status !== 0) process.exit(status);

const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
