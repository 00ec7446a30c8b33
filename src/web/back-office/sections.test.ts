import { describe, expect, it } from "vitest";
import { backOfficeNav } from "./sections";

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
