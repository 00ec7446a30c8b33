import { describe, expect, it } from "vitest";
import { backOfficeNav } from "../back-office/sections";
import { canAccess, requiredRoles } from "./access";

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

describe("back-office sidebars (docs/product/screens.md)", () => {
  it("lists the admin sections in the spec's order with Mensajería second", () => {
    expect(backOfficeNav("admin").map((i) => i.label)).toEqual([
      "Dashboard",
      "Mensajería",
      "Reportes",
      "Inventario",
      "Registrar Venta",
      "Órdenes",
      "Pagos con Tarjeta",
      "Compras Web",
      "Registrar Cliente",
      "Clientes Web",
      "Mayoristas",
      "Equipo",
      "Tickets de Soporte",
      "Configuración",
    ]);
  });
  it("gives the seller their own wording and links", () => {
    expect(backOfficeNav("seller")).toEqual([
      { to: "/seller/dashboard", label: "Mi Dashboard" },
      { to: "/admin/messages", label: "Mensajería" },
      { to: "/admin/inventory", label: "Inventario" },
      { to: "/admin/sales", label: "Registrar Venta" },
      { to: "/admin/orders", label: "Mis Órdenes" },
      { to: "/admin/customers", label: "Registrar Cliente" },
      { to: "/admin/web-clients", label: "Clientes Web" },
    ]);
  });
});
