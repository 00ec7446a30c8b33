import { benchStartup } from "./startup";

/** `npm run bench`: every benchmark prints one line of figures. */
const benches: Array<[string, () => Promise<void>]> = [["startup", benchStartup]];
const only = process.argv[2];
for (const [name, run] of benches) {
  if (only && only !== name) continue;
  await run();
}
