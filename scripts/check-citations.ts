// Refuses citations of tracker issues (the word followed by a number) in the source, tests, scripts,
// benchmarks and docs. The tracker is not part of the repository, so such a citation tells a
// reader nothing: say what the rule is, or link the decision record or product page instead.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const ROOTS = ["src", "tests", "bench", "scripts", "docs", ".ci"];
const SKIP_DIRS = new Set(["node_modules", "dist", "meta", ".git"]);
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|cjs|md|sh|sql|ya?ml|json|html|css)$/;
// Built at run time so this file does not cite anything itself.
const CITATION = new RegExp(["\\bissues?", "\\s*#?\\s*\\d+\\b"].join(""), "i");

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return SKIP_DIRS.has(e.name) ? [] : files(full);
    return TEXT_FILE.test(e.name) ? [full] : [];
  });
}

/** Lines of `text` that cite an issue, as "line: text". */
export function citations(text: string): string[] {
  return text.split("\n").flatMap((line, i) => (CITATION.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

export function checkCitations(): string[] {
  // The root's own files (docs, configs, Dockerfile); the lock file is npm's, not ours.
  const rootDocs = readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isFile() && (TEXT_FILE.test(e.name) || e.name === "Dockerfile"))
    .filter((e) => e.name !== "package-lock.json")
    .map((e) => path.join(root, e.name));
  return [...rootDocs, ...ROOTS.flatMap((dir) => files(path.join(root, dir)))].flatMap((file) =>
    citations(readFileSync(file, "utf8")).map((hit) => `${path.relative(root, file)}:${hit}`),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bad = checkCitations();
  if (bad.length > 0) {
    console.error(
      `Issue citations (say what they mean, or link docs/decisions or docs/product):\n  ${bad.join("\n  ")}`,
    );
    process.exit(1);
  }
  console.log("No issue citations");
}
