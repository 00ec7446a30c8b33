import { readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import path from "node:path";

/** The part of esbuild's metafile this reads: every source file compiled in, every output file and what it imports. */
export interface BuildMetafile {
  inputs: Record<
    string,
    { imports?: { path: string; kind?: string; external?: boolean; original?: string }[] }
  >;
  outputs: Record<string, { imports: { path: string; kind?: string; external?: boolean }[] }>;
}

/** "@scope/name/sub/path" → "@scope/name", "name/sub" → "name". */
export function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

/** A bare specifier that names a package (neither a path nor one of Node's own modules). */
const isPackage = (specifier: string) =>
  !specifier.startsWith(".") && !specifier.startsWith("/") && !isBuiltin(specifier);

/**
 * The npm packages the project's code in the compiled server loads: the packages its files import
 * (left external, loaded at run time, or compiled in, as drizzle-orm is by
 * scripts/build-server.mjs), plus the packages located at run time through
 * `import.meta.resolve("…")`, which esbuild does not count as imports (PGlite's child process,
 * src/server/db/pglite-memory.ts). Node's own modules are left out, and so are the packages that
 * a compiled-in package's code imports in its turn (packagesNeededByCompiledIn).
 */
export function packagesLoadedBy(metafile: BuildMetafile, workingDir: string): string[] {
  const found = new Set<string>();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    if (file.includes("node_modules/")) continue;
    for (const imported of input.imports ?? []) {
      const specifier = imported.original ?? imported.path;
      if (imported.path.includes("node_modules/") || (imported.external && isPackage(imported.path)))
        found.add(packageOf(specifier));
    }
  }
  for (const file of Object.keys(metafile.outputs)) {
    if (!file.endsWith(".js")) continue;
    const code = readFileSync(path.resolve(workingDir, file), "utf8");
    for (const match of code.matchAll(/import\.meta\.resolve\(\s*["']([^"']+)["']\s*\)/g)) {
      const specifier = match[1] ?? "";
      if (isPackage(specifier)) found.add(packageOf(specifier));
    }
  }
  return [...found].sort();
}

/** The packages compiled into the build (scripts/build-server.mjs), by the files of theirs it holds. */
export function packagesCompiledIn(metafile: BuildMetafile): string[] {
  const found = new Set<string>();
  for (const file of Object.keys(metafile.inputs)) {
    const inside = file.split("node_modules/").at(-1) ?? "";
    if (file.includes("node_modules/")) found.add(packageOf(inside));
  }
  return [...found].sort();
}

/** The packages that the code of compiled-in packages leaves external: loaded at run time. */
export function packagesNeededByCompiledIn(metafile: BuildMetafile): string[] {
  const found = new Set<string>();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    if (!file.includes("node_modules/")) continue;
    for (const imported of input.imports ?? []) {
      if (imported.external && isPackage(imported.path)) found.add(packageOf(imported.path));
    }
  }
  return [...found].sort();
}

/**
 * The project's own files compiled into the server that do not belong in production: anything
 * outside src/ (the test harnesses of tests/support and tests/server) and any test file.
 */
export function harnessesIn(metafile: BuildMetafile): string[] {
  return Object.keys(metafile.inputs)
    .filter((file) => !file.includes("node_modules/"))
    .filter((file) => !file.startsWith("src/") || /\.test\.tsx?$/.test(file) || file.startsWith("src/web/"))
    .sort();
}

/**
 * The npm packages an output loads as it starts: its static imports and theirs, through the
 * build's own chunks, leaving out every dynamic `import()` (loaded only when that code runs).
 */
export function packagesLoadedAtStart(metafile: BuildMetafile, entry: string): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === "dynamic-import") continue;
      if (imported.external) {
        if (!isBuiltin(imported.path)) found.add(packageOf(imported.path));
      } else visit(imported.path);
    }
  };
  const start = Object.keys(metafile.outputs).find((file) => file.endsWith(`/${entry}`));
  if (!start) throw new Error(`${entry} is not an output of the build`);
  visit(start);
  return [...found].sort();
}
