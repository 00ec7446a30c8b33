// Enforces the one-way imports of ARCHITECTURE.md:
//   src/domain imports nothing outside src/domain (no packages, no node: modules);
//   src/contracts imports only src/domain and zod;
//   src/web never imports src/server.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(e.name) ? [full] : [];
  });
}

function layerOf(file: string): string | null {
  const rel = path.relative(path.join(root, "src"), file);
  return rel.startsWith("..") ? null : (rel.split(path.sep)[0] ?? null);
}

/** The import specifiers in `source` (the text of `file`) that break the layer rules. */
export function violations(file: string, source: string): string[] {
  const layer = layerOf(file);
  const problems: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? "";
    const relative = spec.startsWith(".");
    const target = relative ? layerOf(path.resolve(path.dirname(file), spec)) : null;
    if (layer === "domain" && !file.endsWith(".test.ts") && (!relative || target !== "domain"))
      problems.push(spec);
    if (layer === "domain" && file.endsWith(".test.ts") && relative && target !== "domain")
      problems.push(spec);
    if (
      layer === "contracts" &&
      (relative ? !["contracts", "domain"].includes(target ?? "") : spec !== "zod")
    )
      problems.push(spec);
    if (layer === "web" && relative && target === "server") problems.push(spec);
  }
  return problems;
}

export function checkTree(): string[] {
  const bad: string[] = [];
  for (const layer of ["domain", "contracts", "web"]) {
    for (const file of files(path.join(root, "src", layer))) {
      for (const spec of violations(file, readFileSync(file, "utf8")))
        bad.push(`${path.relative(root, file)} imports '${spec}'`);
    }
  }
  return bad;
}

const bad = import.meta.url === `file://${process.argv[1]}` ? checkTree() : [];
if (bad.length) {
  console.error(`Import direction broken (ARCHITECTURE.md):\n  ${bad.join("\n  ")}`);
  process.exit(1);
}
if (import.meta.url === `file://${process.argv[1]}` && !bad.length) console.log("Import direction OK");
