import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkSuperseded } from "./check-citations";
import { recordCitations, supersededCitations, supersededRecords } from "./record-citations";

// The fixtures pretend 0044 was superseded by 0060 and 0061 (both really stand), so this file
// passes the repository's own check.
const superseded = new Map([["0044", ["0060", "0061"]]]);
const stale = (text: string) => supersededCitations(text, superseded);

describe("citations of a superseded decision", () => {
  it("refuses one in every form the tree cites records", () => {
    expect(stale("// Staff sessions last 12 hours (docs/decisions/0044).")).toEqual([
      "1: 0044, superseded by 0060, 0061",
    ]);
    expect(stale("See [decision 0044](../decisions/0044-staff-session-lifetime.md).")).toEqual([
      "1: 0044, superseded by 0060, 0061",
    ]);
    expect(stale("decisión 0044")).toHaveLength(1);
    expect(stale("/** The session's end (0044). */")).toHaveLength(1);
    expect(stale("// what is paid (0046, 0044)")).toHaveLength(1);
    expect(stale("// idle, then signed out, 0044)")).toHaveLength(1);
    expect(stale("// (0044's inactivity rule)")).toHaveLength(1);
  });

  it("follows a list across a comment's line break, past an aside, and into a range", () => {
    expect(stale("/**\n * Sessions (docs/decisions/0046,\n * 0044): twelve hours.\n */")).toEqual([
      "3: 0044, superseded by 0060, 0061",
    ]);
    expect(stale("decisions 0040 (passwords, resets,\ntheir texts) and 0044 (sessions)")).toEqual([
      "2: 0044, superseded by 0060, 0061",
    ]);
    expect(stale("(docs/decisions/0044–0047)")).toEqual(["1: 0044, superseded by 0060, 0061"]);
  });

  it("lets a standing record's citation pass", () => {
    expect(stale("// docs/decisions/0045, decision 0046 and (0060, 0061); docs/decisions/0045–0047")).toEqual(
      [],
    );
    expect(recordCitations("docs/decisions/0045–0047 and decision 0046")).toEqual([
      { line: 1, from: "0045", to: "0047" },
      { line: 1, from: "0046", to: "0046" },
    ]);
  });

  it("lets a number that is not a citation pass", () => {
    const data = [
      'const sale = { saleDate: "2026-11-27", phone: "9999-0044", rtn: "0801-0044-123456" };',
      '<path stroke="#0044" /> "tag": "0044_init", referenceKey("0044")',
      "a migration (0044_a, then migration 0044) and U+0044)",
      'const card = "4000 0000 0000 0044"; const amount = 0.0044; padStart(4, "0044")',
      "decision-index examples: [0044](0044-old.md) and 0044-old.md",
      "the year (2044), the port 5432 and 10044 units (10044)",
    ].join("\n");
    expect(recordCitations(data)).toEqual([]);
    expect(stale(data)).toEqual([]);
    // A range is written tight; a figure after a citation is not its end.
    expect(recordCitations("as decision 0045 - 2044 figures say")).toEqual([
      { line: 1, from: "0045", to: "0045" },
    ]);
  });
});

describe("which records are superseded", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "records-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const record = (file: string, status: string) =>
    writeFileSync(
      path.join(dir, file),
      `# ${file.slice(0, 4)} — T\n\n${status}\n\nBody, superseded by nothing.\n`,
    );

  it("reads each record's own Status line: wholly or in part, by one record or several", () => {
    record("0001-a.md", "Status: superseded by [0003](0003-c.md) and [0004](0004-d.md) · Date: 2026-11-27");
    record("0002-b.md", "Status: superseded in part by [0004](0004-d.md) · Date: 2026-12-01");
    record("0003-c.md", "Status: accepted · Date: 2026-11-27 · Supersedes: [0001](0001-a.md)");
    record(
      "0004-d.md",
      "Status: accepted · Date: 2026-12-01 · Supersedes: [0001](0001-a.md), [0002](0002-b.md)",
    );
    writeFileSync(path.join(dir, "README.md"), "| [0003](0003-c.md) | superseded by nothing |");
    expect(supersededRecords(dir)).toEqual(
      new Map([
        ["0001", ["0003", "0004"]],
        ["0002", ["0004"]],
      ]),
    );
  });

  it("the repository cites none outside docs/decisions", () => {
    expect(checkSuperseded()).toEqual([]);
  });
});
