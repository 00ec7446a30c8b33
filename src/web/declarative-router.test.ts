import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The app runs React Router in declarative mode (routes.tsx, docs/decisions/0227). These parts of
 * its API need the data router: in declarative mode they throw when the page renders, or do
 * nothing, and only a visit to that page would show it.
 */
const DATA_ROUTER_ONLY = new Set([
  "createBrowserRouter",
  "createHashRouter",
  "RouterProvider",
  "ScrollRestoration",
  "Form",
  "useActionData",
  "useAsyncError",
  "useAsyncValue",
  "useBlocker",
  "useFetcher",
  "useFetchers",
  "useLoaderData",
  "useMatches",
  "useNavigation",
  "useRevalidator",
  "useRouteError",
  "useRouteLoaderData",
  "useSubmit",
  "unstable_usePrompt",
]);

const IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["'](react-router(?:\/dom)?)["']/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the router's mode", () => {
  it("no page imports the data router or an API only it provides", () => {
    const web = import.meta.dirname;
    const found: string[] = [];
    for (const file of sources(web)) {
      for (const [, names = "", from] of readFileSync(file, "utf8").matchAll(IMPORT)) {
        if (from === "react-router/dom") found.push(`${path.relative(web, file)}: react-router/dom`);
        for (const name of names.split(",").map(
          (n) =>
            n
              .trim()
              .replace(/^type\s+/, "")
              .split(/\s+as\s+/)[0],
        ))
          if (name && DATA_ROUTER_ONLY.has(name)) found.push(`${path.relative(web, file)}: ${name}`);
      }
    }
    expect(found).toEqual([]);
  });
});
