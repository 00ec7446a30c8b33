import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { Models, Requests, Services } from "@pixelpay/sdk-core";
import Helpers from "@pixelpay/sdk-core/lib/base/Helpers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pixelPayGateway, pixelPayHash } from "./pixelpay";

/**
 * Our PixelPay gateway cross-checked against PixelPay's official SDK (@pixelpay/sdk-core, a dev
 * dependency): the payment hash both accept, and the status request both send to a local
 * stand-in of PixelPay's API (path, headers, body), for the same transaction.
 */

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}

const secretKey = "@s4ndb0x-abcd-1234-n0l4-p1x3lp4y";
const keyId = "1234567890";
const approved = {
  success: true,
  message: "Transacción completada",
  data: { status: "SUCCESS", order_id: "ORD1", payment_uuid: "P-1a2b", transaction_total: "1080.00" },
};

let seen: Seen[] = [];
let endpoint = "";
const server = createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk) => {
    raw += chunk;
  });
  req.on("end", () => {
    seen.push({
      method: req.method ?? "",
      path: req.url ?? "",
      headers: req.headers,
      body: JSON.parse(raw || "{}"),
    });
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(approved));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function sdkTransaction() {
  const settings = new Models.Settings();
  settings.setupEndpoint(endpoint);
  // The SDK's own MD5 of the secret, so the x-auth-hash comparison below checks ours against it.
  settings.setupCredentials(keyId, Helpers.hash("MD5", secretKey));
  return new Services.Transaction(settings);
}

/** What the SDK adds to identify itself; the rest of its body is the request proper. */
const SDK_SELF_DESCRIPTION = ["lang", "from", "sdk_version", "env"];
const withoutSdkFields = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => !SDK_SELF_DESCRIPTION.includes(k)));

describe("PixelPay gateway against the official SDK", () => {
  it("accepts exactly the payment hashes the SDK's verifyPaymentHash accepts", () => {
    const sdk = sdkTransaction();
    for (const orderId of ["ORD1", "VNT-000123", "a|b", "ñandú"]) {
      const ours = pixelPayHash(orderId, { keyId, secretKey, endpoint });
      expect(sdk.verifyPaymentHash(ours, orderId, secretKey)).toBe(true);
      expect(sdk.verifyPaymentHash(ours, `${orderId}x`, secretKey)).toBe(false);
      expect(sdk.verifyPaymentHash(ours, orderId, `${secretKey}x`)).toBe(false);
    }
  });

  it("sends the status request the SDK sends: same path, method, credentials and payment_uuid", async () => {
    seen = [];
    const request = new Requests.StatusTransaction();
    request.payment_uuid = "P-1a2b";
    const answer = await sdkTransaction().getStatus(request);
    expect(answer.success).toBe(true);

    const verified = await pixelPayGateway({ keyId, secretKey, endpoint }).verifyCallback({
      query: {},
      headers: {},
      body: {
        order_id: "ORD1",
        payment_uuid: "P-1a2b",
        payment_hash: pixelPayHash("ORD1", { keyId, secretKey, endpoint }),
      },
    });
    expect(verified).toMatchObject({ orderId: "ORD1", outcome: "approved", amount: 108_000 });

    expect(seen).toHaveLength(2);
    const [sdk, ours] = seen as [Seen, Seen];
    expect(ours.method).toBe(sdk.method);
    expect(ours.path).toBe(sdk.path);
    expect(ours.path).toBe("/api/v2/transaction/status");
    for (const header of ["x-auth-key", "x-auth-hash", "content-type", "accept"]) {
      expect(ours.headers[header], header).toBe(sdk.headers[header]);
    }
    expect(sdk.headers["x-auth-signature"]).toBeUndefined();
    expect(ours.headers["x-auth-signature"]).toBeUndefined();
    expect(withoutSdkFields(sdk.body)).toEqual({ payment_uuid: "P-1a2b" });
    expect(ours.body).toEqual(withoutSdkFields(sdk.body));
  });
});
