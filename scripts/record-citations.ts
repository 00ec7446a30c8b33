// Which decision records a text cites, and which of those citations name a superseded record.
// A citation of a superseded record sends the reader to text that no longer decides: cite the
// record that now states the point, or say the rule without a number.
//
// The forms the tree uses (a number is four digits):
//   - a path:    docs/decisions/0044, ../decisions/0060-customer-records.md (a Markdown link's target)
//   - a word:    decision 0046, Decision 0145, decisions 0130 (build) and 0136, decisión 0136
//   - bare, closing a parenthesis or owning a name: (0046), (0046, 0251), (…, credit included, 0161),
//                (0161's keptOnCancel)
// A path or a word may go on as a list or a range, across a comment's line break:
// 0040, 0044 · 0150 and 0151 · 0111–0114 (every record from the first to the last).
// Not citations: amounts and years (2026), dates (2026-11-27), phones and RTNs (9999-0000,
// 0801-1990-123456), colours (#0005), migration tags (0002_…), U+0000, quoted strings ("0043"), a
// record's file name on its own (0043-old.md, as the decision-index tests spell their examples).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface RecordCitation {
  /** 1-based line of the number. */
  line: number;
  /** First and last record of the citation; the same number unless it is a range. */
  from: string;
  to: string;
}

const NUM = String.raw`\d{4}`;
// Between two items of a list: spaces, or a line break and the comment leader of the next line.
const GAP = String.raw`(?:[ \t]|\r?\n[ \t]*(?:\*(?!/)|//|#|--)?)*`;
const SEP = `${GAP}(?:,${GAP}(?:(?:and|y)${GAP})?|(?:and|y|or|o|&)${GAP})`;
// A range is written tight ("0111–0114"): "0130 - 1000 ms" is a figure after a citation.
const RANGE = "[–-]";
const ITEM = `${NUM}(?:${RANGE}${NUM})?`;
// What a list may say about one item before the next: "decisions 0130 (build, process) and 0136".
const ASIDE = String.raw`(?:${GAP}\([^()]*\))?`;
const LIST = String.raw`${ITEM}(?:${ASIDE}${SEP}${ITEM}(?!\d))*`;
const NAMED = new RegExp(String.raw`(?:decisions/|\b[Dd]ecisi(?:on|ón)(?:e?s)?[ \t]+)(${LIST})(?!\d)`, "g");
// A bare number counts only where it opens a parenthesis or follows a comma in one, and the
// parenthesis ends right after it (or it owns a name): "(0046, 0251)", "(…, credit included, 0161)",
// "(0161's …)". Not "migration 0008)", "U+0000)", "4000 0000 0000 0002", which are data.
const BARE_NUM = "0\\d{3}";
const BARE = new RegExp(String.raw`(?<=\(|,[ \t]*)(${BARE_NUM}(?:,[ \t]*${BARE_NUM})*)(?=\)|'s\b)`, "g");

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

/** Every record `text` cites, one entry per number or range, in the text's order, without repeats on a line. */
export function recordCitations(text: string): RecordCitation[] {
  const found = new Map<string, RecordCitation & { offset: number }>();
  for (const pattern of [NAMED, BARE])
    for (const m of text.matchAll(pattern)) {
      const list = m[1] ?? "";
      const at = (m.index ?? 0) + m[0].length - list.length;
      // Each item of the list, with its own line; a range keeps both ends; an aside is skipped.
      const item = new RegExp(String.raw`(${NUM})(?:${RANGE}(${NUM}))?|\([^()]*\)`, "g");
      for (const i of list.matchAll(item)) {
        if (!i[1]) continue;
        const offset = at + (i.index ?? 0);
        const citation = { offset, line: lineAt(text, offset), from: i[1], to: i[2] ?? i[1] };
        const key = `${citation.line}:${citation.from}:${citation.to}`;
        if (!found.has(key)) found.set(key, citation);
      }
    }
  return [...found.values()]
    .sort((a, b) => a.offset - b.offset)
    .map(({ line, from, to }) => ({ line, from, to }));
}

/**
 * Records whose Status line says superseded, with the records that replace them. Superseded in part
 * counts as superseded: the Status line says "superseded by" whether the newer record replaces one
 * point or all of it, so a citation cannot tell which part it means.
 */
export function supersededRecords(dir: string): Map<string, string[]> {
  const superseded = new Map<string, string[]>();
  for (const file of readdirSync(dir)) {
    const number = /^(\d{4})-.*\.md$/.exec(file)?.[1];
    if (!number) continue;
    const lines = readFileSync(path.join(dir, file), "utf8").split("\n").slice(1, 12);
    const status = lines.find((l) => l.startsWith("Status:"))?.split(" · ")[0] ?? "";
    if (/\bsuperseded\b/i.test(status))
      superseded.set(
        number,
        [...status.matchAll(/\[(\d{4})\]/g)].map((m) => m[1] ?? ""),
      );
  }
  return superseded;
}

/** Citations in `text` of a superseded record, as "line: NNNN, superseded by MMMM". */
export function supersededCitations(text: string, superseded: Map<string, string[]>): string[] {
  return recordCitations(text).flatMap(({ line, from, to }) =>
    [...superseded.keys()]
      .filter((n) => from <= n && n <= to)
      .sort()
      .map((n) => `${line}: ${n}, superseded by ${superseded.get(n)?.join(", ") || "a newer record"}`),
  );
}
