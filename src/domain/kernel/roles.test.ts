import { describe, expect, it } from "vitest";
import {
  backOfficeHome,
  canCreateTeamMember,
  canResetPassword,
  homeAfterLogin,
  isAdmin,
  isCustomerRole,
  isRole,
  isStaff,
  orderNumber,
  ROLES,
  shortUserId,
  splitFullName,
} from "./roles";

describe("roles (docs/product/roles.md)", () => {
  it("knows the five account roles", () => {
    expect(ROLES).toEqual(["client", "wholesaler", "seller", "admin", "superadmin"]);
    expect(isRole("seller")).toBe(true);
    expect(isRole("customer")).toBe(false);
    expect(isRole(3)).toBe(false);
  });
  it("groups staff, admins and customers", () => {
    expect(ROLES.filter(isStaff)).toEqual(["seller", "admin", "superadmin"]);
    expect(ROLES.filter(isAdmin)).toEqual(["admin", "superadmin"]);
    expect(ROLES.filter(isCustomerRole)).toEqual(["client", "wholesaler"]);
    expect(isStaff(null)).toBe(false);
  });
  it("sends each role home after login (docs/product/screens.md)", () => {
    expect(homeAfterLogin("admin")).toBe("/admin");
    expect(homeAfterLogin("superadmin")).toBe("/admin");
    expect(homeAfterLogin("seller")).toBe("/seller");
    expect(homeAfterLogin("client")).toBe("/");
    expect(homeAfterLogin("wholesaler")).toBe("/");
    expect(homeAfterLogin(undefined)).toBe("/client");
  });
  it("/admin sends a seller to /seller/dashboard and others to /admin/dashboard", () => {
    expect(backOfficeHome("seller")).toBe("/seller/dashboard");
    expect(backOfficeHome("admin")).toBe("/admin/dashboard");
  });
  it("only a superadmin creates admins and superadmins (docs/decisions/0001)", () => {
    expect(canCreateTeamMember("seller", "seller")).toBe(false);
    expect(canCreateTeamMember("admin", "seller")).toBe(true);
    expect(canCreateTeamMember("admin", "admin")).toBe(false);
    expect(canCreateTeamMember("superadmin", "superadmin")).toBe(true);
  });
  it("only a superadmin resets an admin's or a superadmin's password (docs/decisions/0040)", () => {
    expect(canResetPassword("client", "client")).toBe(false);
    expect(canResetPassword("seller", "client")).toBe(false);
    expect(canResetPassword("admin", "seller")).toBe(true);
    expect(canResetPassword("admin", "wholesaler")).toBe(true);
    expect(canResetPassword("admin", "admin")).toBe(false);
    expect(canResetPassword("admin", "superadmin")).toBe(false);
    expect(canResetPassword("superadmin", "admin")).toBe(true);
    expect(canResetPassword("superadmin", "superadmin")).toBe(true);
  });
  it("splits a full name at the first space (docs/product/validation.md)", () => {
    expect(splitFullName("  Juan   Carlos  López ")).toEqual({ firstName: "Juan", lastName: "Carlos López" });
    expect(splitFullName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
  });
  it("order number is the first 6 characters uppercased, user id the first 8 (docs/product/constants.md)", () => {
    expect(orderNumber("abc123xyz")).toBe("ABC123");
    expect(shortUserId("abcdefghijk")).toBe("abcdefgh");
  });
});
