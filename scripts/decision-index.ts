// The index of the decision records (docs/decisions/README.md) is written from the records
// themselves, so it cannot drift from them: `npm run docs:index` rewrites it, and
// `npm run lint` (`--check`) fails when it is stale, when a record's head is malformed, or when
// a record says it was superseded by another that does not say it supersedes it (or the reverse).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const decisionsDir = path.resolve(import.meta.dirname, "../docs/decisions");
const indexFile = path.join(decisionsDir, "README.md");

export interface DecisionRecord {
  number: string;
  file: string;
  title: string;
  date: string;
  /** Numbers of the records that replace this one; empty while it stands. */
  supersededBy: string[];
  /** Numbers of the records this one replaces. */
  supersedes: string[];
}

const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;
const LINK = /\[(\d{4})\]\((\d{4}-[a-z0-9-]+\.md)\)/g;

/** Every `[NNNN](NNNN-name.md)` link of a head field, checked against the file name it points at. */
function links(field: string, where: string, problems: string[]): string[] {
  const found = [...field.matchAll(LINK)];
  const rest = field.replace(LINK, "").replace(/[,\s]|and/g, "");
  if (found.length === 0 || rest !== "") problems.push(`${where}: expected links like [0043](0043-name.md)`);
  return found.map(([, number, target]) => {
    if (!target?.startsWith(`${number}-`)) problems.push(`${where}: [${number}] links to ${target}`);
    return number ?? "";
  });
}

/**
 * Reads a record's head: `# NNNN — Title`, then (after an optional blank line) exactly one line
 * `Status: accepted · Date: YYYY-MM-DD` or `Status: superseded by [NNNN](NNNN-….md) · Date: …`,
 * optionally followed by ` · Supersedes: [NNNN](NNNN-….md)`.
 */
export function parseRecord(file: string, text: string): { record?: DecisionRecord; problems: string[] } {
  const problems: string[] = [];
  const number = RECORD_FILE.exec(file)?.[1];
  if (!number) return { problems: [`${file}: a record's file is named NNNN-short-title.md`] };
  const lines = text.split("\n");
  const title = new RegExp(`^# ${number} — (.+)$`).exec(lines[0] ?? "")?.[1]?.trim();
  if (!title) problems.push(`${file}: the first line must be "# ${number} — Title"`);
  const statusAt = lines[1] === "" ? 2 : 1;
  const statusLine = lines[statusAt] ?? "";
  const statusLines = lines.slice(1, 12).filter((l) => l.startsWith("Status:"));
  if (statusLines.length > 1) problems.push(`${file}: more than one Status line; keep one`);
  const fields = statusLine.split(" · ");
  const status = /^Status: (.+)$/.exec(fields[0] ?? "")?.[1];
  const date = /^Date: (\d{4}-\d{2}-\d{2})$/.exec(fields[1] ?? "")?.[1];
  if (!status || !date) {
    problems.push(`${file}: right under the title, "Status: accepted · Date: YYYY-MM-DD" is missing`);
    return { problems };
  }
  let supersededBy: string[] = [];
  if (status.startsWith("superseded by ")) {
    supersededBy = links(status.slice("superseded by ".length), `${file} Status`, problems);
  } else if (status !== "accepted") {
    problems.push(`${file}: Status is "accepted" or "superseded by [NNNN](NNNN-….md)", not "${status}"`);
  }
  let supersedes: string[] = [];
  for (const extra of fields.slice(2)) {
    const field = /^Supersedes: (.+)$/.exec(extra)?.[1];
    if (field) supersedes = supersedes.concat(links(field, `${file} Supersedes`, problems));
    else problems.push(`${file}: unknown head field "${extra}"`);
  }
  return { record: { number, file, title: title ?? "", date, supersededBy, supersedes }, problems };
}

/** Every "superseded by" has its "Supersedes" on the other side, and both sides exist. */
export function checkLinks(records: DecisionRecord[]): string[] {
  const byNumber = new Map(records.map((r) => [r.number, r]));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const r of records) {
    if (seen.has(r.number)) problems.push(`${r.file}: number ${r.number} is used by two records`);
    seen.add(r.number);
    for (const n of r.supersededBy) {
      const other = byNumber.get(n);
      if (!other) problems.push(`${r.file}: superseded by ${n}, which does not exist`);
      else if (!other.supersedes.includes(r.number))
        problems.push(`${other.file}: add "Supersedes: [${r.number}](${r.file})" (${r.file} says so)`);
    }
    for (const n of r.supersedes) {
      const other = byNumber.get(n);
      if (!other) problems.push(`${r.file}: supersedes ${n}, which does not exist`);
      else if (!other.supersededBy.includes(r.number))
        problems.push(`${other.file}: add "Status: superseded by [${r.number}](${r.file})" under its title`);
    }
  }
  return problems;
}

const link = (n: string, byNumber: Map<string, DecisionRecord>) => `[${n}](${byNumber.get(n)?.file ?? ""})`;
const cell = (text: string) => text.replaceAll("|", "\\|");

export function renderIndex(records: DecisionRecord[]): string {
  const byNumber = new Map(records.map((r) => [r.number, r]));
  const rows = [...records]
    .sort((a, b) => a.number.localeCompare(b.number))
    .map((r) => {
      const status =
        r.supersededBy.length > 0
          ? `superseded by ${r.supersededBy.map((n) => link(n, byNumber)).join(", ")}`
          : "accepted";
      const supersedes = r.supersedes.map((n) => link(n, byNumber)).join(", ");
      return `| [${r.number}](${r.file}) | ${cell(r.title)} | ${status} | ${r.date} | ${supersedes} |`;
    });
  return `# Decision records

<!-- Written by \`npm run docs:index\` (scripts/decision-index.ts) from the records; do not edit. -->

Each record says what was decided, why, and what follows from it. A record is never rewritten
when its decision changes: a new record replaces it and says so in its head
(\`Supersedes: [NNNN](NNNN-….md)\`); the old record keeps its text, and its Status line
becomes \`Status: superseded by [NNNN](NNNN-….md) · Date: …\`. Every record starts:

\`\`\`
# NNNN — Title

Status: accepted · Date: YYYY-MM-DD · Supersedes: [NNNN](NNNN-short-title.md)
\`\`\`

(\`Supersedes\` only when it replaces a record.) After adding or superseding a record, run
\`npm run docs:index\`; \`npm run lint\` fails while this index is stale or a link is one-sided.
Benchmarks and their figures are in [bench/README.md](../../bench/README.md), not here.

| # | Decision | Status | Date | Supersedes |
|---|---|---|---|---|
${rows.join("\n")}
`;
}

export function readRecords(dir = decisionsDir): { records: DecisionRecord[]; problems: string[] } {
  const records: DecisionRecord[] = [];
  const problems: string[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith(".md") || file === "README.md") continue;
    const parsed = parseRecord(file, readFileSync(path.join(dir, file), "utf8"));
    problems.push(...parsed.problems);
    if (parsed.record) records.push(parsed.record);
  }
  return { records, problems: problems.concat(checkLinks(records)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { records, problems } = readRecords();
  if (problems.length > 0) {
    console.error(`docs/decisions:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  const index = renderIndex(records);
  if (process.argv.includes("--check")) {
    let current = "";
    try {
      current = readFileSync(indexFile, "utf8");
    } catch {}
    if (current !== index) {
      console.error("docs/decisions/README.md is stale: run `npm run docs:index`");
      process.exit(1);
    }
  } else {
    writeFileSync(indexFile, index);
    console.log(`docs/decisions/README.md: ${records.length} records`);
  }
}
