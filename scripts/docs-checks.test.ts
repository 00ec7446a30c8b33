import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  compareFeatureMap,
  compareLists,
  expectedLists,
  featureFolders,
  featureMapIn,
  listIn,
  registeredFeatures,
} from "./architecture-lists";
import { brokenReferences, checkCitations, checkReferences, citations } from "./check-citations";
import { checkLinks, parseRecord, readRecords, renderIndex } from "./decision-index";

// Spelled in pieces so this file passes the check it tests.
const cite = (n: string) => ["Iss", "ue ", n].join("");

describe("issue citations", () => {
  it("finds the tracker's numbers in any spelling, and nothing else", () => {
    expect(citations(`// Registrar Venta (${cite("5")} §1)\nconst a = 1;`)).toEqual([
      `1: // Registrar Venta (${cite("5")} §1)`,
    ]);
    expect(citations(`/** ${cite("#12")}: tickets */`)).toHaveLength(1);
    expect(citations(`see ${["iss", "ues"].join("")} 9 and 12`)).toHaveLength(1);
    expect(citations("// issue an invoice for the sale; reissue 4 times")).toEqual([]);
  });

  it("the repository cites none", () => {
    expect(checkCitations()).toEqual([]);
  });
});

describe("references that point nowhere", () => {
  const records = new Set(["0044", "0047"]);
  const refs = (text: string, file = "src/a.ts", files: string[] = []) =>
    brokenReferences(
      text,
      file,
      (n) => records.has(n),
      (p) => files.includes(p),
    );

  it("names a decision number without a record, in code and docs alike", () => {
    expect(refs("// as docs/decisions/0044 says, and decision 0047")).toEqual([]);
    // Spelled in pieces: the repository's own check would refuse these numbers in this file.
    expect(refs(`// ${"docs/decisions/"}0050 and ${"decisions"} 0044–0079`)).toEqual([
      "1: no decision record 0050",
      "1: no decision record 0079",
    ]);
  });

  it("checks a Markdown file's relative links, not its code or web addresses", () => {
    const md =
      "See [a](a.md), [b](missing.md#x) and [w](https://example.com).\n`[c](c.md)`\n```\n[d](d.md)\n```";
    expect(refs(md, "docs/x.md", ["docs/a.md"])).toEqual(["1: broken link missing.md"]);
    expect(refs("[b](missing.md)", "src/a.ts")).toEqual([]);
  });

  it("the repository has none", () => {
    expect(checkReferences()).toEqual([]);
  });
});

const head = (n: string, status: string) => `# ${n} — Title ${n}\n\n${status}\n\nBody.`;

describe("decision records", () => {
  it("reads the title, status, date and links of a record's head", () => {
    const { record, problems } = parseRecord(
      "0150-new.md",
      head("0150", "Status: accepted · Date: 2026-11-27 · Supersedes: [0043](0043-abuse-limits.md)"),
    );
    expect(problems).toEqual([]);
    expect(record).toEqual({
      number: "0150",
      file: "0150-new.md",
      title: "Title 0150",
      date: "2026-11-27",
      supersededBy: [],
      supersedes: ["0043"],
    });
    const old = parseRecord(
      "0043-abuse-limits.md",
      head("0043", "Status: superseded by [0150](0150-new.md) · Date: 2026-11-27"),
    );
    expect(old.record?.supersededBy).toEqual(["0150"]);
  });

  it("refuses a record without Status and Date, with a wrong title, or with two Status lines", () => {
    expect(parseRecord("0001-a.md", "# 0001 — A\n\nBody.").problems).toHaveLength(1);
    expect(
      parseRecord("0001-a.md", head("0002", "Status: accepted · Date: 2026-11-21")).problems,
    ).toHaveLength(1);
    expect(parseRecord("0001-a.md", head("0001", "Status: draft · Date: 2026-11-21")).problems).toHaveLength(
      1,
    );
    expect(
      parseRecord(
        "0001-a.md",
        "# 0001 — A\n\nStatus: accepted · Date: 2026-11-21\nStatus: superseded by [0002](0002-b.md) · Date: 2026-11-27\n",
      ).problems,
    ).toHaveLength(1);
    expect(
      parseRecord("0001-a.md", head("0001", "Status: superseded by [0002](0003-c.md) · Date: 2026-11-27"))
        .problems,
    ).toHaveLength(1);
  });

  it("refuses a supersession said on one side only", () => {
    const newer = parseRecord(
      "0150-new.md",
      head("0150", "Status: accepted · Date: 2026-11-27 · Supersedes: [0043](0043-old.md)"),
    ).record!;
    const standing = parseRecord("0043-old.md", head("0043", "Status: accepted · Date: 2026-11-24")).record!;
    expect(checkLinks([standing, newer])).toEqual([
      '0043-old.md: add "Status: superseded by [0150](0150-new.md)" under its title',
    ]);
    const replaced = { ...standing, supersededBy: ["0150"] };
    expect(checkLinks([replaced, newer])).toEqual([]);
    expect(checkLinks([replaced, { ...newer, supersedes: [] }])).toEqual([
      '0150-new.md: add "Supersedes: [0043](0043-old.md)" (0043-old.md says so)',
    ]);
  });

  it("indexes every record with its status and date", () => {
    const index = renderIndex([
      {
        number: "0150",
        file: "0150-new.md",
        title: "New",
        date: "2026-11-27",
        supersededBy: [],
        supersedes: ["0043"],
      },
      {
        number: "0043",
        file: "0043-old.md",
        title: "Old",
        date: "2026-11-24",
        supersededBy: ["0150"],
        supersedes: [],
      },
    ]);
    expect(index).toContain(
      "| [0043](0043-old.md) | Old | superseded by [0150](0150-new.md) | 2026-11-24 |  |\n| [0150](0150-new.md) | New | accepted | 2026-11-27 | [0043](0043-old.md) |",
    );
  });

  it("the repository's records are well formed and the index is current", () => {
    const { records, problems } = readRecords();
    expect(problems).toEqual([]);
    const index = readFileSync(path.resolve(import.meta.dirname, "../docs/decisions/README.md"), "utf8");
    expect(index).toBe(renderIndex(records));
  });
});

