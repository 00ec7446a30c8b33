import { readFile } from "node:fs/promises";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { applyMigrations } from "../db/migrate";
import { type AuthUser, formatReport, runImport } from "../import";

/**
 * Brings the old shop's data over (docs/import.md):
 *   npm run import -- export.json [--auth users.json --hash-config config.json] [--skip <collection>]… [--dry-run]
 * Exits 1 when the checker finds a violation or a collection of the export would not be imported
 * (name it with --skip to leave it out on purpose).
 * Opens the database like `npm run superadmin` (DATABASE_URL, or the embedded one in DATA_DIR).
 */
async function main() {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const file = args.find(
    (a, i) => !a.startsWith("--") && !["--auth", "--hash-config", "--skip"].includes(args[i - 1] ?? ""),
  );
  // --skip a --skip b, or --skip a,b.
  const skip = args.flatMap((a, i) => (args[i - 1] === "--skip" ? a.split(",").map((s) => s.trim()) : []));
  const authFile = flag("--auth");
  const configFile = flag("--hash-config");
  if (!file || (authFile && !configFile)) {
    console.error(
      "Uso: npm run import -- export.json [--auth users.json --hash-config config.json] [--skip <colección>]… [--dry-run]",
    );
    process.exit(2);
  }
  const exported = JSON.parse(await readFile(file, "utf8"));
  const authUsers: AuthUser[] | undefined = authFile
    ? JSON.parse(await readFile(authFile, "utf8")).users
    : undefined;
  const hash = configFile ? JSON.parse(await readFile(configFile, "utf8")) : null;
  const hashConfig = hash
    ? {
        signerKey: hash.base64_signer_key ?? hash.signerKey,
        saltSeparator: hash.base64_salt_separator ?? hash.saltSeparator,
        rounds: Number(hash.rounds),
        memCost: Number(hash.mem_cost ?? hash.memCost),
      }
    : undefined;
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await applyMigrations(database);
  const started = performance.now();
  const report = await runImport(database.db, exported, {
    authUsers,
    hashConfig,
    dryRun: args.includes("--dry-run"),
    skip,
  });
  console.log(formatReport(report));
  console.log(`\nTiempo: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
  process.exit(report.check.ok && !report.unknownCollections.length ? 0 : 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
