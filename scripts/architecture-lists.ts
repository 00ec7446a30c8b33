// ARCHITECTURE.md names every folder of src/server and src/web with one line saying what it is.
// Those lists went stale by hand (a feature listed twice, a folder that did not exist, a feature
// missing), so lint compares them with the code: the server features with features.ts, the
// platform folders with check-imports' PLATFORM, and every other folder with the disk.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PLATFORM } from "./check-imports";

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

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = compareLists(readFileSync(path.join(root, "ARCHITECTURE.md"), "utf8"), expectedLists());
  if (problems.length > 0) {
    console.error(`ARCHITECTURE.md's folder lists are stale:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log("ARCHITECTURE.md's folder lists match the code");
}
