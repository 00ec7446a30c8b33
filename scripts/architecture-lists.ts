// ARCHITECTURE.md names every folder of src/server and src/web with one line saying what it is.
// Those lists went stale by hand (a feature listed twice, a folder that did not exist, a feature
// missing), so lint compares them with the code: the server features with features.ts, the
// platform folders with check-imports' PLATFORM, and every other folder with the disk.
// It also holds the feature map (docs/decisions/0233): one table of every feature, with the layers
// it has a folder in; a feature is spelled the same in each layer, so a folder whose name the map
// does not give that layer is refused, and so is a line of the map whose folder is not there.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { COMPOSITION, KERNEL, PLATFORM } from "./check-imports";

const root = path.resolve(import.meta.dirname, "..");

/** The names of one `<!-- list:NAME -->` … `<!-- /list -->` block: each line "- `name` — …". */
export function listIn(markdown: string, name: string): string[] | null {
  const start = markdown.indexOf(`<!-- list:${name} -->`);
  if (start < 0) return null;
  const end = markdown.indexOf("<!-- /list -->", start);
  const block = markdown.slice(start, end < 0 ? undefined : end);
  return [...block.matchAll(/^- `([^`]+)`/gm)].map((m) => m[1] ?? "");
}

/** Folder names of the features registered in features.ts, from its imports and its array. */
export function registeredFeatures(source: string): string[] {
  const folderOf = new Map(
    [...source.matchAll(/import \{ (\w+) \} from "\.\/([\w-]+)"/g)].map((m) => [m[1], m[2]]),
  );
  const array = /features: Feature\[\] = \[([^\]]*)\]/.exec(source)?.[1] ?? "";
  return [...array.matchAll(/(\w+)/g)].map((m) => folderOf.get(m[1]) ?? `? ${m[1]}`);
}

const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

/** What each list must name, read from the code. */
export function expectedLists(): Record<string, string[]> {
  const features = registeredFeatures(readFileSync(path.join(root, "src/server/features.ts"), "utf8"));
  const serverPlatform = [...PLATFORM.server];
  const webPlatform = [...PLATFORM.web];
  return {
    "server-platform": serverPlatform,
    "server-features": features,
    "server-other": folders("src/server").filter((f) => !features.includes(f) && !serverPlatform.includes(f)),
    "web-platform": webPlatform,
    "web-features": folders("src/web").filter((f) => !webPlatform.includes(f)),
  };
}

export function compareLists(markdown: string, expected: Record<string, string[]>): string[] {
  return Object.entries(expected).flatMap(([name, want]) => {
    const have = listIn(markdown, name);
    if (!have) return [`the <!-- list:${name} --> block is missing`];
    const problems: string[] = [];
    const missing = want.filter((f) => !have.includes(f));
    const extra = [...new Set(have.filter((f) => !want.includes(f)))];
    const twice = have.filter((f, i) => have.indexOf(f) !== i);
    if (missing.length) problems.push(`${name}: add ${missing.map((f) => `\`${f}\``).join(", ")}`);
    if (extra.length) problems.push(`${name}: remove ${extra.map((f) => `\`${f}\``).join(", ")}`);
    if (twice.length) problems.push(`${name}: listed twice: ${twice.join(", ")}`);
    return problems;
  });
}

export const LAYERS = ["domain", "contracts", "server", "web"] as const;
export type Layer = (typeof LAYERS)[number];

/**
 * The feature map: the `<!-- map:features -->` table, one row per feature,
 * "| `name` | what it is | domain | contracts | server | web |", a layer's cell ✓ when the feature
 * has a folder of its name there. Null when the table is missing.
 */
export function featureMapIn(markdown: string): Array<{ feature: string; layers: Layer[] }> | null {
  const start = markdown.indexOf("<!-- map:features -->");
  if (start < 0) return null;
  const end = markdown.indexOf("<!-- /map -->", start);
  const block = markdown.slice(start, end < 0 ? undefined : end);
  return [...block.matchAll(/^\| `([^`]+)` \|(.*)$/gm)].map((m) => {
    const cells = (m[2] ?? "").split("|").map((c) => c.trim());
    const layerCells = cells.slice(1, 1 + LAYERS.length);
    return { feature: m[1] ?? "", layers: LAYERS.filter((_, i) => layerCells[i] === "✓") };
  });
}

/** The feature folders of each layer on disk: not its kernel (domain, contracts) nor its platform. */
export function featureFolders(): Record<Layer, string[]> {
  const registered = registeredFeatures(readFileSync(path.join(root, "src/server/features.ts"), "utf8"));
  const server = folders("src/server").filter(
    (f) => registered.includes(f) || (!PLATFORM.server.has(f) && !COMPOSITION.has(f)),
  );
  return {
    domain: folders("src/domain").filter((f) => f !== KERNEL),
    contracts: folders("src/contracts").filter((f) => f !== KERNEL),
    server,
    web: folders("src/web").filter((f) => !PLATFORM.web.has(f)),
  };
}

/** What the map and the folders disagree on, each as one sentence. */
export function compareFeatureMap(markdown: string, onDisk: Record<Layer, string[]>): string[] {
  const map = featureMapIn(markdown);
  if (!map) return ["the <!-- map:features --> table is missing"];
  const problems: string[] = [];
  const names = map.map((row) => row.feature);
  for (const twice of new Set(names.filter((f, i) => names.indexOf(f) !== i)))
    problems.push(`feature map: \`${twice}\` is listed twice`);
  for (const row of map) {
    if (row.feature === KERNEL)
      problems.push(`feature map: \`${KERNEL}\` is each layer's shared kernel, not a feature`);
    if (row.layers.length === 0) problems.push(`feature map: \`${row.feature}\` has a folder in no layer`);
    for (const layer of row.layers)
      if (!onDisk[layer].includes(row.feature))
        problems.push(`feature map: \`${row.feature}\` has no folder src/${layer}/${row.feature}`);
  }
  for (const layer of LAYERS)
    for (const folder of onDisk[layer])
      if (!map.some((row) => row.feature === folder && row.layers.includes(layer)))
        problems.push(
          `src/${layer}/${folder}: not a feature of the map in ARCHITECTURE.md; name the folder after its feature, or give the feature its line`,
        );
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const markdown = readFileSync(path.join(root, "ARCHITECTURE.md"), "utf8");
  const mapProblems = compareFeatureMap(markdown, featureFolders());
  if (mapProblems.length > 0) {
    console.error(`ARCHITECTURE.md's feature map and the folders disagree:\n  ${mapProblems.join("\n  ")}`);
    process.exitCode = 1;
  }
  const problems = compareLists(markdown, expectedLists());
  if (problems.length > 0) {
    console.error(`ARCHITECTURE.md's folder lists are stale:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  if (mapProblems.length === 0) console.log("ARCHITECTURE.md's folder lists and feature map match the code");
}
