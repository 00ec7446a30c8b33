import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkTree, violations } from "./check-imports";

const src = path.resolve(import.meta.dirname, "../src");
const at = (rel: string) => path.join(src, rel);

describe("import direction (ARCHITECTURE.md)", () => {
  it("domain may import only domain", () => {
    expect(violations(at("domain/totals.ts"), 'import { x } from "./money";')).toEqual([]);
    expect(violations(at("domain/totals.ts"), 'import { z } from "zod";')).toEqual(["zod"]);
    expect(violations(at("domain/totals.ts"), 'import { db } from "../server/db/client";')).toEqual([
      "../server/db/client",
    ]);
    expect(violations(at("domain/totals.ts"), 'import { readFile } from "node:fs";')).toEqual(["node:fs"]);
  });

  it("domain tests may use test libraries but not other layers", () => {
    expect(violations(at("domain/totals.test.ts"), 'import { it } from "vitest";')).toEqual([]);
    expect(violations(at("domain/totals.test.ts"), 'import { x } from "../web/lib/api";')).toEqual([
      "../web/lib/api",
    ]);
  });

  it("contracts may import domain and zod only", () => {
    expect(
      violations(at("contracts/a.ts"), 'import { msg } from "../domain/messages";\nimport { z } from "zod";'),
    ).toEqual([]);
    expect(violations(at("contracts/a.ts"), 'import { x } from "../server/app";')).toEqual(["../server/app"]);
  });

  it("web never imports server", () => {
    expect(violations(at("web/app/router.tsx"), 'export { x } from "../../server/config";')).toEqual([
      "../../server/config",
    ]);
    expect(violations(at("web/app/router.tsx"), 'const m = import("../../server/app");')).toEqual([
      "../../server/app",
    ]);
    expect(violations(at("web/app/router.tsx"), 'import { msg } from "../../domain/messages";')).toEqual([]);
  });

  it("the tree as it stands has no violation", () => {
    expect(checkTree()).toEqual([]);
  });
});
