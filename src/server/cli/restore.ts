import path from "node:path";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { checkData, formatVerdict } from "../import";
import { countDifferences, restore } from "./backup-archive";

/**
 * `npm run restore -- <folder>`: a backup into a new, empty database (DATABASE_URL, or a DATA_DIR
 * without a database) and its pictures into DATA_DIR/media; then compares row counts with the
 * backup and runs the invariant checker. Exits 1 when either finds a difference.
 */
async function main() {
  const source = process.argv[2];
  if (!source) throw new Error("Uso: npm run restore -- <carpeta de la copia>");
  const config = loadConfig();
  const { manifest, counts } = await restore(config, path.resolve(source));
  const differences = countDifferences(manifest.counts, counts);
  console.log(`Restaurada la copia del ${manifest.createdAt} (${Object.keys(counts).length} tablas)`);
  for (const d of differences) console.log(`  diferencia: ${d}`);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const verdict = await checkData(database.db);
  await database.close();
  console.log(formatVerdict(verdict));
  process.exit(differences.length === 0 && verdict.ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
