// Refuses citations of tracker issues (the word followed by a number) in the source, tests, scripts,
// benchmarks and docs. The tracker is not part of the repository, so such a citation tells a
// reader nothing: say what the rule is, or link the decision record or product page instead.
// Also refuses what points nowhere: a decision number with no record (a record that moved or
// was never written) and a relative Markdown link to a file that does not exist. And, outside
// docs/decisions, a citation of a record whose Status line says it was superseded (in part or
// whole): the reader would follow it to a decision that no longer stands as written.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { recordCitations, supersededCitations, supersededRecords } from "./record-citations";

const root = path.resolve(import.meta.dirname, "..");
const ROOTS = ["src", "tests", "bench", "scripts", "docs", "ops", ".ci"];
const SKIP_DIRS = new Set(["node_modules", "dist", "meta", ".git"]);
// Text by its extension, or a script without one (.ci/run); the root's own dotfiles by name.
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|cjs|md|sh|sql|ya?ml|json|html|css)$|^[^.]+$/;
const ROOT_TEXT = new Set([".env.example", ".dockerignore", ".gitignore"]);
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

// A link outside inline code: [text](target), target without a scheme or an anchor-only form.
const MD_LINK = /\[[^\]]*\]\(([^)\s#]+)(?:#[^)]*)?\)/g;

/** Decision numbers named in `text` that have no record, and broken relative links of a .md file. */
export function brokenReferences(
  text: string,
  file: string,
  recordExists: (n: string) => boolean,
  fileExists: (p: string) => boolean,
): string[] {
  const bad: { line: number; problem: string }[] = [];
  for (const { line, from, to } of recordCitations(text))
    for (const n of new Set([from, to]))
      if (!recordExists(n)) bad.push({ line, problem: `no decision record ${n}` });
  let inFence = false;
  text.split("\n").forEach((line, i) => {
    if (!file.endsWith(".md")) return;
    if (line.trimStart().startsWith("```")) inFence = !inFence;
    if (inFence) return;
    for (const m of line.replace(/`[^`]*`/g, "").matchAll(MD_LINK)) {
      const target = m[1] ?? "";
      if (/^[a-z]+:/i.test(target)) continue;
      if (!fileExists(path.join(path.dirname(file), target)))
        bad.push({ line: i + 1, problem: `broken link ${target}` });
    }
  });
  return bad.sort((a, b) => a.line - b.line).map(({ line, problem }) => `${line}: ${problem}`);
}

function scannedFiles(): string[] {
  // The root's own files (docs, configs, Dockerfile, dotfiles); the lock file is npm's, not ours.
  const rootDocs = readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isFile() && (TEXT_FILE.test(e.name) || ROOT_TEXT.has(e.name)))
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

/** Citations, outside docs/decisions, of a record that a newer one superseded. */
export function checkSuperseded(): string[] {
  const superseded = supersededRecords(path.join(root, "docs/decisions"));
  return scannedFiles()
    .map((file) => path.relative(root, file))
    .filter((file) => !file.startsWith(`docs${path.sep}decisions${path.sep}`))
    .flatMap((file) =>
      supersededCitations(readFileSync(path.join(root, file), "utf8"), superseded).map(
        (hit) => `${file}:${hit}`,
      ),
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bad = checkCitations();
  const broken = checkReferences();
  const stale = checkSuperseded();
  if (bad.length > 0)
    console.error(
      `Issue citations (say what they mean, or link docs/decisions or docs/product):\n  ${bad.join("\n  ")}`,
    );
  if (broken.length > 0) console.error(`References to nothing:\n  ${broken.join("\n  ")}`);
  if (stale.length > 0)
    console.error(
      `Citations of a superseded decision (cite the record that now states the point, or say the rule without a number):\n  ${stale.join("\n  ")}`,
    );
  if (bad.length + broken.length + stale.length > 0) process.exit(1);
  console.log(
    "No issue citations; every decision number and Markdown link points at something; no superseded decision is cited",
  );
}
