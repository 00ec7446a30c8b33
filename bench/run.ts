import { benchCatalog } from "./catalog";
import { benchSales } from "./sales";
import { benchStartup } from "./startup";
import { benchWebSize } from "./web-size";

/** `npm run bench`: every benchmark prints one line of figures. */
const benches: Array<[string, () => Promise<void>]> = [
  ["startup", benchStartup],
  ["catalog", benchCatalog],
  ["web-size", benchWebSize],
  ["sales", benchSales],
];
const only = process.argv[2];
for (const [name, run] of benches) {
  if (only && only !== name) continue;
  await run();
}