describe("ARCHITECTURE.md's folder lists", () => {
  it("reads features.ts's registered folders", () => {
    const source =
      'import { aFeature } from "./a-b";\nimport { cFeature } from "./c";\nexport const features: Feature[] = [\n  cFeature,\n  aFeature,\n];';
    expect(registeredFeatures(source)).toEqual(["c", "a-b"]);
  });

  it("names what is missing, extra or twice", () => {
    const md = "<!-- list:x -->\n- `a` — one\n- `b` — two\n- `b` — again\n<!-- /list -->";
    expect(listIn(md, "x")).toEqual(["a", "b", "b"]);
    expect(compareLists(md, { x: ["a", "c"], y: [] })).toEqual([
      "x: add `c`",
      "x: remove `b`",
      "x: listed twice: b",
      "the <!-- list:y --> block is missing",
    ]);
  });

  it("match the code", () => {
    const md = readFileSync(path.resolve(import.meta.dirname, "../ARCHITECTURE.md"), "utf8");
    expect(compareLists(md, expectedLists())).toEqual([]);
  });
});

describe("ARCHITECTURE.md's feature map", () => {
  const md = [
    "<!-- map:features -->",
    "| feature | what it is | domain | contracts | server | web |",
    "|---|---|---|---|---|---|",
    "| `sales` | Registrar Venta | ✓ | ✓ | ✓ | ✓ |",
    "| `cart` | the cart | ✓ |  |  | ✓ |",
    "<!-- /map -->",
  ].join("\n");
  const disk = { domain: ["sales", "cart"], contracts: ["sales"], server: ["sales"], web: ["sales", "cart"] };

  it("reads each feature and the layers it has a folder in", () => {
    expect(featureMapIn(md)).toEqual([
      { feature: "sales", layers: ["domain", "contracts", "server", "web"] },
      { feature: "cart", layers: ["domain", "web"] },
    ]);
    expect(compareFeatureMap(md, disk)).toEqual([]);
  });

  it("refuses a folder whose name is not its layer's feature in the map", () => {
    expect(
      compareFeatureMap(md, { ...disk, web: ["sales", "cart", "orders"], contracts: ["sales", "cart"] }),
    ).toEqual([
      "src/contracts/cart: not a feature of the map in ARCHITECTURE.md; name the folder after its feature, or give the feature its line",
      "src/web/orders: not a feature of the map in ARCHITECTURE.md; name the folder after its feature, or give the feature its line",
    ]);
  });

  it("refuses a line whose folder is not there, a feature twice, the kernel as a feature, and no table", () => {
    const twice = md.replace(
      "<!-- /map -->",
      "| `cart` | again | ✓ |  |  |  |\n| `kernel` | shared | ✓ |  |  |  |\n<!-- /map -->",
    );
    expect(compareFeatureMap(twice, { ...disk, server: [] })).toEqual([
      "feature map: `cart` is listed twice",
      "feature map: `sales` has no folder src/server/sales",
      "feature map: `kernel` is each layer's shared kernel, not a feature",
      "feature map: `kernel` has no folder src/domain/kernel",
    ]);
    expect(compareFeatureMap("no table", disk)).toEqual(["the <!-- map:features --> table is missing"]);
  });

  it("matches the folders", () => {
    const architecture = readFileSync(path.resolve(import.meta.dirname, "../ARCHITECTURE.md"), "utf8");
    expect(compareFeatureMap(architecture, featureFolders())).toEqual([]);
  });
});
