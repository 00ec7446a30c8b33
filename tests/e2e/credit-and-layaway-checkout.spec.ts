import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { checkoutMessages } from "../../src/domain/checkout/messages-checkout";
import { formatMoney } from "../../src/domain/kernel/money";
import { formatShopDate } from "../../src/domain/kernel/shop-calendar";
import { messagingMessages as mm } from "../../src/domain/messages/messages-messaging";
import { paymentMethodLabel } from "../../src/domain/reports/reports";
import { layawayDeadline } from "../../src/domain/sales/layaway";
import { creditMsg } from "../../src/domain/sales/messages-credit";
import { layawayMsg } from "../../src/domain/sales/messages-layaway";
import { paymentTypeLabel } from "../../src/domain/sales/payments";
import { dialog, expectStatus, newProduct } from "./backoffice-helpers";
import { DEMO, expect, loginByApi, registerByApi, test } from "./fixtures";
import { payWithCard, productWithStock } from "./storefront-helpers";

/**
 * Saldo a favor spent on a new purchase (docs/decisions/0251) — at web checkout by the buyer, in
 * Registrar Venta by an admin — and an apartado opened at web checkout (docs/decisions/0253).
 */

const CREDIT = 30_000;
const CARD = paymentMethodLabel("tarjeta");
const SALDO = paymentMethodLabel("saldo a favor");
const tag = () => Math.random().toString(36).slice(2, 7).toUpperCase();

test.use({ colorScheme: "light" });

async function signedInAdmin(browser: Browser): Promise<Page> {
  const admin = await (await browser.newContext()).newPage();
  await loginByApi(admin, DEMO.admin);
  return admin;
}

/** A fresh client account signed in on its own page, with its id. */
async function newClient(browser: Browser, name: string): Promise<{ page: Page; id: string }> {
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerByApi(page, name);
  const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
  return { page, id: me.user.id };
}

/**
 * The client's L. 1,000.00 sale, paid with a L. 300.00 extra cost that was then deleted: L. 300.00
 * of saldo a favor, as the order dialog's journeys leave it (customer-credit.spec.ts).
 */
