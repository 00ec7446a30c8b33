// Enforces the import rules of ARCHITECTURE.md:
//   layers: src/domain imports nothing outside src/domain (no packages, no node: modules);
//           src/contracts imports only src/domain and zod; src/web and src/server never import
//           each other.
//   features: inside src/server and src/web, a feature folder imports another feature only
//           through that feature's index.ts (on the server also its schema.ts, the tables it
//           owns), and every import between features, table imports included, runs one way:
//           the features form no cycle (docs/decisions/0235); a feature asks the features above
//           it through hooks they answer (src/server/hooks.ts).
//   rooms of src/server: the platform (PLATFORM below, and the root modules config.ts and
//           feature.ts) is shared by every feature and imports no feature and no composition
//           file; the composition (COMPOSITION below, and app.ts, bootstrap.ts, features.ts,
//           main.ts, shutdown.ts) puts the features together and may import them, through
//           their faces; a feature never imports the composition.
//   circles: no production file of src/server or src/web reaches itself through its imports
//           (type-only imports included); the web's platform imports no feature.
//   on demand: the server's heavy packages (ON_DEMAND below) are loaded with import() where
//           first used, never by a static import of production code (docs/decisions/0225).
//   guards: no file of src/server outside the platform's auth and http folders names a role
//           guard (requireRole, requireUser): a route's guard comes from its operation's
//           declared access, so route files hold no role checks (docs/decisions/0230).
//   folders: every file of src/domain and src/contracts sits in a feature folder or in the layer's
//           kernel (KERNEL below), never loose at the layer's root (docs/decisions/0233); which
//           feature folders may exist is the feature map's (scripts/architecture-lists.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const srcDir = path.join(root, "src");
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/**
 * Shared infrastructure of each side: not features, importable from anywhere on that side.
 * Auth is platform on both sides: every route guard (server) and every screen (web) asks who
 * is signed in.
 */
export const PLATFORM: Record<"server" | "web", ReadonlySet<string>> = {
  server: new Set(["auth", "db", "demo", "gateways", "http", "live"]),
  web: new Set(["app", "auth", "lib", "ui", "theme", "public"]),
};

/** The folder of src/domain and src/contracts that holds what every feature shares (money, roles, the operation). */
export const KERNEL = "kernel";

/** Files of src/domain and src/contracts (paths from the repository root) that sit outside any folder. */
export function looseLayerFiles(paths: string[]): string[] {
  return paths.filter((p) => /^src\/(domain|contracts)\/[^/]+$/.test(p.split(path.sep).join("/")));
}

/** Root modules of src/server that belong to the platform: the settings and the Feature interface. */
const SERVER_PLATFORM_MODULES: ReadonlySet<string> = new Set(["config", "feature", "hooks"]);

/**
 * The server's composition: the folders and root modules that put the features together (the
 * feature list, the app, startup, the drizzle schema's union, the demo seed, the command-line
 * entries). They may import features; no feature or platform file imports them.
 */
export const COMPOSITION: ReadonlySet<string> = new Set([
  "composition",
  "cli",
  "app",
  "bootstrap",
  "features",
  "main",
  "shutdown",
]);

/**
 * Packages an idle server must not hold: each costs megabytes of heap or native memory and is
 * needed only by one kind of request (a PDF, a picture, a spreadsheet) or one configuration (S3,
 * the embedded database). Production code of src/server imports their values only with import();
 * type-only imports are free.
 */
export const ON_DEMAND: ReadonlySet<string> = new Set([
  "sharp",
  "pdfkit",
  "bwip-js",
  "bwip-js/node",
  "exceljs",
  "@aws-sdk/client-s3",
  "@electric-sql/pglite",
  "drizzle-orm/pglite",
  "drizzle-orm/pglite/migrator",
]);
const STATIC_VALUE_IMPORT = /(?:^|\n)\s*import\s+(?!type\s)[^'"]*?from\s*["']([^"']+)["']/g;

/** The role guards only the platform builds (auth) and hands to routes (http): operationRoute picks one per operation. */
const HAND_GUARD = /\brequire(?:Role|User)\b/g;
const GUARD_OWNERS: ReadonlySet<string> = new Set(["auth", "http"]);

/** The role guards `source` (the text of `file`) names where only the platform may (every src/server file outside auth and http). */
export function handGuards(file: string, source: string): string[] {
  const [layer, folder, ...rest] = parts(file);
  if (layer !== "server" || (rest.length > 0 && GUARD_OWNERS.has(folder ?? ""))) return [];
  return [...new Set([...source.matchAll(HAND_GUARD)].map((m) => m[0]))];
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(e.name) ? [full] : [];
  });
}

