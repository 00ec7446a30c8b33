import path from "node:path";
import { loadConfig } from "../config";
import { backup } from "./backup-archive";

/**
 * `npm run backup [-- <folder>]`: the database and the pictures into a new folder, by default
 * DATA_DIR/backups/<UTC date and time> (docs/operations.md). With the embedded database, stop
 * the server first.
 */
async function main() {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const dest = path.resolve(process.argv[2] ?? path.join(config.dataDir, "backups", stamp));
  const manifest = await backup(config, dest);
  const rows = Object.values(manifest.counts).reduce((a, b) => a + b, 0);
  console.log(
    `Copia de seguridad en ${dest}: ${manifest.database}, ${Object.keys(manifest.counts).length} tablas, ${rows} filas, imágenes ${manifest.media === "included" ? "incluidas" : "en el bucket"}`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
