// Refuses citations of tracker issues (the word followed by a number) in the source, tests, scripts,
// benchmarks and docs. The tracker is not part of the repository, so such a citation tells a
// reader nothing: say what the rule is, or link the decision record or product page instead.
// Also refuses what points nowhere: a decision number with no record (a record that moved or
// was never written) and a relative Markdown link to a file that does not exist.
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

const RECORD_REF = /(?:docs\/decisions\/|\b[Dd]ecisions? )(\d{4})(?:[–-](\d{4}))?/g;
// A link outside inline code: [text](target), target without a scheme or an anchor-only form.
const MD_LINK = /\[[^\]]*\]\(([^)\s#]+)(?:#[^)]*)?\)/g;

/** Decision numbers named in `text` that have no record, and broken relative links of a .md file. */
export function brokenReferences(
  text: string,
  file: string,
  recordExists: (n: string) => boolean,
  fileExists: (p: string) => boolean,
): string[] {
  const bad: string[] = [];
  let inFence = false;
  text.split("\n").forEach((line, i) => {
    for (const m of line.matchAll(RECORD_REF))
      for (const n of [m[1], m[2]]) if (n && !recordExists(n)) bad.push(`${i + 1}: no decision record ${n}`);
    if (!file.endsWith(".md")) return;
    if (line.trimStart().startsWith("```")) inFence = !inFence;
    if (inFence) return;
    for (const m of line.replace(/`[^`]*`/g, "").matchAll(MD_LINK)) {
      const target = m[1] ?? "";
      if (/^[a-z]+:/i.test(target)) continue;
      if (!fileExists(path.join(path.dirname(file), target))) bad.push(`${i + 1}: broken link ${target}`);
    }
  });
  return bad;
}

function scannedFiles(): string[] {
  // The root's own files (docs, configs, Dockerfile); the lock file is npm's, not ours.
  const rootDocs = readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isFile() && (TEXT_FILE.test(e.name) || e.name === "Dockerfile"))
    .filter((e) => e.name !== "package-lock.json")
    .map((e) => path.join(root, e.name));
  return [...rootDocs, ...ROOTS.flatMap((dir) => files(path.join(root, dir)))];
}

export function checkCitations(): string[] {
  return scannedFiles().flatMap((file) =>
    citations(readFileSync(file, "utf8")).map((hit) => `${path.relative(root, file)}:${hit}`),
  );
}

export function checkReferences(): string[] {
  const records = new Set(
    readdirSync(path.join(root, "docs/decisions")).flatMap((f) => /^(\d{4})-/.exec(f)?.[1] ?? []),
  );
  return scannedFiles().flatMap((file) =>
    brokenReferences(readFileSync(file, "utf8"), file, (n) => records.has(n), existsSync).map(
      (hit) => `${path.relative(root, file)}:${hit}`,
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bad = checkCitations();
  const broken = checkReferences();
  if (bad.length > 0)
    console.error(
      `Issue citations (say what they mean, or link docs/decisions or docs/product):\n  ${bad.join("\n  ")}`,
    );
  if (broken.length > 0) console.error(`References to nothing:\n  ${broken.join("\n  ")}`);
  if (bad.length + broken.length > 0) process.exit(1);
  console.log("No issue citations; every decision number and Markdown link points at something");
}
