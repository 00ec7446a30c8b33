import { describe, expect, it } from "vitest";
import { DB_KINDS } from "../../support/test-app";
import { formatSoak, runSoak } from "./soak";

/**
 * The short soak (30 s; `npm run soak` is the long one, bench/README.md): the mixed workload at
 * fixed rates with live streams open, then the checks. On PostgreSQL when TEST_DATABASE_URL is
 * set (the deployment's database), else on PGlite; memory flatness is judged only by the long run.
 */
const kind = DB_KINDS.at(-1)!;

describe(`short soak on ${kind}`, () => {
  it("no errors, kept the rate, no unit sold twice, live streams stayed open, check:data clean", async () => {
    // A third of the long soak's rates: the suite runs beside other test files on 2 shared cores.
    const report = await runSoak({
      kind,
      port: 3806,
      seconds: 30,
      warmupSeconds: 5,
      rates: { browse: 10, cart: 2, checkout: 1, sale: 1 },
      streams: { visitors: 20, staff: 5 },
    });
    console.info(formatSoak(report));
    expect(report.failures).toEqual([]);
    expect(report.tally.kinds.checkout?.soldOut).toBeGreaterThan(0);
    expect(report.tally.streams.events).toBeGreaterThan(0);
  }, 150_000);
});
