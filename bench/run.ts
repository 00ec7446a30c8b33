import { benchCatalog } from "./catalog";
import { benchImport } from "./import";
import { benchInventory } from "./inventory";
import { benchLighthouse } from "./lighthouse";
import { benchLive } from "./live";
import { benchMemory } from "./memory";
import { benchReports } from "./reports";
import { benchSales } from "./sales";
import { benchStartup } from "./startup";
import { benchStatement } from "./statement";
import { benchWebSize } from "./web-size";

/** `npm run bench`: every benchmark prints one line of figures. */
const benches: Array<[string, () => Promise<void>]> = [
  ["startup", benchStartup],
  ["catalog", benchCatalog],
  ["web-size", benchWebSize],
  ["lighthouse", benchLighthouse],
  ["sales", benchSales],
  ["reports", benchReports],
  ["statement", benchStatement],
  ["live", benchLive],
  ["inventory", benchInventory],
  ["memory", benchMemory],
  ["import", benchImport],
];
const only = process.argv[2];
for (const [name, run] of benches) {
  if (only && only !== name) continue;
  await run();
}
