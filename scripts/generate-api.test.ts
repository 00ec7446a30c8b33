import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { schemaUnionSource } from "./generate-api";

const server = path.resolve(import.meta.dirname, "../src/server");

describe("the tables' union is derived from the folders (npm run generate:api)", () => {
  it("names every folder of src/server with a schema.ts once, and never the union itself", () => {
    const source = schemaUnionSource();
    const owners = [...source.matchAll(/export \* from "\.\.\/([a-z-]+)\/schema";/g)].map((m) => m[1]);
    const withSchema = readdirSync(server, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== "composition")
      .filter((e) => readdirSync(path.join(server, e.name)).includes("schema.ts"))
      .map((e) => e.name)
      .sort();
    expect(owners).toEqual(withSchema);
    expect(owners).toContain("sales");
    expect(owners).not.toContain("composition");
  });
});
