import { describe, expect, it } from "vitest";
import { isBackOfficeDocument } from "./back-office-document";

describe("back-office documents", () => {
  it("the back office's pages", () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/sales",
      "/admin/inventory/stock-take",
      "/seller/dashboard",
    ]) {
      expect(isBackOfficeDocument(path), path).toBe(true);
    }
    expect(isBackOfficeDocument("/admin/sales?x=/client")).toBe(true);
  });

  it("everything else", () => {
    for (const path of [
      "/",
      "/products/abc",
      "/client/purchases",
      "/administrar",
      "/api/admin",
      "/x?/admin/",
    ]) {
      expect(isBackOfficeDocument(path), path).toBe(false);
    }
  });
});
