import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCustomer, addProduct, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { SALE_STATUSES } from "../../domain/sales/sale";
import { balanceDue, collectableBalance, hasPendingBalance } from "../../domain/sales/totals";
import { balanceSql, collectableSql, pendingSql } from "./list-service";
import { sales } from "./schema";

describe.each(DB_KINDS)("Órdenes list, CSV, merged customers and Mis Compras on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  let seller2: TestUser;
  let client: TestUser;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind);
    [admin, seller, seller2, client] = await Promise.all([
      t.account("admin"),
      t.account("seller"),
      t.account("seller"),
      t.account("client", { name: "Lucía Cliente" }),
    ]);
    const db = t.ctx.database.db;
    const p = await addProduct(db, { brand: "Casio", description: "", quantity: 50, salePrice: 10_000 });
    const a = await saleViaApi(t, seller, [{ productId: p, quantity: 1 }], {
      customer: { kind: "new", name: "=Ana Pérez", phone: "9911-2233" },
    });
    const b = await saleViaApi(t, seller2, [{ productId: p, quantity: 2 }], {
      customer: { kind: "user", userId: client.id },
      firstPayment: { amount: 5_000, date: "2025-06-01", type: "partial" },
    });
    const c = await saleViaApi(t, admin, [{ productId: p, quantity: 3 }], {
      firstPayment: { amount: 30_000, date: "2025-06-01", type: "full" },
    });
    ids.push(a.json.id, b.json.id, c.json.id);
    await db
      .update(sales)
      .set({ saleDate: new Date("2025-01-15T12:00:00Z") })
      .where(eq(sales.id, c.json.id));
  });
  afterAll(() => t.close());

  it("admins see every sale with totals of the filtered set; filters and sorting apply", async () => {
    let res = await t.request("GET", "/api/sales?pageSize=2&sort=total&dir=asc", { as: admin });
    expect(res.json.count).toBe(3);
    expect(res.json.items.map((r: { total: number }) => r.total)).toEqual([10_000, 20_000]);
    expect(res.json.totals).toEqual({ total: 60_000, paid: 35_000, pending: 25_000, credit: 0 });
    res = await t.request("GET", "/api/sales?status=Abonado", { as: admin });
    expect(res.json.items.map((r: { id: string }) => r.id)).toEqual([ids[1]]);
    res = await t.request("GET", "/api/sales?pending=yes", { as: admin });
    expect(res.json.count).toBe(2);
    res = await t.request("GET", "/api/sales?customerType=web-registered", { as: admin });
    expect(res.json.items[0].customerName).toBe("Lucía Cliente");
    res = await t.request("GET", "/api/sales?from=2025-01-15&to=2025-01-15", { as: admin });
    expect(res.json.items.map((r: { id: string }) => r.id)).toEqual([ids[2]]);
    res = await t.request("GET", `/api/sales?q=${ids[0]!.slice(0, 6).toLowerCase()}`, { as: admin });
    expect(res.json.items.map((r: { id: string }) => r.id)).toContain(ids[0]);
    res = await t.request("GET", "/api/sales?q=99112233", { as: admin });
    expect(res.json.items.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    res = await t.request("GET", `/api/sales?sellerId=${seller2.id}&card=no`, { as: admin });
    expect(res.json.items.map((r: { id: string }) => r.id)).toEqual([ids[1]]);
    expect((await t.request("GET", "/api/sales?status=Perdido", { as: admin })).status).toBe(400);
  });

  it("the totals of a set are kept, and a sale or an abono counts in them on the very next read", async () => {
    const totalsOf = async () => (await t.request("GET", "/api/sales?q=Totales%20Vivos", { as: admin })).json;
    expect((await totalsOf()).count).toBe(0);
    // Priced apart from the shared sales, so the CSV's order by total below stays theirs.
    const p = await addProduct(t.ctx.database.db, { quantity: 5, salePrice: 12_000 });
    const sale = await saleViaApi(t, admin, [{ productId: p, quantity: 1 }], {
      customer: { kind: "new", name: "Totales Vivos", phone: "9911-0000" },
    });
    expect(sale.status).toBe(200);
    expect((await totalsOf()).totals).toEqual({ total: 12_000, paid: 0, pending: 12_000, credit: 0 });
    const paid = await t.request("POST", `/api/sales/${sale.json.id}/payments`, {
      as: admin,
      body: { amount: 4_000, date: "2025-06-01", type: "partial" },
    });
    expect(paid.status).toBe(200);
    const after = await totalsOf();
    expect(after.count).toBe(1);
    expect(after.totals).toEqual({ total: 12_000, paid: 4_000, pending: 8_000, credit: 0 });
  });

  it("a seller's 'Mis Órdenes' holds only their own sales, whatever they ask for", async () => {
    const res = await t.request("GET", `/api/sales?sellerId=${seller2.id}`, { as: seller });
    expect(res.json.items.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    const own = await t.request("GET", "/api/sales", { as: seller });
    expect(own.json.items.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    const csv = await t.request("GET", "/api/sales/export.csv", { as: seller });
    expect(String(csv.json).split("\r\n").filter(Boolean)).toHaveLength(2);
  });

  it("CSV export: header, lempiras with 2 decimals, formula injection neutralised", async () => {
    const res = await t.request("GET", "/api/sales/export.csv?sort=total&dir=asc", { as: admin });
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = String(res.json)
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(lines[0]).toBe(
      "Orden,Fecha,Cliente,Teléfono,Tipo de cliente,Vendedor,Estado,Tarjeta,Total,Pagado,Saldo,Saldo a favor,Pagado no reembolsado",
    );
    expect(lines[1]).toContain(",'=Ana Pérez,9911-2233,Cliente Manual,");
    expect(lines[1]).toMatch(/,Pendiente,No,100\.00,0\.00,100\.00,0\.00,0\.00$/);
    expect((await t.request("GET", "/api/sales/export.csv", { as: client })).status).toBe(403);
  });

  it("merged customers: staff search users and customer records by name, phone or email", async () => {
    await addCustomer(t.ctx.database.db, "Don Ramón", "3344-5566");
    let res = await t.request("GET", "/api/customers/merged?q=ramón", { as: seller });
    expect(res.json).toEqual([
      expect.objectContaining({ kind: "customer", name: "Don Ramón", role: "customer" }),
    ]);
    res = await t.request("GET", `/api/customers/merged?q=${encodeURIComponent(client.email)}`, {
      as: admin,
    });
    expect(res.json[0]).toMatchObject({ kind: "user", id: client.id, role: "client" });
    res = await t.request("GET", "/api/customers/merged?q=33445566", { as: admin });
    expect(res.json[0].name).toBe("Don Ramón");
    expect((await t.request("GET", "/api/customers/merged", { as: client })).status).toBe(403);
    expect((await t.request("GET", "/api/customers/merged")).status).toBe(401);

    // Customers first, then staff accounts, whatever their names.
    await t.account("admin", { name: "Aarón Pickerstaff" });
    await addCustomer(t.ctx.database.db, "Zulema Pickerstaff", "3344-0000");
    res = await t.request("GET", "/api/customers/merged?q=pickerstaff", { as: seller });
    expect(res.json.map((c: { name: string; role: string }) => [c.name, c.role])).toEqual([
      ["Zulema Pickerstaff", "customer"],
      ["Aarón Pickerstaff", "admin"],
    ]);
  });

  it("Mis Compras: a client lists and opens only their own purchases", async () => {
    const res = await t.request("GET", "/api/my/purchases", { as: client });
    expect(res.json.map((r: { id: string }) => r.id)).toEqual([ids[1]]);
    expect((await t.request("GET", `/api/sales/${ids[0]}`, { as: client })).status).toBe(404);
    expect((await t.request("GET", "/api/my/purchases", { as: admin })).status).toBe(403);
  });

  it("dates are the shop's calendar days: a sale at 23:30 in Tegucigalpa is that day in the CSV and filters", async () => {
    const db = t.ctx.database.db;
    const p = await addProduct(db, { brand: "Casio", description: "", quantity: 5, salePrice: 10_000 });
    const late = await saleViaApi(t, admin, [{ productId: p, quantity: 1 }], {
      customer: { kind: "new", name: "Cliente Nocturno" },
    });
    await db
      .update(sales)
      .set({ saleDate: new Date("2025-11-24T05:30:00Z") })
      .where(eq(sales.id, late.json.id));
    const day = await t.request("GET", "/api/sales?from=2025-11-23&to=2025-11-23", { as: admin });
    expect(day.json.items.map((r: { id: string }) => r.id)).toEqual([late.json.id]);
    const next = await t.request("GET", "/api/sales?from=2025-11-24&to=2025-11-24", { as: admin });
    expect(next.json.count).toBe(0);
    const csv = await t.request("GET", "/api/sales/export.csv?from=2025-11-23&to=2025-11-23", { as: admin });
    const [, line] = String(csv.json)
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(line).toMatch(
      new RegExp(`^${late.json.orderNumber},2025-11-23,Cliente Nocturno,,Cliente Manual,`),
    );
  });

  it("the SQL 'still to collect' and 'pending' agree with the domain on the same rows", async () => {
    const db = t.ctx.database.db;
    const p = await addProduct(db, { brand: "Casio", description: "", quantity: 5, salePrice: 10_000 });
    const { id } = (await saleViaApi(t, admin, [{ productId: p, quantity: 1 }])).json;
    const cases = SALE_STATUSES.flatMap((status) =>
      [
        { total: 10_000, extra: 0, paid: 0 },
        { total: 10_000, extra: 0, paid: 9_999 },
        { total: 10_000, extra: 0, paid: 9_998 },
        { total: 10_000, extra: 2_000, paid: 7_999 },
        { total: 10_000, extra: 2_000, paid: 9_000 },
        { total: 10_000, extra: 0, paid: 12_000 },
      ].map((c) => ({ ...c, status })),
    );
    for (const c of cases) {
      await db
        .update(sales)
        .set({ status: c.status, total: c.total, extraDiscountAmount: c.extra, amountPaid: c.paid })
        .where(eq(sales.id, id));
      const [row] = await db
        .select({ balance: balanceSql, collectable: collectableSql, pending: pendingSql })
        .from(sales)
        .where(eq(sales.id, id));
      const balance = balanceDue({
        total: c.total,
        extraDiscount: { amount: c.extra, reason: "" },
        amountPaid: c.paid,
      });
      const sale = { status: c.status, balance };
      expect(
        { balance: Number(row!.balance), collectable: Number(row!.collectable), pending: row!.pending },
        JSON.stringify(c),
      ).toEqual({
        balance,
        collectable: collectableBalance(sale),
        pending: hasPendingBalance(sale),
      });
    }
  });
});
