import { describe, expect, it } from "vitest";
import { canAccess, requiredRoles } from "./back-office-sections";

describe("route access (docs/product/screens.md, roles.md)", () => {
  it("keeps the client area for clients and wholesalers", () => {
    expect(requiredRoles("/client/purchases")).toEqual(["client", "wholesaler"]);
    expect(canAccess("/client", "admin")).toBe(false);
  });
  it("opens six back-office sections to sellers and the rest only to admins", () => {
    for (const slug of ["messages", "sales", "orders", "customers", "web-clients", "inventory"]) {
      expect(canAccess(`/admin/${slug}`, "seller")).toBe(true);
    }
    for (const slug of [
      "dashboard",
      "reports",
      "card-payments",
      "unregistered",
      "team",
      "wholesalers",
      "support-tickets",
      "settings",
    ]) {
      expect(canAccess(`/admin/${slug}`, "seller")).toBe(false);
      expect(canAccess(`/admin/${slug}`, "superadmin")).toBe(true);
    }
    expect(canAccess("/admin", "seller")).toBe(true);
    expect(canAccess("/seller/dashboard", "admin")).toBe(false);
    expect(canAccess("/cart", "client")).toBe(true);
  });
});
