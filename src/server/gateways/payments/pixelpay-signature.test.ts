import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createPaymentGateway } from "./index";
import { pixelPayGateway, pixelPayHash, pixelPaySecureSignature } from "./pixelpay";

/** HMAC (RFC 2104) written out over SHA3-512, whose block is 72 bytes: an independent check of the construction. */
function hmacSha3_512ByHand(key: string, message: string): string {
  const BLOCK = 72;
  let k = Buffer.from(key, "utf8");
  if (k.length > BLOCK) k = createHash("sha3-512").update(k).digest();
  const padded = Buffer.concat([k, Buffer.alloc(BLOCK - k.length)]);
  const xor = (byte: number) => Buffer.from(padded.map((b) => b ^ byte));
  const inner = createHash("sha3-512").update(xor(0x36)).update(message, "utf8").digest();
  return createHash("sha3-512").update(xor(0x5c)).update(inner).digest("hex");
}

describe("PixelPay secure signature (HMAC-SHA3-512, off by default)", () => {
  it("is HMAC-SHA3-512 keyed with the secret over the fields joined by '|', in lowercase hex", () => {
    // PixelPay's documented example: key 7812290000, order 00000123, endpoint https://pixelpay.app.
    const signature = pixelPaySecureSignature(
      ["7812290000", "00000123", "https://pixelpay.app"],
      "3422da00-4dc2-4602-d366-56ac7",
    );
    expect(signature).toBe(
      hmacSha3_512ByHand("3422da00-4dc2-4602-d366-56ac7", "7812290000|00000123|https://pixelpay.app"),
    );
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    const longKey = "k".repeat(100); // longer than the block: hashed first
    expect(pixelPaySecureSignature(["a", "b"], longKey)).toBe(hmacSha3_512ByHand(longKey, "a|b"));
    expect(pixelPaySecureSignature(["a", "b"], "s")).not.toBe(pixelPaySecureSignature(["a|b"], "t"));
  });

  it("signs a status request key_id|payment_uuid|app_url when switched on, and sends nothing new when off", async () => {
    const base = { keyId: "1234567890", secretKey: "secreto", endpoint: "https://pp.test" };
    const sent: Record<string, string>[] = [];
    const fetchImpl = async (_url: string, init: RequestInit) => {
      sent.push(init.headers as Record<string, string>);
      return new Response(JSON.stringify({ success: true, data: { status: "SUCCESS", order_id: "O1" } }));
    };
    const callback = {
      query: {},
      headers: {},
      body: { order_id: "O1", payment_uuid: "P-9", payment_hash: pixelPayHash("O1", base) },
    };
    await pixelPayGateway(base, fetchImpl).verifyCallback(callback);
    await pixelPayGateway(
      { ...base, secureSignature: { appUrl: "https://tienda.hn" } },
      fetchImpl,
    ).verifyCallback(callback);
    expect(sent[0]).not.toHaveProperty("x-auth-signature");
    expect(sent[1]?.["x-auth-signature"]).toBe(
      hmacSha3_512ByHand("secreto", "1234567890|P-9|https://tienda.hn"),
    );
  });

  it("is off unless PIXELPAY_SIGNATURE=hmac-sha3-512, which needs PIXELPAY_APP_URL", () => {
    const env = {
      PAYMENT_GATEWAY: "pixelpay",
      PIXELPAY_KEY_ID: "1234567890",
      PIXELPAY_SECRET_KEY: "secreto",
      PIXELPAY_ENDPOINT: "https://pp.test",
    };
    const config = loadConfig(env);
    expect(createPaymentGateway(config, env).name).toBe("pixelpay");
    expect(() => createPaymentGateway(config, { ...env, PIXELPAY_SIGNATURE: "hmac-sha3-512" })).toThrow(
      /PIXELPAY_APP_URL/,
    );
    expect(() => createPaymentGateway(config, { ...env, PIXELPAY_SIGNATURE: "sha1" })).toThrow(
      /PIXELPAY_SIGNATURE/,
    );
    expect(
      createPaymentGateway(config, {
        ...env,
        PIXELPAY_SIGNATURE: "hmac-sha3-512",
        PIXELPAY_APP_URL: "https://tienda.hn",
      }).name,
    ).toBe("pixelpay");
  });
});
