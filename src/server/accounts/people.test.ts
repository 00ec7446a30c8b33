import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCity,
  addCustomer,
  addPayment,
  addProduct,
  addSettings,
  saleViaApi,
} from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { users } from "../auth/schema";

/** People: customers, accounts (Clientes Web, Mayoristas, Equipo) and Mi Información. */
describe.each(DB_KINDS)("people on %s", (kind) => {
  let t: TestApp;
  let seller: TestUser;
  let otherSeller: TestUser;
  let admin: TestUser;
  let superadmin: TestUser;
  let productId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.ctx.database.db;
    await addSettings(db, { defaultCommissionBasisPoints: 500 });
    await addCity(db, "Tegucigalpa");
    await addCity(db, "San Pedro Sula");
    seller = await t.account("seller");
    otherSeller = await t.account("seller");
    admin = await t.account("admin");
    superadmin = await t.account("superadmin");
    productId = await addProduct(db, { brand: "Casio", description: "", quantity: 100, salePrice: 100_000 });
  });
  afterAll(() => t.close());

  describe("manual customers", () => {
    it("validates in Spanish: the name is required, the RTN has 14 digits, the email must be valid", async () => {
      const noName = await t.request("POST", "/api/customers", { as: seller, body: { name: " " } });
      expect(noName.status).toBe(400);
      expect(noName.json.error.message).toBe(msg.customerNameRequired);
      const badRtn = await t.request("POST", "/api/customers", {
        as: seller,
        body: { name: "Ana", rtn: "123" },
      });
      expect(badRtn.json.error).toMatchObject({ message: msg.rtnInvalid, field: "rtn" });
      const badEmail = await t.request("POST", "/api/customers", {
        as: seller,
        body: { name: "Ana", email: "no-es-email" },
      });
      expect(badEmail.json.error.message).toBe(msg.invalidEmailText);
    });

    it("creates, edits, searches by phone digits and deletes a record without sales", async () => {
      const created = await t.request("POST", "/api/customers", {
        as: seller,
        body: { name: "Rosa Amador", phone: "9812-3344", rtn: "0801-1990-123456", city: "Choluteca" },
      });
      expect(created.status).toBe(200);
      expect(created.json.message).toBe(msg.customerCreated("Rosa Amador"));
      const id = created.json.id as string;
      const edited = await t.request("PUT", `/api/customers/${id}`, {
        as: seller,
        body: {
          name: "Rosa Amador López",
          phone: "9812-3344",
          rtn: "08011990123456",
          notes: "Prefiere WhatsApp",
        },
      });
      expect(edited.json.message).toBe(msg.customerUpdated);
      const found = await t.request("GET", "/api/customers?q=98123", { as: seller });
      expect(found.json.items).toEqual([
        expect.objectContaining({ id, kind: "customer", role: "customer", name: "Rosa Amador López" }),
      ]);
      const page = await t.request("GET", `/api/customers/${id}/account`, { as: seller });
      expect(page.json.customer).toMatchObject({ rtn: "08011990123456", notes: "Prefiere WhatsApp" });
      // Another seller may not delete a record they did not create; its creator may.
      expect((await t.request("DELETE", `/api/customers/${id}`, { as: otherSeller })).status).toBe(403);
      const gone = await t.request("DELETE", `/api/customers/${id}`, { as: seller });
      expect(gone.json.message).toBe(msg.customerDeleted);
      expect((await t.request("GET", `/api/customers/${id}/account`, { as: seller })).status).toBe(404);
    });

    it("refuses to delete a customer who has sales", async () => {
      const id = await addCustomer(t.ctx.database.db, "Don Julio", "3300-1122");
      const sale = await saleViaApi(t, admin, [{ productId, quantity: 1 }], {
        customer: { kind: "customer", customerId: id },
      });
      expect(sale.status).toBe(200);
      const refused = await t.request("DELETE", `/api/customers/${id}`, { as: admin });
      expect(refused.status).toBe(409);
      expect(refused.json.error.message).toBe(msg.customerHasSales(1));
    });

    it("a seller's customer page shows only their own sales; an admin's shows all, with the figures", async () => {
      const id = await addCustomer(t.ctx.database.db, "Marta Zelaya", "3311-2233");
      const mine = await saleViaApi(t, seller, [{ productId, quantity: 1 }], {
        customer: { kind: "customer", customerId: id },
      });
      const theirs = await saleViaApi(t, otherSeller, [{ productId, quantity: 2 }], {
        customer: { kind: "customer", customerId: id },
      });
      expect([mine.status, theirs.status]).toEqual([200, 200]);
      const paid = await t.request("POST", `/api/sales/${mine.json.id}/payments`, {
        as: admin,
        body: { amount: 40_000, date: "2025-06-10", type: "partial" },
      });
      expect(paid.status).toBe(200);

      const asSeller = await t.request("GET", `/api/customers/${id}/account`, { as: seller });
      expect(asSeller.json.ownSalesOnly).toBe(true);
      expect(asSeller.json.orders.map((o: { id: string }) => o.id)).toEqual([mine.json.id]);
      expect(asSeller.json.summary).toMatchObject({
        orderCount: 1,
        totalBought: 100_000,
        totalPaid: 40_000,
        balance: 60_000,
        lastPayment: { amount: 40_000 },
      });

      const asAdmin = await t.request("GET", `/api/customers/${id}/account`, { as: admin });
      expect(asAdmin.json.ownSalesOnly).toBe(false);
      expect(asAdmin.json.orders).toHaveLength(2);
      expect(asAdmin.json.summary).toMatchObject({
        totalBought: 300_000,
        totalPaid: 40_000,
        balance: 260_000,
      });
    });

    it("the customer page shows the total Saldo a favor on its own, not taken off what is owed", async () => {
      const db = t.ctx.database.db;
      const id = await addCustomer(db, "Rosa Canales", "3311-9988");
      const owing = await saleViaApi(t, admin, [{ productId, quantity: 1 }], {
        customer: { kind: "customer", customerId: id },
      });
      const settled = await saleViaApi(t, admin, [{ productId, quantity: 1 }], {
        customer: { kind: "customer", customerId: id },
      });
      const full = await t.request("POST", `/api/sales/${settled.json.id}/payments`, {
        as: admin,
        body: { amount: 100_000, date: "2025-06-10", type: "full" },
      });
      expect([owing.status, settled.status, full.status]).toEqual([200, 200, 200]);
      // A late card charge on the settled sale: 250.00 beyond what it owed (as recordLateCardPayment leaves it).
      await addPayment(db, {
        saleId: settled.json.id,
        amount: 25_000,
        date: new Date(),
        recordedBy: "Test",
        type: "partial",
        method: "tarjeta",
      });
      const page = await t.request("GET", `/api/customers/${id}/account`, { as: admin });
      expect(page.json.summary).toMatchObject({ balance: 100_000, credit: 25_000 });
      const row = page.json.orders.find((o: { id: string }) => o.id === settled.json.id);
      expect(row).toMatchObject({ balance: 0, credit: 25_000, keptOnCancel: 0 });
    });

    it("finds one entry of the merged list by id (Registrar Venta ?customerId=)", async () => {
      const id = await addCustomer(t.ctx.database.db, "Lucía Mejía", "3344-5566");
      const res = await t.request("GET", `/api/customers/merged/${id}`, { as: seller });
      expect(res.json).toEqual({
        kind: "customer",
        id,
        name: "Lucía Mejía",
        email: null,
        phone: "3344-5566",
        city: null,
        role: "customer",
      });
    });
  });

  describe("accounts", () => {
    it("nobody edits an account of a higher role; a superadmin may; nobody manages their own here", async () => {
      const otherAdmin = await t.account("admin");
      const body = { name: "Cambio", phone: "9999-1111", city: "Tegucigalpa" };
      const refused = await t.request("PATCH", `/api/accounts/${otherAdmin.id}`, { as: admin, body });
      expect(refused.status).toBe(403);
      expect(refused.json.error.message).toBe(msg.higherRoleRefused);
      const up = await t.request("PATCH", `/api/accounts/${superadmin.id}`, { as: admin, body });
      expect(up.json.error.message).toBe(msg.higherRoleRefused);
      const own = await t.request("POST", `/api/accounts/${admin.id}/disabled`, {
        as: admin,
        body: { disabled: true },
      });
      expect(own.json.error.message).toBe(msg.ownAccountRefused);
      const allowed = await t.request("PATCH", `/api/accounts/${otherAdmin.id}`, { as: superadmin, body });
      expect(allowed.json.message).toBe(msg.accountUpdated);
      const client = await t.account("client");
      const edited = await t.request("PATCH", `/api/accounts/${client.id}`, {
        as: admin,
        body: { name: "Carlos Ruiz", phone: "9988-7766", city: "San Pedro Sula" },
      });
      expect(edited.status).toBe(200);
      const me = await t.request("GET", "/api/me", { as: client });
      expect(me.json.user).toMatchObject({
        name: "Carlos Ruiz",
        firstName: "Carlos",
        city: "San Pedro Sula",
      });
    });

    it("disabling signs the member out everywhere and refuses their sign-in in Spanish; enabling lets them back", async () => {
      const member = await t.account("seller", { password: "clave-segura-1" });
      const second = await t.signIn(member.email, "clave-segura-1");
      const res = await t.request("POST", `/api/accounts/${member.id}/disabled`, {
        as: admin,
        body: { disabled: true },
      });
      expect(res.json.message).toBe(msg.accountDisabled);
      expect((await t.request("GET", "/api/sales", { as: member })).status).toBe(401);
      expect((await t.request("GET", "/api/sales", { as: second })).status).toBe(401);
      const signIn = await t.request("POST", "/api/auth/sign-in/email", {
        body: { email: member.email, password: "clave-segura-1" },
      });
      expect(signIn.status).toBe(403);
      expect(signIn.json.error.message).toBe(msg.accountIsDisabled);
      const sellers = await t.request("GET", "/api/sales/sellers", { as: admin });
      expect(sellers.json.map((s: { id: string }) => s.id)).not.toContain(member.id);
      const team = await t.request("GET", `/api/team/members?q=${encodeURIComponent(member.email)}`, {
        as: admin,
      });
      expect(team.json.items[0]).toMatchObject({ id: member.id, disabled: true });
      await t.request("POST", `/api/accounts/${member.id}/disabled`, {
        as: admin,
        body: { disabled: false },
      });
      await expect(t.signIn(member.email, "clave-segura-1")).resolves.toContain("=");
    });

    it("deleting a client keeps their sales", async () => {
      const client = await t.account("client");
      const sale = await saleViaApi(t, admin, [{ productId, quantity: 1 }], {
        customer: { kind: "user", userId: client.id },
      });
      expect(sale.status).toBe(200);
      const res = await t.request("DELETE", `/api/accounts/${client.id}`, { as: admin });
      expect(res.json.message).toBe(msg.accountDeleted);
      const kept = await t.request("GET", `/api/sales/${sale.json.id}`, { as: admin });
      expect(kept.status).toBe(200);
      expect(kept.json.customerName).toBeTruthy();
      expect((await t.request("GET", "/api/me", { as: client })).json.user).toBeNull();
    });

    it("turns a client into a wholesaler and back, notifying them; staff accounts are refused", async () => {
      const client = await t.account("client", { name: "Elena Paz" });
      const up = await t.request("POST", `/api/accounts/${client.id}/wholesaler`, {
        as: admin,
        body: { wholesaler: true },
      });
      expect(up.json.message).toBe(msg.madeWholesaler("Elena Paz"));
      expect((await t.request("GET", "/api/me", { as: client })).json.user.role).toBe("wholesaler");
      const notes = await t.request("GET", "/api/notifications", { as: client });
      expect(notes.json.items[0].title).toBe(msg.wholesalerNotificationTitle);
      const list = await t.request("GET", "/api/wholesalers?q=Elena", { as: admin });
      expect(list.json.items.map((u: { id: string }) => u.id)).toEqual([client.id]);
      const back = await t.request("POST", `/api/accounts/${client.id}/wholesaler`, {
        as: admin,
        body: { wholesaler: false },
      });
      expect(back.json.message).toBe(msg.madeClient("Elena Paz"));
      const staff = await t.request("POST", `/api/accounts/${seller.id}/wholesaler`, {
        as: admin,
        body: { wholesaler: true },
      });
      expect(staff.json.error.message).toBe(msg.notAClientAccount);
    });

    it("creates a wholesaler account that can sign in", async () => {
      const res = await t.request("POST", "/api/wholesalers", {
        as: admin,
        body: {
          name: "Relojes del Norte",
          email: "norte@prueba.hn",
          password: "secreto1",
          phone: "2550-0000",
          city: "San Pedro Sula",
        },
      });
      expect(res.status).toBe(200);
      const cookie = await t.signIn("norte@prueba.hn", "secreto1");
      expect((await t.request("GET", "/api/me", { as: cookie })).json.user.role).toBe("wholesaler");
      const short = await t.request("POST", "/api/wholesalers", {
        as: admin,
        body: { name: "X", email: "x@prueba.hn", password: "123", phone: "1", city: "Tegucigalpa" },
      });
      expect(short.json.error.message).toBe(msg.passwordTooShort);
    });

    it("Equipo lists staff with their last sign-in; Clientes Web lists clients and wholesalers", async () => {
      const team = await t.request("GET", "/api/team/members", { as: admin });
      const roles = new Set(team.json.items.map((u: { role: string }) => u.role));
      expect([...roles].every((r) => ["seller", "admin", "superadmin"].includes(r as string))).toBe(true);
      const mine = team.json.items.find((u: { id: string }) => u.id === seller.id);
      expect(mine.lastSignInAt).not.toBeNull();
      const clients = await t.request("GET", "/api/web-clients", { as: seller });
      expect(
        clients.json.items.every((u: { role: string }) => u.role === "client" || u.role === "wholesaler"),
      ).toBe(true);
    });
  });

  describe("Mi Información", () => {
    it("edits name, phone and city (an active shipping location)", async () => {
      const client = await t.account("client");
      const bad = await t.request("PUT", "/api/my/profile", {
        as: client,
        body: { name: "Ana", phone: "9999", city: "Atlántida" },
      });
      expect(bad.status).toBe(400);
      expect(bad.json.error).toMatchObject({ message: msg.cityNotOffered, field: "city" });
      const empty = await t.request("PUT", "/api/my/profile", {
        as: client,
        body: { name: "", phone: "", city: "" },
      });
      expect(empty.json.error.message).toBe(msg.allFieldsRequired);
      const ok = await t.request("PUT", "/api/my/profile", {
        as: client,
        body: { name: "Ana Lucía Reyes", phone: "9700-0000", city: "San Pedro Sula" },
      });
      expect(ok.json.message).toBe(msg.profileSaved);
      const me = await t.request("GET", "/api/me", { as: client });
      expect(me.json.user).toMatchObject({ name: "Ana Lucía Reyes", firstName: "Ana", phone: "9700-0000" });
    });

    it("changes the email only with the current password, to a free address", async () => {
      const client = await t.account("client", { password: "clave-segura-1" });
      const other = await t.account("client");
      const wrong = await t.request("POST", "/api/my/email", {
        as: client,
        body: { newEmail: "nueva@prueba.hn", currentPassword: "otra-clave" },
      });
      expect(wrong.json.error).toMatchObject({ message: msg.currentPasswordWrong, field: "currentPassword" });
      const taken = await t.request("POST", "/api/my/email", {
        as: client,
        body: { newEmail: other.email, currentPassword: "clave-segura-1" },
      });
      expect(taken.status).toBe(409);
      expect(taken.json.error.message).toBe(msg.emailTaken);
      const ok = await t.request("POST", "/api/my/email", {
        as: client,
        body: { newEmail: "Nueva@Prueba.hn", currentPassword: "clave-segura-1" },
      });
      expect(ok.json.message).toBe(msg.emailChanged);
      await expect(t.signIn("nueva@prueba.hn", "clave-segura-1")).resolves.toContain("=");
      const [row] = await t.ctx.database.db.select().from(users).where(eq(users.id, client.id));
      expect(row?.email).toBe("nueva@prueba.hn");
    });
  });
});