function parts(file: string): string[] {
  const rel = path.relative(srcDir, file);
  return rel.startsWith("..") ? [] : rel.split(path.sep);
}

const layerOf = (file: string): string | null => parts(file)[0] ?? null;

/** A path right under src/server or src/web that names a module file (app.ts), not a folder. */
const isRootModule = (p: string) => [".ts", ".tsx"].some((ext) => existsSync(p + ext)) || /\.tsx?$/.test(p);

/** The feature a file or folder belongs to ("server/sales"), or null for layer roots and platform folders. */
export function featureOf(file: string): string | null {
  const [layer, folder, ...rest] = parts(file);
  if ((layer !== "server" && layer !== "web") || !folder) return null;
  if (rest.length === 0 && isRootModule(file)) return null;
  if (PLATFORM[layer].has(folder)) return null;
  return `${layer}/${folder}`;
}

/** Whether `target` (a resolved import path without extension) is its feature's index. */
function isFeatureIndex(target: string): boolean {
  const [layer, folder, ...rest] = parts(target);
  if (!layer || !folder) return false;
  return rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0] ?? ""));
}

/** Whether `target` is a server feature's schema.ts: the tables it owns, readable by other features. */
function isFeatureSchema(target: string): boolean {
  const [layer, folder, ...rest] = parts(target);
  return layer === "server" && Boolean(folder) && rest.length === 1 && /^schema(\.ts)?$/.test(rest[0] ?? "");
}

/** What a file or folder of src/server is: platform, composition or feature (null outside src/server). */
export function serverRoomKind(file: string): "platform" | "composition" | "feature" | null {
  const [layer, folder, ...rest] = parts(file);
  if (layer !== "server" || !folder) return null;
  const name = rest.length === 0 ? folder.replace(/\.tsx?$/, "") : folder;
  const rootModule = rest.length === 0 && isRootModule(file);
  if (PLATFORM.server.has(name) && !rootModule) return "platform";
  if (rootModule && SERVER_PLATFORM_MODULES.has(name)) return "platform";
  if (COMPOSITION.has(name)) return "composition";
  if (rootModule) return "composition";
  return "feature";
}

function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? "");
}

/** The import specifiers in `source` (the text of `file`) that break the layer or feature rules. */
export function violations(file: string, source: string): string[] {
  const layer = layerOf(file);
  const from = featureOf(file);
  const isTest = /\.test\.tsx?$/.test(file);
  const problems: string[] = [];
  if (layer === "server" && !isTest)
    for (const [, spec] of source.matchAll(STATIC_VALUE_IMPORT))
      if (ON_DEMAND.has(spec ?? "")) problems.push(spec!);
  for (const spec of importsOf(source)) {
    const relative = spec.startsWith(".");
    const resolved = relative ? path.resolve(path.dirname(file), spec) : null;
    const target = resolved ? layerOf(resolved) : null;
    if (layer === "domain" && !isTest && (!relative || target !== "domain")) problems.push(spec);
    else if (layer === "domain" && isTest && relative && target !== "domain") problems.push(spec);
    else if (
      layer === "contracts" &&
      // A contract's own test may use the test runner and libraries, like a domain test.
      (relative ? !["contracts", "domain"].includes(target ?? "") : spec !== "zod" && !isTest)
    )
      problems.push(spec);
    else if (layer === "web" && target === "server") problems.push(spec);
    else if (layer === "server" && target === "web") problems.push(spec);
    else if (resolved && layer === "server" && !isTest) {
      // Tests may set up any room's data; production code follows the rooms' direction.
      const fromKind = serverRoomKind(file);
      const toKind = serverRoomKind(resolved);
      const to = featureOf(resolved);
      const face = isFeatureIndex(resolved) || isFeatureSchema(resolved);
      if (fromKind === "platform" && (toKind === "feature" || toKind === "composition")) problems.push(spec);
      else if (fromKind === "feature" && toKind === "composition") problems.push(spec);
      else if (toKind === "feature" && to !== from && !face) problems.push(spec);
    } else if (resolved && layer === "web" && !from && !isTest && PLATFORM.web.has(parts(file)[1] ?? "")) {
      // The web's platform (layouts, guards, the API client, primitives) serves every feature and knows none.
      if (featureOf(resolved)) problems.push(spec);
    } else if (resolved && from) {
      const to = featureOf(resolved);
      // Tests may reach into another feature's fixtures; production code goes through index.ts.
      if (to && to !== from && !isFeatureIndex(resolved) && !isTest) problems.push(spec);
    }
  }
  return problems;
}

