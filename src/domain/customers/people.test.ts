import { describe, expect, it } from "vitest";
import { msg } from "../kernel/messages";
import {
  accountManagementRefusal,
  customerAccountSummary,
  customerDeletion,
  normalizeRtn,
  pickerOrder,
  wholesalerRoleChange,
} from "./people";

describe("accountManagementRefusal", () => {
  const admin = { id: "a", role: "admin" as const };
  const superadmin = { id: "s", role: "superadmin" as const };
  it("lets an admin manage clients, wholesalers and sellers", () => {
    for (const role of ["client", "wholesaler", "seller"] as const) {
      expect(accountManagementRefusal(admin, { id: "x", role })).toBeNull();
    }
  });
  it("refuses an admin another admin's or a superadmin's account", () => {
    expect(accountManagementRefusal(admin, { id: "x", role: "admin" })).toBe(msg.higherRoleRefused);
    expect(accountManagementRefusal(admin, superadmin)).toBe(msg.higherRoleRefused);
  });
  it("lets a superadmin manage an admin or another superadmin", () => {
    expect(accountManagementRefusal(superadmin, { id: "x", role: "admin" })).toBeNull();
    expect(accountManagementRefusal(superadmin, { id: "y", role: "superadmin" })).toBeNull();
  });
  it("refuses one's own account and non-admins", () => {
    expect(accountManagementRefusal(superadmin, superadmin)).toBe(msg.ownAccountRefused);
    expect(accountManagementRefusal({ id: "v", role: "seller" }, { id: "x", role: "client" })).toBe(
      msg.forbidden,
    );
  });
});

describe("wholesalerRoleChange", () => {
  it("swaps client and wholesaler", () => {
    expect(wholesalerRoleChange("client", true)).toEqual({ ok: true, value: "wholesaler" });
    expect(wholesalerRoleChange("wholesaler", false)).toEqual({ ok: true, value: "client" });
  });
  it("refuses staff accounts", () => {
    expect(wholesalerRoleChange("seller", true)).toEqual({
      ok: false,
      error: { code: "invalid_input", message: msg.notAClientAccount },
    });
  });
});

describe("customerDeletion", () => {
  it("allows a customer with no sales and refuses one with sales", () => {
    expect(customerDeletion(0)).toEqual({ ok: true, value: true });
    expect(customerDeletion(1)).toEqual({
      ok: false,
      error: { code: "conflict", message: "No se puede eliminar: el cliente tiene 1 venta registrada." },
    });
    expect(msg.customerHasSales(3)).toBe("No se puede eliminar: el cliente tiene 3 ventas registradas.");
  });
});

describe("normalizeRtn", () => {
  it("keeps 14 digits, ignoring dashes and spaces", () => {
    expect(normalizeRtn("0801-1990-123456")).toBe("08011990123456");
    expect(normalizeRtn("0801 1990 12345")).toBeNull();
    expect(normalizeRtn("abc")).toBeNull();
  });
});

describe("customerAccountSummary", () => {
  const noDiscount = { amount: 0, reason: "" };
  it("sums what was bought, paid and is owed; cancelled orders owe nothing", () => {
    const summary = customerAccountSummary(
      [
        {
          status: "Abonado",
          total: 10_000,
          extraDiscount: { amount: 1_000, reason: "Cliente frecuente" },
          amountPaid: 4_000,
        },
        { status: "Completado", total: 5_000, extraDiscount: noDiscount, amountPaid: 5_000, credit: 750 },
        { status: "Cancelado", total: 7_000, extraDiscount: noDiscount, amountPaid: 7_000, credit: 250 },
      ],
      [
        { amount: 4_000, date: new Date("2025-06-01T15:00:00Z") },
        { amount: 5_000, date: new Date("2025-06-03T15:00:00Z") },
        { amount: 1_000, date: new Date("2025-06-02T15:00:00Z") },
      ],
    );
    expect(summary).toEqual({
      orderCount: 3,
      totalBought: 14_000,
      // Money kept counts: 4,000 + 5,000 and its 750 of credit + the cancelled order's 7,000 kept and 250 of credit.
      totalPaid: 17_000,
      // The credit stays on its own: it does not lower the 5,000 owed on the first order.
      balance: 5_000,
      credit: 1_000,
      lastPayment: { amount: 5_000, date: new Date("2025-06-03T15:00:00Z") },
    });
  });
  it("has no last payment when nothing was paid", () => {
    expect(customerAccountSummary([], []).lastPayment).toBeNull();
  });
});

describe("people texts", () => {
  it("reads naturally", () => {
    expect(msg.customerCreated("Ana")).toBe("Cliente Ana registrado con éxito.");
    expect(msg.deleteCustomerConfirm("Ana")).toContain("Ana");
    expect(msg.disableAccountConfirm("Ana")).toContain("Sus ventas se conservan");
    expect(msg.deleteAccountConfirm("Ana")).toContain("Sus ventas se conservan");
    expect(msg.madeWholesaler("Ana")).toBe("Ana ahora es mayorista.");
    expect(msg.madeClient("Ana")).toBe("Ana ahora es cliente.");
    expect(msg.makeWholesalerConfirm("Ana")).toContain("mayorista");
    expect(msg.makeClientConfirm("Ana")).toContain("cliente");
    expect(msg.resetPasswordFor("Ana")).toContain("Ana");
    expect(msg.pageCount(1)).toBe("1 registro");
    expect(msg.pageCount(2)).toBe("2 registros");
  });
});

describe("a customer picker's order", () => {
  it("lists the people a sale is for first, staff accounts after them, each by name", () => {
    const people = [
      { name: "Ana Admin", role: "admin" },
      { name: "Zoila", role: "customer" },
      { name: "Beto Vendedor", role: "seller" },
      { name: "Ángela", role: "wholesaler" },
      { name: "Carla", role: "client" },
      { name: "Sara Super", role: "superadmin" },
    ];
    expect([...people].sort(pickerOrder).map((p) => p.name)).toEqual([
      "Ángela",
      "Carla",
      "Zoila",
      "Ana Admin",
      "Beto Vendedor",
      "Sara Super",
    ]);
  });
});
