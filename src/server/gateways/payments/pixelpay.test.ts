import { describe, expect, it } from "vitest";
import { pixelPayGateway, pixelPayHash } from "./pixelpay";

const config = {
  keyId: "1234567890",
  secretKey: "@s4ndb0x-abcd-1234-n0l4-p1x3lp4y",
  endpoint: "https://sandbox.pixelpay.app",
};
/** The shape of a status answer as PixelPay's SDK documents it (recorded, the sandbox is unreachable here). */
const approved = {
  success: true,
  message: "Transacción completada",
  data: {
    status: "SUCCESS",
    order_id: "ORD1",
    payment_uuid: "P-1a2b",
    transaction_total: "1080.00",
    card_brand: "VISA",
    masked_card: "411111******1111",
  },
};

function stub(answer: unknown, status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(answer), { status });
  };
  return { calls, gateway: pixelPayGateway(config, fetchImpl) };
}
const callback = (extra: Record<string, unknown> = {}) => ({
  query: {},
  headers: {},
  body: { order_id: "ORD1", payment_uuid: "P-1a2b", payment_hash: pixelPayHash("ORD1", config), ...extra },
});

describe("PixelPay gateway", () => {
  it("sends the browser to the hosted page with the documented fields", async () => {
    const { redirectUrl } = await stub({}).gateway.startPayment({
      orderId: "ORD1",
      orderNumber: "ORD1",
      amount: 108_000,
      customerName: "Ana Martínez López",
      customerEmail: "ana@correo.hn",
      callbackUrl: "https://t.hn/api/payments/callback/pixelpay",
      completeUrl: "https://t.hn/api/payments/return/pixelpay?orderId=ORD1",
      cancelUrl: "https://t.hn/payment/cancelled?orderId=ORD1",
    });
    const url = new URL(redirectUrl);
    expect(url.origin + url.pathname).toBe("https://sandbox.pixelpay.app/hosted/payment");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      _key: "1234567890",
      _order_id: "ORD1",
      _amount: "1080.00",
      _currency: "HNL",
      _first_name: "Ana",
      _last_name: "Martínez López",
      _email: "ana@correo.hn",
    });
  });

  it("trusts a callback only after the hash and the status API agree", async () => {
    const { gateway, calls } = stub(approved);
    const verified = await gateway.verifyCallback(callback());
    expect(verified).toMatchObject({
      orderId: "ORD1",
      outcome: "approved",
      amount: 108_000,
      cardLast4: "1111",
      transactionId: "P-1a2b",
    });
    expect(calls[0]!.url).toBe("https://sandbox.pixelpay.app/api/v2/transaction/status");
    expect((calls[0]!.init.headers as Record<string, string>)["x-auth-key"]).toBe("1234567890");
  });

  it("refuses a wrong hash without asking, and a status answer for another order or not approved", async () => {
    const { gateway, calls } = stub(approved);
    expect(await gateway.verifyCallback(callback({ payment_hash: "0".repeat(32) }))).toBeNull();
    expect(calls).toHaveLength(0);
    expect(
      await stub({ ...approved, data: { ...approved.data, order_id: "OTHER" } }).gateway.verifyCallback(
        callback(),
      ),
    ).toBeNull();
    expect(
      await stub({ success: false, message: "No encontrado" }).gateway.verifyCallback(callback()),
    ).toBeNull();
    expect(await stub({ data: { status: "PENDING" } }).gateway.verifyCallback(callback())).toBeNull();
    expect(await stub(approved, 500).gateway.verifyCallback(callback())).toBeNull();
    const declined = await stub({
      success: true,
      data: { ...approved.data, status: "DECLINED" },
    }).gateway.verifyCallback(callback());
    expect(declined?.outcome).toBe("declined");
  });
});
