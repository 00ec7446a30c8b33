import path from "node:path";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { applyMigrations } from "../db/migrate";
import { localImageStorage, s3ImageStorage } from "../gateways/image-storage";
import { importExternalImages } from "../import";

/**
 * Downloads the imported products' pictures from the old hosted storage into ours (docs/import.md):
 *   npx tsx src/server/cli/import-images.ts
 * Needs internet; run it again for the ones that failed.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await applyMigrations(database);
  const storage = config.s3
    ? s3ImageStorage(config.s3)
    : localImageStorage(path.join(config.dataDir, "media"));
  const result = await importExternalImages(database.db, storage);
  console.log(`Imágenes convertidas: ${result.converted}; pendientes: ${result.failed.length}`);
  for (const f of result.failed) console.log(`  ${f.productId} ${f.url}: ${f.reason}`);
  await database.close();
  process.exit(result.failed.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
