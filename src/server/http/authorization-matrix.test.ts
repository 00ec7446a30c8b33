import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCity,
  addDiscountCode,
  addProduct,
  addRegister,
  addSettings,
  checkoutBody,
  openDrawer,
  saleViaApi,
} from "../../../tests/support/factory";
import { DB_KINDS, ORIGIN, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { payOnSandbox } from "../../../tests/support/test-payments";
import { type Access, rolesAllowed } from "../../contracts/kernel/operation";
import { msg } from "../../domain/kernel/messages";
import { ROLES, type Role } from "../../domain/kernel/roles";
import { newId } from "../db/ids";
import { notifyUser } from "../notifications";
import { contractOperations } from "./operation-registry";
import { responseValidator } from "./response-validator";

/**
 * The authorization matrix, declared once: every operation in src/contracts says who may call it
 * (`access`, whose roles are ACCESS_ROLES of src/contracts/kernel/operation.ts, the same mapping the route
 * guard is built from), and this test asks EVERY registered operation as each of the six kinds of caller
 * against the real server. A caller the access excludes gets the guard's answer — 401 signed out,
 * 403 signed in with the wrong role — never a 2xx; a caller it includes is never refused by the
 * guard and never gets a 5xx. New operations join the matrix by being declared; no list to keep.
 * Path parameters carry real ids of a small fixture, so a refusal is not a mere 404 for a missing row.
 * Every JSON answer is also checked against the OpenAPI document the server publishes.
 */
type Who = "anon" | Role;
const WHO: Who[] = ["anon", ...ROLES];
/** Who an access lets in: its roles, or everyone (signed out included) when it needs no guard. */
const allowed = (access: Access): readonly Who[] => rolesAllowed(access) ?? WHO;

/** Real ids from the fixture, by the path they appear in and the parameter's name; unknown ones get a fresh id. */
type Ids = Record<string, string>;
function pathWithIds(path: string, ids: Ids): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const prefix = path.slice(0, path.indexOf(`:${name}`));
    const key =
      Object.keys(ids)
        .filter((k) => k.includes(" ") && prefix.startsWith(k.split(" ")[0]!) && k.endsWith(` ${name}`))
        .sort((a, b) => b.length - a.length)[0] ?? name;
    return encodeURIComponent(ids[key] ?? newId());
  });
}

