import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What the first visit of the home page and the catalogue can load: the modules reached from the
 * entry (main.tsx) and the catalogue's page chunk (shop-pages.ts) by static imports. `import()`
 * starts a lazy chunk and type-only imports are erased, so neither counts.
 */
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s*["']([^"']+)["']/g;

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const file of [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")])
    if (existsSync(file)) return file;
  return null;
}

function reached(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      if (!spec?.startsWith(".")) continue;
      const target = resolve(file, spec);
      if (target) queue.push(target);
    }
  }
  return seen;
}

const web = import.meta.dirname;
const src = path.dirname(web);

describe("the storefront's first load (docs/decisions/0222)", () => {
  it("reads only the common and the storefront's texts, never msg or another area's catalogue", () => {
    const files = reached([path.join(web, "main.tsx"), path.join(web, "shop-pages.ts")]);
    const catalogues = [...files]
      .map((f) => path.relative(src, f))
      .filter((f) => /^domain\/(?:[\w-]+\/)?messages[^/]*\.ts$/.test(f))
      .sort();
    expect(catalogues).toEqual([
      "domain/kernel/messages-common.ts",
      "domain/storefront/messages-shop.ts",
      "domain/storefront/messages-storefront.ts",
    ]);
  });

  it("holds no back-office or client-area page", () => {
    const files = [...reached([path.join(web, "main.tsx"), path.join(web, "shop-pages.ts")])].map((f) =>
      path.relative(web, f),
    );
    // The route table names the back-office sections and guards them: that list is all it takes.
    const staff = files.filter((f) =>
      /^(back-office|client|sales|inventory|reports|settings|web-purchases)\//.test(f),
    );
    expect(staff).toEqual(["back-office/sections.ts"]);
  });
});
