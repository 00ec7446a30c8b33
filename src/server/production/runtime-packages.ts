import { readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import path from "node:path";

/** The part of esbuild's metafile this reads: every output file and what it imports. */
export interface BuildMetafile {
  outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
}

/** "@scope/name/sub/path" → "@scope/name", "name/sub" → "name". */
export function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

/**
 * The npm packages the compiled server loads at run time: esbuild's external imports (static
 * and literal dynamic ones) of every output file, plus the packages located at run time through
 * `import.meta.resolve("…")`, which esbuild does not count as imports (PGlite's child process,
 * src/server/db/pglite-memory.ts). Node's own modules are left out.
 */
export function packagesLoadedBy(metafile: BuildMetafile, workingDir: string): string[] {
  const found = new Set<string>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    for (const imported of output.imports) {
      if (imported.external && !isBuiltin(imported.path)) found.add(packageOf(imported.path));
    }
    if (!file.endsWith(".js")) continue;
    const code = readFileSync(path.resolve(workingDir, file), "utf8");
    for (const match of code.matchAll(/import\.meta\.resolve\(\s*["']([^"']+)["']\s*\)/g)) {
      const specifier = match[1] ?? "";
      if (!specifier.startsWith(".") && !isBuiltin(specifier)) found.add(packageOf(specifier));
    }
  }
  return [...found].sort();
}