/**
 * Feature → features it imports (production code only; tests may set up other features), its
 * tables included: a feature reading another's schema.ts depends on it like any other import,
 * so reads run one way only, downward (docs/decisions/0235). What a lower feature needs to know
 * of the features above it, it asks through a hook they answer (src/server/hooks.ts).
 */
export function featureGraph(entries: Array<[file: string, source: string]>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, source] of entries) {
    const from = featureOf(file);
    if (!from || /\.test\.tsx?$/.test(file)) continue;
    for (const spec of importsOf(source)) {
      if (!spec.startsWith(".")) continue;
      const resolved = path.resolve(path.dirname(file), spec);
      const to = featureOf(resolved);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)?.add(to);
    }
  }
  return graph;
}

/** Every cycle of the graph, each as the list of its features (a → b → a). */
export function findCycles(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const visit = (node: string, stack: string[]) => {
    const at = stack.indexOf(node);
    if (at >= 0) {
      cycles.push([...stack.slice(at), node]);
      return;
    }
    if (seen.has(node)) return;
    seen.add(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) visit(next, [...stack, node]);
  };
  for (const node of [...graph.keys()].sort()) visit(node, []);
  return cycles;
}

/** The file an import names, as on disk (`./a` → a.ts, a.tsx or a/index.ts), or null. */
function resolveFile(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ];
  return candidates.find((c) => /\.tsx?$/.test(c) && existsSync(c)) ?? null;
}

/**
 * Every circle of files that import each other (type-only imports included), each once, as the
 * list of its files (a → b → a). `entries` are the production files to look at; a circle can
 * only run through them.
 */
export function fileCycles(entries: Array<[file: string, source: string]>): string[][] {
  const known = new Set(entries.map(([file]) => file));
  const graph = new Map<string, string[]>();
  for (const [file, source] of entries) {
    const targets = importsOf(source)
      .filter((spec) => spec.startsWith("."))
      .map((spec) => resolveFile(file, spec))
      .filter((target): target is string => target !== null && known.has(target) && target !== file);
    graph.set(file, [...new Set(targets)].sort());
  }
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const visit = (node: string, stack: string[]) => {
    state.set(node, "open");
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), node, next]);
      else if (!state.has(next)) visit(next, [...stack, node]);
    }
    state.set(node, "done");
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node, []);
  return cycles;
}

export function checkTree(): string[] {
  const bad: string[] = [];
  const entries: Array<[string, string]> = [];
  for (const layer of ["domain", "contracts", "web", "server"]) {
    for (const file of files(path.join(srcDir, layer))) {
      const source = readFileSync(file, "utf8");
      entries.push([file, source]);
      for (const spec of violations(file, source)) bad.push(`${path.relative(root, file)} imports '${spec}'`);
      for (const guard of handGuards(file, source))
        bad.push(`${path.relative(root, file)} names '${guard}': its operation's access is the guard`);
    }
  }
  for (const file of looseLayerFiles(entries.map(([file]) => path.relative(root, file))))
    bad.push(
      `${file} sits outside a feature or kernel folder: move it into its feature's folder (ARCHITECTURE.md's feature map)`,
    );
  for (const cycle of findCycles(featureGraph(entries))) bad.push(`import cycle: ${cycle.join(" → ")}`);
  for (const side of ["server", "web"]) {
    const code = entries.filter(([file]) => layerOf(file) === side && !/\.test\.tsx?$/.test(file));
    for (const cycle of fileCycles(code))
      bad.push(`import circle: ${cycle.map((f) => path.relative(root, f)).join(" → ")}`);
  }
  return bad;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bad = checkTree();
  if (bad.length) {
    console.error(`Import rules broken (ARCHITECTURE.md):\n  ${bad.join("\n  ")}`);
    process.exit(1);
  }
  console.log("Import rules OK");
}
