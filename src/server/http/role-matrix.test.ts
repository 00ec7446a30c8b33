import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addRegister, addSettings, openDrawer, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import type { Role } from "../../domain/kernel/roles";
import { orderNumber } from "../../domain/kernel/roles";
import { orderAccessToken } from "./order-access";

/**
 * The per-role refusal matrix (docs/product/roles.md, docs/decisions/0001): one representative endpoint of
 * every feature, asked by every role. 401 signed out, 403 for a role docs/product/roles.md does not allow,
 * 404 where an id must not reveal someone else's record; anything else is the allowed answer.
 */
type Who = "anon" | Role;
const RANGE = "from=2025-01-01&to=2025-01-31";
const ADMINS_ONLY = [401, 403, 403, 403, 200, 200];
const WHO: Who[] = ["anon", "client", "wholesaler", "seller", "admin", "superadmin"];
type Row = [
  label: string,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body: unknown,
  expect: number[],
];

const PRODUCT = {
  name: "Reloj Matriz",
  description: "",
  brand: "Casio",
  model: "",
  specs: {},
  salePrice: 100_000,
  promoPrice: null,
  originalPublicPrice: null,
  wholesalePrice: null,
  unitCost: null,
  lowStockThreshold: null,
  isPublic: false,
};
const NEW_PRODUCT = { ...PRODUCT, initialStock: 0 };

