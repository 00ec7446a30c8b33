import { benchCatalog } from "./catalog";
import { benchCheckout } from "./checkout";
import { benchImport } from "./import";
import { benchInventory } from "./inventory";
import { printSummary } from "./lib";
import { benchLighthouse } from "./lighthouse";
import { benchLive } from "./live";
import { benchMail } from "./mail";
import { benchMemory } from "./memory";
import { benchMetrics } from "./metrics";
import { benchOperations10x } from "./operations-10x";
import { benchReports } from "./reports";
import { benchSales } from "./sales";
import { benchScale } from "./scale";
import { benchServiceDesk } from "./service-desk";
import { benchStartup } from "./startup";
import { benchStatement } from "./statement";
import { benchTwoInstances } from "./two-instances";
import { benchWebSize } from "./web-size";

/**
 * `npm run bench [name]`: every benchmark (or the one named) prints its own figures, then one
 * summary of all of them (bench/README.md).
 */
const benches: Array<[string, () => Promise<void>]> = [
  ["startup", benchStartup],
  ["catalog", benchCatalog],
  ["metrics", benchMetrics],
  ["web-size", benchWebSize],
  ["lighthouse", benchLighthouse],
  ["sales", benchSales],
  ["checkout", benchCheckout],
  ["two-instances", benchTwoInstances],
  ["reports", benchReports],
  ["statement", benchStatement],
  ["live", benchLive],
  ["inventory", benchInventory],
  ["service-desk", benchServiceDesk],
  ["scale", benchScale],
  ["memory", benchMemory],
  ["import", benchImport],
  ["operations", benchOperations10x],
  ["mail", benchMail],
];
const only = process.argv[2];
if (only && !benches.some(([name]) => name === only)) {
  console.error(`unknown benchmark ${only}; one of: ${benches.map(([name]) => name).join(", ")}`);
  process.exit(1);
}
try {
  for (const [name, run] of benches) {
    if (only && only !== name) continue;
    await run();
  }
} finally {
  // Also after a failing bench: what the others measured is still worth reading.
  printSummary();
}
