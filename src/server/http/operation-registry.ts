import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isOperation, type Operation } from "../../contracts/kernel/operation";

const CONTRACTS_DIR = path.resolve(import.meta.dirname, "../../contracts");

export interface FoundOperation {
  operation: Operation;
  /**
   * The contracts module (its path under src/contracts without extension, `sales/sales` in a
   * feature folder) and the name it is exported under.
   */
  module: string;
  exportName: string;
}

/** Every operation declared in src/contracts, found by its mark; an id declared twice is an error. */
export async function contractOperations(): Promise<FoundOperation[]> {
  const found: FoundOperation[] = [];
  const ids = new Map<string, string>();
  const modules = readdirSync(CONTRACTS_DIR, { recursive: true, encoding: "utf8" })
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => /\.ts$/.test(name) && !name.endsWith(".test.ts"))
    .sort();
  for (const file of modules) {
    const module = file.replace(/\.ts$/, "");
    const exports = (await import(pathToFileURL(path.join(CONTRACTS_DIR, file)).href)) as Record<
      string,
      unknown
    >;
    for (const [exportName, value] of Object.entries(exports).sort(([a], [b]) => a.localeCompare(b))) {
      if (!isOperation(value)) continue;
      const seen = ids.get(value.id);
      if (seen)
        throw new Error(`Operation id ${value.id} declared twice (${seen} and ${module}.${exportName})`);
      ids.set(value.id, `${module}.${exportName}`);
      found.push({ operation: value, module, exportName });
    }
  }
  return found;
}
