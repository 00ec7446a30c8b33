import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { applyMigrations } from "../db/migrate";
import { checkData, formatVerdict } from "../import";

/** `npm run check:data`: the invariant checker's verdict (docs/import.md); exits 1 on a violation. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await applyMigrations(database);
  const result = await checkData(database.db);
  console.log(formatVerdict(result));
  await database.close();
  process.exit(result.ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