async function leaveCredit(admin: APIRequestContext, origin: string, userId: string) {
  const headers = { origin };
  // Its own watch: a demo watch in stock now may be sold out by a parallel journey a moment later.
  const product = await newProduct(admin, `Reloj Saldo ${tag()}`, 100_000);
  const created = await admin.post("/api/sales", {
    headers,
    data: {
      customer: { kind: "user", userId },
      items: [{ productId: product.id, quantity: 1, price: 100_000 }],
      shipping: { mode: "pickup" },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const sale = (await created.json()) as { id: string };
  const cost = await admin.post(`/api/sales/${sale.id}/extra-costs`, {
    headers,
    data: { description: "Grabado", amount: CREDIT },
  });
  expect(cost.status(), await cost.text()).toBe(200);
  const paid = await admin.post(`/api/sales/${sale.id}/payments`, {
    headers,
    data: { amount: 100_000 + CREDIT, date: "2026-11-20", type: "partial" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  expect((await admin.delete(`/api/sales/${sale.id}/extra-costs/0`, { headers })).status()).toBe(200);
  expect(await availableCredit(admin, userId)).toBe(CREDIT);
  return sale.id;
}

async function availableCredit(admin: APIRequestContext, userId: string): Promise<number> {
  const res = await admin.get(`/api/sales/credit/available?userId=${userId}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { available: number }).available;
}

/** What the server quotes the signed-in buyer for one unit shipped to their profile's city. */
async function quoteFor(client: Page, origin: string, productId: string) {
  const cities = (await (await client.request.get("/api/shipping-locations")).json()) as {
    id: string;
    city: string;
  }[];
  const cityId = cities.find((c) => c.city === "Tegucigalpa")!.id;
  const res = await client.request.post("/api/checkout/quote", {
    headers: { origin },
    data: { items: [{ productId, quantity: 1 }], cityId },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as {
    total: number;
    credit: number;
    layaway: { depositPercent: number; termDays: number; deposit: number } | null;
  };
}

/** One watch in the cart, then the checkout, its contact and city taken from the buyer's profile. */
async function checkoutOne(page: Page, productId: string) {
  await page.goto(`/products/${productId}`);
  await page.getByRole("button", { name: "Agregar al carrito" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/checkout");
  await expect(page.getByLabel("Departamento")).toHaveValue("Francisco Morazán");
  await page.getByLabel("Dirección exacta").fill("Col. Palmira, casa 12");
}

const orderIdOf = (page: Page) => new URL(page.url()).searchParams.get("orderId") ?? "";

test("a client spends L. 300.00 of saldo a favor at checkout and pays the rest by card", async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInAdmin(browser);
  const { page, id } = await newClient(browser, `Luis Saldo ${tag()}`);
  await leaveCredit(admin.request, baseURL!, id);
  const product = await productWithStock(page.request, 2);
  const quote = await quoteFor(page, baseURL!, product.id);
  expect(quote.credit).toBe(CREDIT);
  const rest = quote.total - CREDIT;
  expect(rest).toBeGreaterThan(0);

  await checkoutOne(page, product.id);
  const box = page.getByLabel(creditMsg.useCreditAtCheckout(formatMoney(CREDIT)));
  await expect(box).not.toBeChecked();
  await expect(page.getByTestId("checkout-credit")).toHaveCount(0);
  await expect(
    page.getByRole("button", { name: checkoutMessages.payAmount(formatMoney(quote.total)) }),
  ).toBeVisible();

  await box.check();
  const lines = page.getByTestId("checkout-credit");
  await expect(lines).toContainText(`${creditMsg.creditAppliedLine}-${formatMoney(CREDIT)}`);
  await expect(lines).toContainText(`${creditMsg.leftToPay}${formatMoney(rest)}`);
  await page.getByRole("button", { name: checkoutMessages.payAmount(formatMoney(rest)) }).click();

  // The gateway is asked for the rest only.
  await expect(page.getByText(formatMoney(rest), { exact: true })).toBeVisible();
  await payWithCard(page);
  await expect(page.getByRole("heading", { name: checkoutMessages.paymentApprovedTitle })).toBeVisible();
  const orderId = orderIdOf(page);
  const payments = page.getByTestId("order-payments");
  await expect(payments.getByRole("row")).toHaveCount(3);
  await expect(payments).toContainText(`${CARD}${formatMoney(rest)}`);
  await expect(payments).toContainText(`${SALDO}${formatMoney(CREDIT)}`);
  await expect(page.getByTestId("order-balance")).toHaveText(mm.paidInFull);

  // Mis Compras: the same two payments and nothing owed; the credit is spent.
  await page.goto(`/client/purchases/${orderId}`);
  const detail = page.getByTestId("purchase-detail");
  await expect(detail.getByTestId("payment-history").getByRole("row")).toHaveCount(3);
  await expect(detail.getByTestId("payment-history")).toContainText(`${CARD}${formatMoney(rest)}`);
  await expect(detail.getByTestId("payment-history")).toContainText(`${SALDO}${formatMoney(CREDIT)}`);
  await expect(detail.getByTestId("sale-balance")).toHaveText(formatMoney(0));
  await expect(detail.getByText(mm.paidInFull)).toBeVisible();
  await expect(detail.getByTestId("still-owed")).toHaveCount(0);
  expect(await availableCredit(admin.request, id)).toBe(0);

  await page.context().close();
  await admin.context().close();
});

test("an admin applies part of a customer's saldo a favor in Registrar Venta", async ({
  browser,
  baseURL,
}) => {
  const name = `Rosa Mostrador ${tag()}`;
  const client = await newClient(browser, name);
  await client.page.context().close();
  const admin = await signedInAdmin(browser);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await leaveCredit(admin.request, baseURL!, client.id);
  const product = await productWithStock(admin.request, 2);

  await admin.goto("/admin/sales");
  const panel = admin.getByTestId("register-credit");
  // No customer, no credit to spend.
  await expect(admin.getByLabel("Buscar cliente")).toBeVisible();
  await expect(panel).toHaveCount(0);
  await admin.getByLabel("Buscar cliente").fill(name);
  await admin
    .getByRole("list", { name: "Cliente" })
    .getByRole("button", { name: new RegExp(name) })
    .click();
  await expect(admin.getByTestId("picked-customer")).toContainText(name);
  await expect(admin.getByRole("region", { name: creditMsg.creditLabel })).toBeVisible();
  await expect(panel).toContainText(creditMsg.creditAvailable(formatMoney(CREDIT)));
  await expect(panel).toContainText(creditMsg.applyCreditHelp);

  await admin.getByLabel("Buscar producto por nombre o marca").fill(product.name);
  await admin
    .getByRole("option")
    .filter({ has: admin.getByText(product.name, { exact: true }) })
    .click();
  await expect(admin.getByTestId("sale-lines")).toContainText(product.name);
  await panel.getByLabel(creditMsg.applyCreditLabel).fill("100");
  await admin.getByRole("button", { name: "Registrar Venta" }).click();

  await expect(admin.getByText(/^Venta #[0-9A-Z]{6} registrada con éxito\.$/)).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/orders\?order=/);
  await expectStatus(admin, "Abonado");
  const history = dialog(admin).getByTestId("payment-history");
  await expect(history).toHaveCount(1);
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history).toContainText(`${formatMoney(10_000)} · ${paymentTypeLabel("partial")} · ${SALDO} ·`);
  // What is left stays the customer's, for another purchase.
  expect(await availableCredit(admin.request, client.id)).toBe(CREDIT - 10_000);
  await admin.context().close();
});

test("an amount of saldo a favor typed for one customer does not stay behind when the admin picks another", async ({
  browser,
  baseURL,
}) => {
  const name = `Rosa Cambio ${tag()}`;
  const client = await newClient(browser, name);
  await client.page.context().close();
  const admin = await signedInAdmin(browser);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await leaveCredit(admin.request, baseURL!, client.id);
  const product = await productWithStock(admin.request, 2);

  await admin.goto("/admin/sales");
  await admin.getByLabel("Buscar cliente").fill(name);
  await admin
    .getByRole("list", { name: "Cliente" })
    .getByRole("button", { name: new RegExp(name) })
    .click();
  const panel = admin.getByTestId("register-credit");
  await panel.getByLabel(creditMsg.applyCreditLabel).fill("100");
  // The watch is for someone else after all: a new customer, who has no credit and no panel.
  await admin.getByRole("button", { name: "Nuevo cliente" }).click();
  await admin.getByLabel("Nombre del cliente").fill(`Pedro Sin Saldo ${tag()}`);
  await expect(panel).toHaveCount(0);
  await admin.getByLabel("Buscar producto por nombre o marca").fill(product.name);
  await admin
    .getByRole("option")
    .filter({ has: admin.getByText(product.name, { exact: true }) })
    .click();
  await admin.getByRole("button", { name: "Registrar Venta" }).click();

  await expect(admin.getByText(/^Venta #[0-9A-Z]{6} registrada con éxito\.$/)).toBeVisible();
  await expectStatus(admin, "Pendiente");
  await expect(dialog(admin).getByTestId("payment-history")).toHaveCount(0);
  expect(await availableCredit(admin.request, client.id)).toBe(CREDIT);
  await admin.context().close();
});

test.describe("an apartado at web checkout", () => {
  const setWebLayaway = async (browser: Browser, origin: string, on: boolean) => {
    const admin = await signedInAdmin(browser);
    const res = await admin.request.patch("/api/settings", {
      headers: { origin },
      data: { layawayAtCheckout: on },
    });
    expect(res.status(), await res.text()).toBe(200);
    await admin.context().close();
  };
  // One server and database serve every journey of a run: the other journeys' checkouts do not offer it.
  test.afterAll(async ({ browser, baseURL }) => setWebLayaway(browser, baseURL!, false));

  test("a client holds a watch with the deposit paid by card; Mis Compras shows the apartado, its deadline and what is left", async ({
    browser,
    baseURL,
  }) => {
    await setWebLayaway(browser, baseURL!, true);
    const { page } = await newClient(browser, `Karla Apartado ${tag()}`);
    const product = await productWithStock(page.request, 2);
    const quote = await quoteFor(page, baseURL!, product.id);
    expect(quote.layaway).toMatchObject({ depositPercent: 20, termDays: 60 });
    const { deposit, depositPercent, termDays } = quote.layaway!;
    const left = quote.total - deposit;

    await checkoutOne(page, product.id);
    const box = page.getByLabel(layawayMsg.checkoutChoice(depositPercent, termDays));
    await expect(box).not.toBeChecked();
    await box.check();
    const lines = page.getByTestId("checkout-layaway");
    await expect(lines).toContainText(`${layawayMsg.checkoutDeposit}${formatMoney(deposit)}`);
    await expect(lines).toContainText(`${layawayMsg.checkoutRest}${formatMoney(left)}`);
    await page.getByRole("button", { name: checkoutMessages.payAmount(formatMoney(deposit)) }).click();

    await expect(page.getByText(formatMoney(deposit), { exact: true })).toBeVisible();
    await payWithCard(page);
    await expect(page.getByRole("heading", { name: checkoutMessages.paymentApprovedTitle })).toBeVisible();
    const orderId = orderIdOf(page);
    await expect(page.getByTestId("order-balance")).toContainText(mm.stillOwed(formatMoney(left)));

    // The term runs from the day of the sale, in the shop's calendar.
    const admin = await signedInAdmin(browser);
    const today = ((await (await admin.request.get("/api/reports/dashboard")).json()) as { today: string })
      .today;
    const sale = (await (await admin.request.get(`/api/sales/${orderId}`)).json()) as {
      total: number;
      layawayUntil: string;
    };
    await admin.context().close();
    expect(sale).toMatchObject({ total: quote.total, layawayUntil: layawayDeadline(today, termDays) });
    const until = formatShopDate(sale.layawayUntil);

    await page.goto("/client/purchases");
    const row = page
      .getByTestId("purchases")
      .getByRole("link")
      .filter({ has: page.getByTestId("layaway-label") });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("layaway-label")).toHaveText(layawayMsg.layawayLine(until));
    await expect(row).toContainText(`Saldo: ${formatMoney(left)}`);

    await row.click();
    const detail = page.getByTestId("purchase-detail");
    await expect(detail.getByTestId("layaway-label")).toHaveText(layawayMsg.layawayLine(until));
    await expect(detail).toContainText(layawayMsg.layawayLeft(formatMoney(left)));
    await expect(detail).toContainText(layawayMsg.layawayDeadline(until));
    await expect(detail.getByTestId("still-owed")).toContainText(mm.stillOwed(formatMoney(left)));
    await expect(detail.getByTestId("payment-history")).toContainText(`${CARD}${formatMoney(deposit)}`);
    await page.context().close();
  });
});
