// `npm test`: lint, types, Vitest and Playwright, in that order, stopping at the first that
// fails; each phase's time is printed at the end, so a slow run says where its time went.
import { spawnSync } from "node:child_process";

const PHASES = ["lint", "typecheck", "test:unit", "test:e2e"];
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const times = [];
let failed;
for (const phase of PHASES) {
  const started = Date.now();
  const { status, signal } = spawnSync(npm, ["run", phase], { stdio: "inherit" });
  times.push([phase, (Date.now() - started) / 1000]);
  if (status !== 0) {
    failed = `${phase} (${signal ?? `code ${status}`})`;
    break;
  }
}
console.log("\nPhase times (npm test):");
for (const [phase, seconds] of times)
  console.log(`  ${phase.padEnd(12)} ${seconds.toFixed(0).padStart(5)} s`);
if (failed) {
  console.log(`  failed: ${failed}`);
  process.exit(1);
}
