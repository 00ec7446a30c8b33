import { describe, expect, it } from "vitest";
import { productIdInPath } from "./page-shells";

describe("productIdInPath", () => {
  it("reads a product's id from its path, and a malformed one as no product instead of throwing", () => {
    expect(productIdInPath("/products/abc123")).toBe("abc123");
    expect(productIdInPath("/products/a%20b/")).toBe("a b");
    expect(productIdInPath("/products/%E0%A4%A")).toBeNull();
    expect(productIdInPath("/catalog")).toBeNull();
  });
});