describe.each(DB_KINDS)("authorization matrix of every operation on %s", (kind) => {
  let t: TestApp;
  const as: Partial<Record<Role, TestUser>> = {};
  /** Outside the matrix: owns the records nobody in it may see. */
  let owner: TestUser;
  let ownerPassword: string;
  let colleague: TestUser;
  const ids: Ids = {};
  const validate = responseValidator();

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.ctx.database.db;
    await addSettings(db, { defaultCommissionBasisPoints: 500, whatsappNumber: "9999-0000" });
    for (const role of ROLES) as[role] = await t.account(role);
    ownerPassword = "clave-del-dueno-1";
    owner = await t.account("client", { password: ownerPassword });
    colleague = await t.account("seller");
    const victim = await t.account("client");
    const productId = await addProduct(db, { quantity: 500, salePrice: 50_000, image: true });
    const cityId = await addCity(db);

    // The owner's card order, paid: a sale, its receipt, its result page and a card payment.
    const placed = await t.request("POST", "/api/checkout", {
      as: owner,
      body: checkoutBody(cityId, [{ productId, quantity: 1 }]),
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect((await payOnSandbox(t, placed.json.redirectUrl)).status).toBe(200);
    const cards = await t.request("GET", "/api/card-payments", { as: as.admin });
    // A web order by transfer, waiting in Compras Web.
    const transfer = await t.request("POST", "/api/checkout", {
      body: checkoutBody(cityId, [{ productId, quantity: 1 }], { paymentMethod: "transfer" }),
    });
    expect(transfer.status).toBe(200);
    const staffSale = await saleViaApi(t, as.admin!, [{ productId, quantity: 1 }]);
    expect(staffSale.status).toBe(200);
    await t.request("POST", `/api/sales/${staffSale.json.id}/payments`, {
      as: as.admin,
      body: { amount: 1_000, date: "2025-06-10", type: "partial" },
    });
    const sale = (await t.request("GET", `/api/sales/${staffSale.json.id}`, { as: as.admin })).json;

    const ticket = await t.request("POST", "/api/support/tickets", {
      as: owner,
      body: { subject: "Correa", category: "Producto", message: "¿Tienen correa de cuero?" },
    });
    expect(ticket.status).toBe(200);
    const ticketRead = await t.request("GET", `/api/support/tickets/${ticket.json.id}`, { as: owner });
    const thread = await t.request("POST", "/api/messages", {
      as: as.admin,
      body: { recipientIds: [colleague.id], subject: "Caja", content: "Revisar la caja" },
    });
    expect(thread.status).toBe(200);
    const notification = await notifyUser(db, owner.id, { title: "Tuya", body: "solo tuya", type: "other" });
    await addDiscountCode(db, "MATRIZ10");
    // A seller may delete only the customers they registered: this one is the matrix seller's.
    const customer = await t.request("POST", "/api/customers", {
      as: as.seller,
      body: { name: "Matriz Cliente", phone: "9000-0000" },
    });
    expect(customer.status).toBe(200);

    // A register with an admin's session open on it: the drawer's paths name real rows.
    const register = await addRegister(t, as.admin!, "Caja de la matriz");
    const drawer = await openDrawer(t, as.admin!, register, 10_000);

    Object.assign(ids, {
      "/api/accounts/ id": victim.id,
      "/api/cash-registers/ id": register,
      "/api/cash-drawer/sessions/ id": drawer.id,
      "/api/card-payments/ id": cards.json.items?.[0]?.id ?? newId(),
      "/api/catalog/ id": productId,
      "/api/customers/ id": customer.json.id,
      "/api/customers/merged/ id": `c:${newId()}`,
      "/api/discount-codes/ code": "MATRIZ10",
      "/api/inventory/products/ id": productId,
      "/api/messages/ id": thread.json.threadId,
      "/api/notifications/ id": notification,
      "/api/orders/ id": placed.json.orderId,
      "/api/payments/ gateway": "sandbox",
      "/api/products/ id": productId,
      "/api/reports/ report": "receivable",
      "/api/sales/ id": staffSale.json.id,
      "/api/sales/ paymentId": sale.payments?.[0]?.paymentId ?? newId(),
      "/api/sales/ index": "0",
      "/api/shipping-locations/ id": cityId,
      "/api/support/tickets/ id": ticket.json.id,
      "/api/support/tickets/ messageId": ticketRead.json.messages?.[0]?.id ?? newId(),
      "/api/web-purchases/ id": transfer.json.orderId,
      ownerSale: placed.json.orderId,
    });
  });
  afterAll(() => t.close());

  describe("object level: another user's record answers 404 and stays as it was", () => {
    const notFound = async (
      who: TestUser,
      method: "GET" | "POST",
      url: string,
      body?: unknown,
    ): Promise<void> => {
      const res = await t.request(method, url, { as: who, body });
      expect(res.status, `${who.role} ${method} ${url}`).toBe(404);
      expect(res.json.error?.message, url).toMatch(/[a-záéíóúñ]/i);
    };

    it("a sale, its receipt and its order result (the owner's own answer 200)", async () => {
      const sale = ids.ownerSale!;
      for (const who of [as.client!, as.wholesaler!, as.seller!]) {
        await notFound(who, "GET", `/api/sales/${sale}`);
        await notFound(who, "GET", `/api/sales/${sale}/receipt.pdf`);
        await notFound(who, "GET", `/api/orders/${sale}/result`);
      }
      expect((await t.request("GET", `/api/sales/${sale}`, { as: owner })).status).toBe(200);
      expect((await t.request("GET", `/api/sales/${sale}/receipt.pdf`, { as: owner })).status).toBe(200);
    });

    it("a support ticket: read, reply, mark read, photos", async () => {
      const id = ids["/api/support/tickets/ id"]!;
      const before = (await t.request("GET", `/api/support/tickets/${id}`, { as: owner })).json;
      for (const who of [as.client!, as.wholesaler!]) {
        await notFound(who, "GET", `/api/support/tickets/${id}`);
        await notFound(who, "POST", `/api/support/tickets/${id}/messages`, { text: "intruso" });
        await notFound(who, "POST", `/api/support/tickets/${id}/read`);
        await notFound(who, "GET", `/api/support/tickets/${id}/photos/${before.messages[0].id}`);
      }
      const after = (await t.request("GET", `/api/support/tickets/${id}`, { as: owner })).json;
      expect(after.messages).toEqual(before.messages);
    });

    it("a notification cannot be marked read by someone else", async () => {
      const id = ids["/api/notifications/ id"]!;
      for (const role of ROLES) await notFound(as[role]!, "POST", `/api/notifications/${id}/read`);
      const mine = await t.request("GET", "/api/notifications", { as: owner });
      expect(mine.json.items.find((n: { id: string }) => n.id === id)?.isRead).toBe(false);
    });

    it("an internal message thread is invisible to staff outside it", async () => {
      const id = ids["/api/messages/ id"]!;
      await notFound(as.seller!, "GET", `/api/messages/${id}`);
      await notFound(as.seller!, "POST", `/api/messages/${id}/replies`, { content: "intruso" });
      await notFound(as.seller!, "POST", `/api/messages/${id}/read`);
      await notFound(as.seller!, "POST", `/api/messages/${id}/deletion`);
      expect((await t.request("GET", `/api/messages/${id}`, { as: colleague })).status).toBe(200);
    });

    it("a payment link cannot be made for someone else's sale", async () => {
      for (const sale of [ids.ownerSale!, ids["/api/sales/ id"]!]) {
        for (const who of [as.client!, as.wholesaler!]) {
          await notFound(who, "POST", `/api/sales/${sale}/payment-links`, {});
        }
      }
    });

    it("card payments and invoices are admins' only: a customer or seller never reaches one by id", async () => {
      const card = ids["/api/card-payments/ id"]!;
      for (const who of [as.client!, as.wholesaler!, as.seller!]) {
        const res = await t.request("POST", `/api/card-payments/${card}/viewed`, { as: who });
        expect(res.status).toBe(403);
        const invoice = await t.request("GET", `/api/invoices/${newId()}/factura.pdf`, { as: who });
        expect(invoice.status).toBe(403);
      }
      const list = await t.request("GET", "/api/card-payments", { as: as.admin });
      expect(list.json.items.find((n: { id: string }) => n.id === card)?.status).toBe("new");
    });
  });

  it("every operation × anonymous, client, wholesaler, seller, admin, superadmin answers as its access says", async () => {
    const found = await contractOperations();
    await t.app.ready();
    const openApi = t.app.swagger();
    expect(found.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    const checked = { refused: 0, allowed: 0, validated: 0 };
    for (const { operation: op } of found) {
      const url = pathWithIds(op.path, ids);
      for (const who of WHO) {
        const user = who === "anon" ? undefined : as[who];
        // Signing out must not end the session the rest of the matrix uses.
        const cookie =
          op.path === "/api/auth/sign-out" && user
            ? await t.signIn(user.email, "clave-segura-1")
            : user?.cookie;
        const res = await t.app.inject({
          method: op.method,
          url,
          headers: { origin: ORIGIN, host: "localhost:3000", ...(cookie ? { cookie } : {}) },
        });
        const label = `${op.id} ${op.method} ${url} as ${who}: ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode >= 500) wrong.push(label);
        const error = String(res.headers["content-type"]).includes("json") ? res.json()?.error : undefined;
        if (!allowed(op.access).includes(who)) {
          checked.refused++;
          const expected = who === "anon" ? 401 : 403;
          const message = who === "anon" ? msg.unauthenticated : msg.forbidden;
          if (res.statusCode !== expected || error?.message !== message) wrong.push(label);
        } else {
          checked.allowed++;
          if (res.statusCode === 401 || (res.statusCode === 403 && error?.message === msg.forbidden))
            wrong.push(label);
        }
        const problem = validate(openApi, op, res);
        if (problem === null) checked.validated++;
        else if (problem) wrong.push(`${label}\n    schema: ${problem}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked.refused).toBeGreaterThan(300);
    expect(checked.allowed).toBeGreaterThan(200);
    expect(checked.validated).toBeGreaterThan(300);
  }, 180_000);

  it("the owner still signs in: nothing in the matrix changed another user's password or session", async () => {
    await expect(t.signIn(owner.email, ownerPassword)).resolves.toContain("=");
    expect((await t.request("GET", "/api/me", { as: owner })).json.user.id).toBe(owner.id);
  });
});
