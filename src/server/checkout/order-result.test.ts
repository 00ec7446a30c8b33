import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCity,
  addProduct,
  addSettings,
  BANK_ACCOUNTS,
  checkoutBody,
} from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { payOnSandbox } from "../../../tests/support/test-payments";
import { msg } from "../../domain/kernel/messages";
import { lookupOrder } from "./order-lookup";

const cookieOf = (headers: Record<string, unknown>) => String(headers["set-cookie"]).split(";")[0]!;

describe.each(DB_KINDS)("/payment/success data on %s (docs/product/operations.md lookup chain)", (kind) => {
  let t: TestApp;
  let city: string;
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    t = await startTestApp(kind);
    city = await addCity(db());
    await addSettings(db(), { whatsappNumber: "9999-0000" });
  });
  afterAll(() => t.close());

  it("a guest sees its card order confirming, then paid; another browser or account sees nothing", async () => {
    const p = await addProduct(db(), { salePrice: 100_000 });
    const placed = await t.request("POST", "/api/checkout", {
      body: checkoutBody(city, [{ productId: p, quantity: 1 }]),
    });
    const mine = cookieOf(placed.headers);
    const url = `/api/orders/${placed.json.orderId}/result`;
    const confirming = await t.request("GET", url, { as: mine });
    expect(confirming.json).toMatchObject({
      state: "confirming",
      orderNumber: placed.json.orderNumber,
      total: 108_000,
      bankAccounts: [],
    });
    await payOnSandbox(t, placed.json.redirectUrl);
    expect((await t.request("GET", url, { as: mine })).json.state).toBe("paid");

    const stranger = await t.request("GET", url, {
      as: "order_owner=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    });
    expect(stranger.status).toBe(404);
    expect(stranger.json.error.message).toBe(msg.orderNotVisible);
    expect(JSON.stringify(stranger.json)).not.toContain("Ana");
    expect((await t.request("GET", url)).status).toBe(404);
    expect((await t.request("GET", url, { as: await t.account("admin") })).status).toBe(404);
  });

  it("a bank transfer shows the bank accounts to its owner; a signed-in buyer sees it from any browser", async () => {
    const p = await addProduct(db());
    const client = await t.account("client");
    const placed = await t.request("POST", "/api/checkout", {
      as: client,
      body: checkoutBody(city, [{ productId: p, quantity: 1 }], { paymentMethod: "transfer" }),
    });
    const res = await t.request("GET", `/api/orders/${placed.json.orderId}/result`, { as: client });
    expect(res.json).toMatchObject({ state: "awaiting_transfer", bankAccounts: BANK_ACCOUNTS });
    const other = await t.account("client");
    expect((await t.request("GET", `/api/orders/${placed.json.orderId}/result`, { as: other })).status).toBe(
      404,
    );
  });

  it("the lookup chain finds sales, web purchases and card notifications", async () => {
    const p = await addProduct(db());
    const card = await t.request("POST", "/api/checkout", {
      body: checkoutBody(city, [{ productId: p, quantity: 1 }]),
    });
    expect((await lookupOrder(db(), card.json.orderId))?.kind).toBe("card_payment");
    await payOnSandbox(t, card.json.redirectUrl);
    expect((await lookupOrder(db(), card.json.orderId))?.kind).toBe("sale");
    const transfer = await t.request("POST", "/api/checkout", {
      body: checkoutBody(city, [{ productId: p, quantity: 1 }], { paymentMethod: "transfer" }),
    });
    expect((await lookupOrder(db(), transfer.json.orderId))?.kind).toBe("web_purchase");
    expect(await lookupOrder(db(), "nada")).toBeNull();
  });
});