describe.each(DB_KINDS)("per-role refusal matrix on %s", (kind) => {
  let t: TestApp;
  const as: Partial<Record<Who, TestUser>> = {};
  let saleId: string;
  let hiddenId: string;
  let productId: string;
  let ticketId: string;
  let drawerId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.ctx.database.db;
    await addSettings(db, { defaultCommissionBasisPoints: 500 });
    for (const role of WHO) if (role !== "anon") as[role] = await t.account(role);
    productId = await addProduct(db, { brand: "Casio", description: "", quantity: 100, salePrice: 50_000 });
    hiddenId = await addProduct(db, {
      brand: "Casio",
      description: "",
      quantity: 5,
      salePrice: 50_000,
      isPublic: false,
    });
    const sale = await saleViaApi(t, as.admin!, [{ productId, quantity: 1 }]);
    expect(sale.status).toBe(200);
    saleId = sale.json.id;
    // A ticket of a client outside the matrix: nobody in it owns it.
    const owner = await t.account("client");
    const ticket = await t.request("POST", "/api/support/tickets", {
      as: owner,
      body: { subject: "Correa", category: "Producto", message: "¿Tienen correa de cuero?" },
    });
    expect(ticket.status).toBe(200);
    ticketId = ticket.json.id;
    // The matrix admin's open drawer session: sellers do not reach it, another admin reads it.
    drawerId = (await openDrawer(t, as.admin!, await addRegister(t, as.admin!, "Matriz"), 10_000)).id;
  });
  afterAll(() => t.close());

  //                                                                    anon client whole seller admin super
  const rows = (): Row[] => [
    ["me", "GET", "/api/me", undefined, [200, 200, 200, 200, 200, 200]],
    ["store info", "GET", "/api/store-info", undefined, [200, 200, 200, 200, 200, 200]],
    ["shipping", "GET", "/api/shipping-locations", undefined, [200, 200, 200, 200, 200, 200]],
    ["hidden product", "GET", `/api/catalog/${hiddenId}`, undefined, [404, 404, 404, 200, 200, 200]],
    // Product editor: staff read every field; only admins create, edit, delete, manage pictures.
    ["editor product", "GET", `/api/products/${productId}`, undefined, [401, 403, 403, 200, 200, 200]],
    ["create product", "POST", "/api/products", NEW_PRODUCT, [401, 403, 403, 403, 200, 200]],
    ["edit product", "PUT", "/api/products/nope", PRODUCT, [401, 403, 403, 403, 404, 404]],
    ["delete product", "DELETE", "/api/products/nope", undefined, [401, 403, 403, 403, 404, 404]],
    ["upload picture", "POST", "/api/products/nope/pictures", undefined, [401, 403, 403, 403, 415, 415]],
    [
      "order pictures",
      "PUT",
      "/api/products/nope/pictures/order",
      { ids: [] },
      [401, 403, 403, 403, 404, 404],
    ],
    [
      "delete picture",
      "DELETE",
      "/api/products/nope/pictures/nope",
      undefined,
      [401, 403, 403, 403, 404, 404],
    ],
    ["notifications", "GET", "/api/notifications", undefined, [401, 200, 200, 200, 200, 200]],
    [
      "notifications read-all",
      "POST",
      "/api/notifications/read-all",
      undefined,
      [401, 200, 200, 200, 200, 200],
    ],
    ["my purchases", "GET", "/api/my/purchases", undefined, [401, 200, 200, 403, 403, 403]],
    ["orders list", "GET", "/api/sales", undefined, [401, 403, 403, 200, 200, 200]],
    ["orders csv", "GET", "/api/sales/export.csv", undefined, [401, 403, 403, 200, 200, 200]],
    // Dashboard and Reportes: admins only (the server refuses a seller); Mi Dashboard: any staff member's own.
    ["dashboard", "GET", "/api/reports/dashboard", undefined, [401, 403, 403, 403, 200, 200]],
    ["my dashboard", "GET", "/api/reports/my-dashboard", undefined, [401, 403, 403, 200, 200, 200]],
    ["sales report", "GET", `/api/reports/sales?${RANGE}&grain=week`, undefined, ADMINS_ONLY],
    ["cash-flow report", "GET", `/api/reports/cash-flow?${RANGE}`, undefined, ADMINS_ONLY],
    ["receivable report", "GET", "/api/reports/receivable?asOf=2025-01-31", undefined, ADMINS_ONLY],
    ["sellers report", "GET", `/api/reports/sellers?${RANGE}`, undefined, ADMINS_ONLY],
    ["products report", "GET", `/api/reports/products?${RANGE}`, undefined, ADMINS_ONLY],
    ["inventory report", "GET", "/api/reports/inventory", undefined, ADMINS_ONLY],
    ["cards report", "GET", `/api/reports/cards?${RANGE}`, undefined, ADMINS_ONLY],
    ["report csv", "GET", `/api/reports/receivable/export.csv?asOf=2025-01-31`, undefined, ADMINS_ONLY],
    ["cobranza", "GET", "/api/reports/collections", undefined, ADMINS_ONLY],
    ["cobranza csv", "GET", "/api/reports/collections/export.csv", undefined, ADMINS_ONLY],
    // Nobody in the matrix owes anything overdue: admins get the Spanish 404, nothing is noted.
    [
      "cobranza reminder",
      "POST",
      "/api/reports/collections/reminders",
      { customerKey: "n:nadie|" },
      [401, 403, 403, 403, 404, 404],
    ],
    ["pos products", "GET", "/api/sales/pos-products?q=", undefined, [401, 403, 403, 200, 200, 200]],
    ["sale form defaults", "GET", "/api/sales/form-defaults", undefined, [401, 403, 403, 200, 200, 200]],
    ["customers", "GET", "/api/customers/merged?q=", undefined, [401, 403, 403, 200, 200, 200]],
    ["assignable sellers", "GET", "/api/sales/sellers", undefined, [401, 403, 403, 403, 200, 200]],
    ["sale (someone else's)", "GET", `/api/sales/${saleId}`, undefined, [401, 404, 404, 404, 200, 200]],
    ["receipt", "GET", `/api/sales/${saleId}/receipt.pdf`, undefined, [401, 404, 404, 404, 200, 200]],
    ["order result", "GET", `/api/orders/${saleId}/result`, undefined, [404, 404, 404, 404, 404, 404]],
    // The order's signed link is the permission, whoever holds it (decision 0242).
    [
      "order result (signed link)",
      "GET",
      `/api/orders/${saleId}/result?t=${orderAccessToken(saleId, new Date())}`,
      undefined,
      [200, 200, 200, 200, 200, 200],
    ],
    [
      "order lookup",
      "POST",
      "/api/orders/lookup",
      { orderNumber: orderNumber(saleId), contact: "9999-1234" },
      [200, 200, 200, 200, 200, 200],
    ],
    [
      "order card link",
      "POST",
      `/api/orders/${saleId}/payment-link`,
      undefined,
      [404, 404, 404, 404, 404, 404],
    ],
    [
      "register sale",
      "POST",
      "/api/sales",
      {
        customer: { kind: "new", name: "Mostrador" },
        items: [{ productId, quantity: 1 }],
        shipping: { mode: "pickup" },
      },
      [401, 403, 403, 200, 200, 200],
    ],
    [
      "edit order",
      "PATCH",
      `/api/sales/${saleId}`,
      { carrier: "Cargo Expreso" },
      [401, 403, 403, 403, 200, 200],
    ],
    [
      "register payment",
      "POST",
      `/api/sales/${saleId}/payments`,
      { amount: 100, date: "2025-06-10", type: "partial" },
      [401, 403, 403, 403, 200, 200],
    ],
    [
      "extra cost",
      "POST",
      `/api/sales/${saleId}/extra-costs`,
      { description: "Caja", amount: 100 },
      [401, 403, 403, 403, 200, 200],
    ],
    // Payment links: admins for any sale, a customer for their own (this sale is not theirs).
    ["payment link", "POST", `/api/sales/${saleId}/payment-links`, {}, [401, 404, 404, 403, 200, 200]],
    [
      "payment link (public)",
      "GET",
      "/api/payment-links/no-such-token-0",
      undefined,
      [404, 404, 404, 404, 404, 404],
    ],
    [
      "payment link pay",
      "POST",
      "/api/payment-links/no-such-token-0/pay",
      undefined,
      [404, 404, 404, 404, 404, 404],
    ],
    [
      "payment link result",
      "GET",
      "/api/payment-links/result/pl-nope-nope",
      undefined,
      [404, 404, 404, 404, 404, 404],
    ],
    ["deleted sales (audit)", "GET", "/api/sales/deletions", undefined, [401, 403, 403, 403, 200, 200]],
    [
      "delete sale",
      "POST",
      "/api/sales/nope/deletion",
      { reason: "Duplicada" },
      [401, 403, 403, 403, 404, 404],
    ],
    [
      "request a sale's cancellation",
      "POST",
      "/api/sales/nope/cancellation-request",
      { reason: "Venta equivocada" },
      [401, 403, 403, 404, 404, 404],
    ],
    ["card payments", "GET", "/api/card-payments", undefined, [401, 403, 403, 403, 200, 200]],
    ["card stats", "GET", "/api/card-payments/stats", undefined, [401, 403, 403, 403, 200, 200]],
    ["card viewed", "POST", "/api/card-payments/nope/viewed", undefined, [401, 403, 403, 403, 404, 404]],
    ["web purchases", "GET", "/api/web-purchases", undefined, [401, 403, 403, 403, 200, 200]],
    [
      "convert web purchase",
      "POST",
      "/api/web-purchases/nope/convert",
      undefined,
      [401, 403, 403, 403, 404, 404],
    ],
    ["delete web purchase", "DELETE", "/api/web-purchases/nope", undefined, [401, 403, 403, 403, 404, 404]],
    // Bank statements: admins upload, map and confirm, as they Convertir (the account 0 is not the store's).
    ["statement accounts", "GET", "/api/bank-statements/accounts", undefined, ADMINS_ONLY],
    ["web order bank states", "GET", "/api/bank-statements/web-order-states", undefined, ADMINS_ONLY],
    [
      "statement mapping",
      "PUT",
      "/api/bank-statements/accounts/0/mapping",
      {
        headerRow: 1,
        dateColumn: 1,
        descriptionColumn: 2,
        referenceColumn: 0,
        creditColumn: 3,
        debitColumn: 0,
        dateFormat: "dd/mm/yyyy",
        decimalSeparator: ".",
      },
      [401, 403, 403, 403, 404, 404],
    ],
    [
      "statement preview",
      "POST",
      "/api/bank-statements/accounts/0/preview?headerRow=1&dateColumn=1&descriptionColumn=2&creditColumn=3&dateFormat=dd%2Fmm%2Fyyyy&decimalSeparator=.",
      undefined,
      [401, 403, 403, 403, 400, 400],
    ],
    [
      "statement import",
      "POST",
      "/api/bank-statements/accounts/0/import",
      undefined,
      [401, 403, 403, 403, 400, 400],
    ],
    [
      "reconciliation",
      "GET",
      `/api/bank-statements/accounts/0/reconciliation?${RANGE}`,
      undefined,
      [401, 403, 403, 403, 404, 404],
    ],
    [
      "confirm statement match",
      "POST",
      "/api/bank-statements/lines/nope/match",
      { declarationId: "nope" },
      [401, 403, 403, 403, 404, 404],
    ],
    [
      "undo statement match",
      "DELETE",
      "/api/bank-statements/lines/nope/match",
      undefined,
      [401, 403, 403, 403, 404, 404],
    ],
    [
      "reset password",
      "POST",
      "/api/team/reset-password",
      { uid: "nadie", newPassword: "secreto1" },
      [401, 403, 403, 403, 404, 404],
    ],
    [
      "grant superadmin",
      "POST",
      "/api/team/grant-superadmin",
      { email: "nadie@prueba.hn" },
      [401, 403, 403, 403, 403, 404],
    ],
    // Inventario: every staff member reads; only admins change stock or count it.
    ["inventory", "GET", "/api/inventory", undefined, [401, 403, 403, 200, 200, 200]],
    ["inventory brands", "GET", "/api/inventory/brands", undefined, [401, 403, 403, 200, 200, 200]],
    [
      "inventory product",
      "GET",
      `/api/inventory/products/${hiddenId}`,
      undefined,
      [401, 403, 403, 200, 200, 200],
    ],
    ["inventory movements", "GET", "/api/inventory/movements", undefined, [401, 403, 403, 200, 200, 200]],
    ["movements csv", "GET", "/api/inventory/movements.csv", undefined, [401, 403, 403, 200, 200, 200]],
    [
      "add stock",
      "POST",
      "/api/inventory/products/nope/stock-increase",
      { amount: 1 },
      [401, 403, 403, 403, 404, 404],
    ],
    [
      "adjust stock",
      "POST",
      "/api/inventory/products/nope/stock-adjustment",
      { quantity: 1, reason: "otro" },
      [401, 403, 403, 403, 404, 404],
    ],
    [
      "product visibility",
      "POST",
      "/api/inventory/products/nope/visibility",
      { isPublic: true },
      [401, 403, 403, 403, 404, 404],
    ],
    ["stock-take", "GET", "/api/inventory/stock-take", undefined, [401, 403, 403, 403, 200, 200]],
    [
      "start stock-take",
      "POST",
      "/api/inventory/stock-take",
      { productIds: ["nope"] },
      [401, 403, 403, 403, 400, 400],
    ],
    [
      "count stock-take",
      "PUT",
      "/api/inventory/stock-take/nope/lines/nope",
      { countedQuantity: 1 },
      [401, 403, 403, 403, 404, 404],
    ],
    [
      "apply stock-take",
      "POST",
      "/api/inventory/stock-take/nope/apply",
      undefined,
      [401, 403, 403, 403, 404, 404],
    ],
    [
      "discard stock-take",
      "POST",
      "/api/inventory/stock-take/nope/discard",
      undefined,
      [401, 403, 403, 403, 404, 404],
    ],
    // Configuración: admins only; bodies that pass the guard but not the rules answer 400/404.
    ["settings", "GET", "/api/settings", undefined, [401, 403, 403, 403, 200, 200]],
    ["update settings", "PATCH", "/api/settings", { lowStockThreshold: 3 }, [401, 403, 403, 403, 200, 200]],
    ["store logo", "PUT", "/api/settings/logo", { dataUrl: null }, [401, 403, 403, 403, 200, 200]],
    [
      "all shipping locations",
      "GET",
      "/api/shipping-locations/all",
      undefined,
      [401, 403, 403, 403, 200, 200],
    ],
    ["add shipping location", "POST", "/api/shipping-locations", {}, [401, 403, 403, 403, 400, 400]],
    [
      "edit shipping location",
      "PUT",
      "/api/shipping-locations/nope",
      { city: "Nadie", department: "Nadie", cost: 0 },
      [401, 403, 403, 403, 404, 404],
    ],
    [
      "delete shipping location",
      "DELETE",
      "/api/shipping-locations/nope",
      undefined,
      [401, 403, 403, 403, 404, 404],
    ],
    ["discount codes", "GET", "/api/discount-codes", undefined, [401, 403, 403, 403, 200, 200]],
    ["add discount code", "POST", "/api/discount-codes", {}, [401, 403, 403, 403, 400, 400]],
    [
      "edit discount code",
      "PUT",
      "/api/discount-codes/NADIE",
      { code: "NADIE", percentage: 5 },
      [401, 403, 403, 403, 404, 404],
    ],
    [
      "delete discount code",
      "DELETE",
      "/api/discount-codes/NADIE",
      undefined,
      [401, 403, 403, 403, 404, 404],
    ],
    // People: customers, accounts, Equipo, Mi Información
    ["customer directory", "GET", "/api/customers?q=", undefined, [401, 403, 403, 200, 200, 200]],
    ["merged customer", "GET", "/api/customers/merged/nope", undefined, [401, 403, 403, 404, 404, 404]],
    ["create customer", "POST", "/api/customers", { name: "Cliente Matriz" }, [401, 403, 403, 200, 200, 200]],
    ["update customer", "PUT", "/api/customers/nope", { name: "X" }, [401, 403, 403, 404, 404, 404]],
    ["delete customer", "DELETE", "/api/customers/nope", undefined, [401, 403, 403, 404, 404, 404]],
    ["customer page", "GET", "/api/customers/nope/account", undefined, [401, 403, 403, 404, 404, 404]],
    [
      "customer statement",
      "GET",
      `/api/customers/nope/statement?${RANGE}`,
      undefined,
      [401, 403, 403, 404, 404, 404],
    ],
    [
      "statement PDF",
      "GET",
      `/api/customers/nope/statement.pdf?${RANGE}`,
      undefined,
      [401, 403, 403, 404, 404, 404],
    ],
    [
      "share statement",
      "POST",
      "/api/customers/nope/statement/share",
      { from: "2025-01-01", to: "2025-01-31" },
      [401, 403, 403, 404, 404, 404],
    ],
    // Public: the signature is the permission; a bad one is refused alike for everyone.
    ["shared statement link", "GET", "/api/statement-links?t=x.y", undefined, [403, 403, 403, 403, 403, 403]],
    ["web clients", "GET", "/api/web-clients", undefined, [401, 403, 403, 200, 200, 200]],
    ["wholesalers", "GET", "/api/wholesalers", undefined, [401, 403, 403, 403, 200, 200]],
    ["team members", "GET", "/api/team/members", undefined, [401, 403, 403, 403, 200, 200]],
    [
      "edit account",
      "PATCH",
      "/api/accounts/nope",
      { name: "Ana", phone: "9999-0000", city: "Tegucigalpa" },
      [401, 403, 403, 403, 404, 404],
    ],
    [
      "disable account",
      "POST",
      "/api/accounts/nope/disabled",
      { disabled: true },
      [401, 403, 403, 403, 404, 404],
    ],
    ["delete account", "DELETE", "/api/accounts/nope", undefined, [401, 403, 403, 403, 404, 404]],
    [
      "client ⇄ wholesaler",
      "POST",
      "/api/accounts/nope/wholesaler",
      { wholesaler: true },
      [401, 403, 403, 403, 404, 404],
    ],
    [
      "create wholesaler",
      "POST",
      "/api/wholesalers",
      {
        name: "Mayorista Nuevo",
        email: "matriz@prueba.hn",
        password: "secreto1",
        phone: "9999",
        city: "Tegucigalpa",
      },
      [401, 403, 403, 403, 200, 409],
    ],
    [
      "my profile",
      "PUT",
      "/api/my/profile",
      { name: "Prueba Perfil", phone: "9999-0000", city: "Tegucigalpa" },
      [401, 200, 200, 403, 403, 403],
    ],
    [
      "my email",
      "POST",
      "/api/my/email",
      { newEmail: "nuevo@prueba.hn", currentPassword: "incorrecta" },
      [401, 400, 400, 403, 403, 403],
    ],
    // Support tickets (decision 0081): own tickets for customers, all for admins, none for sellers.
    ["support tickets", "GET", "/api/support/tickets", undefined, [401, 200, 200, 403, 200, 200]],
    [
      "open ticket",
      "POST",
      "/api/support/tickets",
      { subject: "Pedido", category: "Pedido", message: "¿Cuándo llega?" },
      [401, 200, 200, 403, 403, 403],
    ],
    [
      "ticket (someone else's)",
      "GET",
      `/api/support/tickets/${ticketId}`,
      undefined,
      [401, 404, 404, 403, 200, 200],
    ],
    [
      "ticket reply",
      "POST",
      `/api/support/tickets/${ticketId}/messages`,
      { text: "Hola" },
      [401, 404, 404, 403, 200, 200],
    ],
    [
      "ticket photo (not multipart)",
      "POST",
      `/api/support/tickets/${ticketId}/photos`,
      {},
      [401, 404, 404, 403, 400, 400],
    ],
    [
      "ticket photo file",
      "GET",
      `/api/support/tickets/${ticketId}/photos/nope`,
      undefined,
      [401, 404, 404, 403, 404, 404],
    ],
    [
      "ticket read",
      "POST",
      `/api/support/tickets/${ticketId}/read`,
      undefined,
      [401, 404, 404, 403, 200, 200],
    ],
    [
      "ticket status",
      "PATCH",
      `/api/support/tickets/${ticketId}`,
      { status: "En Proceso" },
      [401, 403, 403, 403, 200, 200],
    ],
    ["support desk", "GET", "/api/support/desk", undefined, [401, 403, 403, 403, 200, 200]],
    // Mensajería: staff only; a thread answers 404 to whoever is not in it
    ["messages", "GET", "/api/messages", undefined, [401, 403, 403, 200, 200, 200]],
    ["messages unread", "GET", "/api/messages/unread", undefined, [401, 403, 403, 200, 200, 200]],
    ["message recipients", "GET", "/api/messages/recipients", undefined, [401, 403, 403, 200, 200, 200]],
    ["thread (not theirs)", "GET", "/api/messages/nope", undefined, [401, 403, 403, 404, 404, 404]],
    [
      "start thread (to a non-staff id)",
      "POST",
      "/api/messages",
      { recipientIds: ["nope"], content: "Hola" },
      [401, 403, 403, 400, 400, 400],
    ],
    [
      "reply thread",
      "POST",
      "/api/messages/nope/replies",
      { content: "Hola" },
      [401, 403, 403, 404, 404, 404],
    ],
    ["read thread", "POST", "/api/messages/nope/read", undefined, [401, 403, 403, 404, 404, 404]],
    [
      "delete thread for me",
      "POST",
      "/api/messages/nope/deletion",
      undefined,
      [401, 403, 403, 404, 404, 404],
    ],
    // Factura (SAR): admins and superadmins only.
    ["invoicing settings", "GET", "/api/invoicing/settings", undefined, ADMINS_ONLY],
    [
      "create CAI",
      "POST",
      "/api/invoicing/cais",
      { cai: "x", rangeFrom: "x", rangeTo: "x", deadline: "2099-01-01" },
      [401, 403, 403, 403, 400, 400],
    ],
    [
      "activate CAI",
      "POST",
      "/api/invoicing/cais/nope/activation",
      undefined,
      [401, 403, 403, 403, 404, 404],
    ],
    ["buyer RTN threshold", "PUT", "/api/invoicing/buyer-rtn-threshold", { amount: 1_000_000 }, ADMINS_ONLY],
    ["sale invoices", "GET", `/api/sales/${saleId}/invoices`, undefined, ADMINS_ONLY],
    ["issue invoice", "POST", "/api/sales/nope/invoices", {}, [401, 403, 403, 403, 404, 404]],
    ["void invoice", "POST", "/api/invoices/nope/void", { reason: "x" }, [401, 403, 403, 403, 404, 404]],
    ["invoices", "GET", "/api/invoices", undefined, ADMINS_ONLY],
    ["invoices csv", "GET", "/api/invoices/export.csv", undefined, ADMINS_ONLY],
    ["invoice pdf", "GET", "/api/invoices/nope/factura.pdf", undefined, [401, 403, 403, 403, 404, 404]],
    // Configuración › Correo: admins and superadmins only.
    ["mail outbox", "GET", "/api/mail/outbox", undefined, ADMINS_ONLY],
    ["mail one email", "GET", "/api/mail/outbox/nope", undefined, [401, 403, 403, 403, 404, 404]],
    [
      "mail attachment",
      "GET",
      "/api/mail/outbox/nope/attachments/0",
      undefined,
      [401, 403, 403, 403, 404, 404],
    ],
    ["mail resend", "POST", "/api/mail/outbox/nope/resend", undefined, [401, 403, 403, 403, 404, 404]],
    ["mail previews", "GET", "/api/mail/templates", undefined, ADMINS_ONLY],
    ["password links", "POST", "/api/team/password-links", { imported: true }, ADMINS_ONLY],
    ["invite member", "POST", "/api/team/invite", {}, [401, 403, 403, 403, 400, 400]],
    ["admin plugin", "POST", "/api/auth/admin/list-users", {}, [404, 404, 404, 404, 404, 404]],
    // The cash drawer: staff work the registers; a session is its workers' and admins'; its
    // figures mid-shift (the X report), the history and the settings' changes are admins'.
    ["cash registers", "GET", "/api/cash-registers", undefined, [401, 403, 403, 200, 200, 200]],
    ["rename register", "PATCH", "/api/cash-registers/nope", { name: "x" }, [401, 403, 403, 403, 404, 404]],
    ["drawer settings", "GET", "/api/cash-drawer/settings", undefined, [401, 403, 403, 200, 200, 200]],
    ["drawer threshold", "PATCH", "/api/cash-drawer/settings", { differenceThreshold: 5_000 }, ADMINS_ONLY],
    [
      "drawer session",
      "GET",
      `/api/cash-drawer/sessions/${drawerId}`,
      undefined,
      [401, 403, 403, 404, 200, 200],
    ],
    [
      "drawer pay-in",
      "POST",
      `/api/cash-drawer/sessions/${drawerId}/entries`,
      { kind: "pay_in", amount: 100, reason: "cambio" },
      [401, 403, 403, 404, 200, 403],
    ],
    ["drawer X report", "GET", `/api/cash-drawer/sessions/${drawerId}/x-report`, undefined, ADMINS_ONLY],
    [
      "drawer Z before the count",
      "GET",
      `/api/cash-drawer/sessions/${drawerId}/z-report.pdf`,
      undefined,
      [401, 403, 403, 404, 400, 400],
    ],
    [
      "close drawer",
      "POST",
      "/api/cash-drawer/sessions/nope/close",
      { counts: [] },
      [401, 403, 403, 404, 404, 404],
    ],
    ["drawer history", "GET", "/api/cash-drawer/sessions", undefined, ADMINS_ONLY],
    ["drawer history csv", "GET", "/api/cash-drawer/sessions.csv", undefined, ADMINS_ONLY],
    ["drawer tile", "GET", "/api/cash-drawer/dashboard", undefined, ADMINS_ONLY],
  ];

  it("every feature × every role answers as docs/product/roles.md says", async () => {
    const got: string[] = [];
    const want: string[] = [];
    for (const [label, method, url, body, expected] of rows()) {
      for (const [i, who] of WHO.entries()) {
        const res = await t.request(method, url, { as: who === "anon" ? undefined : as[who], body });
        got.push(`${label} · ${who}: ${res.status}`);
        want.push(`${label} · ${who}: ${expected[i]}`);
      }
    }
    expect(got).toEqual(want);
  });

  it("createTeamMember: only admins, and only a superadmin creates an admin", async () => {
    const member = (role: string, who: Who) => ({
      name: "Ana Pérez",
      email: `ana-${role}-${who}@prueba.hn`,
      password: "secreto1",
      role,
    });
    const statuses = async (role: string) => {
      const out: number[] = [];
      for (const who of WHO) {
        const res = await t.request("POST", "/api/team/create-member", {
          as: who === "anon" ? undefined : as[who],
          body: member(role, who),
        });
        out.push(res.status);
      }
      return out;
    };
    expect(await statuses("seller")).toEqual([401, 403, 403, 403, 200, 200]);
    expect(await statuses("admin")).toEqual([401, 403, 403, 403, 403, 200]);
  });
});
