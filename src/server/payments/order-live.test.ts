import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCity, addProduct, addSettings, checkoutBody } from "../../../tests/support/factory";
import { eventually, listenOnPort, openStream } from "../../../tests/support/sse";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { DECLINED_CARD, payOnSandbox } from "../../../tests/support/test-payments";

/** /payment/success of a guest is live (decision 0242): only the browser that placed the order hears it. */
describe.each(DB_KINDS)("a card order's result reaches its own browser live on %s", (kind) => {
  let t: TestApp;
  let port: number;
  let city: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    port = await listenOnPort(t.app);
    city = await addCity(t.ctx.database.db, "La Ceiba", 9_000);
    await addSettings(t.ctx.database.db, { whatsappNumber: "9999-0000" });
  });
  afterAll(() => t.close());

  async function guestOrder() {
    const productId = await addProduct(t.ctx.database.db, { quantity: 2, salePrice: 50_000 });
    const res = await t.request("POST", "/api/checkout", {
      body: checkoutBody(city, [{ productId, quantity: 1 }]),
    });
    expect(res.status).toBe(200);
    const ownerCookie = String(res.headers["set-cookie"]).split(";")[0]!;
    expect(ownerCookie).toMatch(/^order_owner=/);
    return { orderId: res.json.orderId as string, redirectUrl: res.json.redirectUrl as string, ownerCookie };
  }

  it("approved and declined: the owner's stream hears `sales` with the order id; other visitors hear nothing", async () => {
    const approved = await guestOrder();
    const owner = openStream(port, approved.ownerCookie);
    const stranger = openStream(port, null);
    const otherBrowser = openStream(port, `order_owner=${"x".repeat(43)}`);
    await Promise.all([owner.ready, stranger.ready, otherBrowser.ready]);

    expect((await payOnSandbox(t, approved.redirectUrl)).status).toBe(200);
    await eventually(() => owner.events.some((e) => e.topic === "sales" && e.id === approved.orderId));

    // The same browser's next order, declined: the release is announced to it as well.
    const declinedRes = await t.request("POST", "/api/checkout", {
      as: approved.ownerCookie,
      body: checkoutBody(city, [
        { productId: await addProduct(t.ctx.database.db, { quantity: 1 }), quantity: 1 },
      ]),
    });
    const declinedId = declinedRes.json.orderId as string;
    expect((await payOnSandbox(t, declinedRes.json.redirectUrl, DECLINED_CARD)).status).toBe(200);
    await eventually(() => owner.events.some((e) => e.topic === "sales" && e.id === declinedId));
    await new Promise((r) => setTimeout(r, 200));

    for (const s of [stranger, otherBrowser]) {
      expect(s.events.filter((e) => e.topic === "sales" || e.topic === "card_payment_notifications")).toEqual(
        [],
      );
    }
    for (const s of [owner, stranger, otherBrowser]) s.close();
  });
});
