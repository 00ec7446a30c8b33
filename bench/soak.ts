import { formatSoak, runSoak } from "../tests/server/faults/soak";

/**
 * `npm run soak [seconds] [pglite|postgres]`: the mixed workload at fixed rates for several minutes
 * (default 300 s after a 60 s warm-up, on PostgreSQL at TEST_DATABASE_URL or the local server).
 * Exits 1 when any check fails. See bench/README.md.
 */
const seconds = Number(process.argv[2] ?? process.env.SOAK_SECONDS ?? 300);
const kind = (process.argv[3] ?? process.env.SOAK_DATABASE ?? "postgres") as "pglite" | "postgres";
if (!Number.isFinite(seconds) || seconds <= 0 || !["pglite", "postgres"].includes(kind)) {
  console.error("usage: npm run soak [seconds] [pglite|postgres]");
  process.exit(2);
}
const report = await runSoak({
  kind,
  port: Number(process.env.SOAK_PORT ?? 3810),
  seconds,
  warmupSeconds: Number(process.env.SOAK_WARMUP ?? 60),
});
console.log(formatSoak(report));
process.exit(report.failures.length ? 1 : 0);
