import { mkdtemp } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no types
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { picture, uploadVia } from "../../../tests/support/test-upload";
import { s3ImageStorage } from "../gateways/image-storage";

/**
 * Pictures in an S3-compatible bucket (docs/decisions/0073), against s3rver, a local
 * S3-compatible server: two app instances on the same bucket serve the same pictures.
 */
describe("pictures in an S3-compatible bucket (s3rver)", () => {
  // biome-ignore lint/suspicious/noExplicitAny: s3rver ships no types
  let server: any;
  let env: Record<string, string>;
  let one: TestApp;
  let two: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: await mkdtemp(path.join(tmpdir(), "s3rver-")),
      configureBuckets: [{ name: "fotos" }],
    });
    const address = (await server.run()) as AddressInfo;
    env = {
      S3_BUCKET: "fotos",
      S3_REGION: "us-east-1",
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
      S3_PREFIX: "tienda/",
    };
    one = await startTestApp("pglite", env);
    admin = await one.account("admin");
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await server?.close();
  });

  it("stores, lists as missing, and removes keys", async () => {
    const storage = s3ImageStorage({
      bucket: "fotos",
      region: "us-east-1",
      endpoint: env.S3_ENDPOINT,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
      prefix: "prueba/",
    });
    await storage.put("products/a/b-320.webp", Buffer.from("uno"));
    await storage.put("products/a/c-320.webp", Buffer.from("dos"));
    const stream = await storage.get("products/a/b-320.webp");
    const chunks: Buffer[] = [];
    for await (const c of stream!) chunks.push(Buffer.from(c));
    expect(Buffer.concat(chunks).toString()).toBe("uno");
    expect(await storage.get("products/a/nada-320.webp")).toBeNull();
    await storage.remove(["products/a/b-320.webp"]);
    expect(await storage.get("products/a/b-320.webp")).toBeNull();
    await storage.removePrefix("products/a/");
    expect(await storage.get("products/a/c-320.webp")).toBeNull();
    await expect(storage.get("../fuera")).rejects.toThrow();
  });

  it("an upload on one instance is served by another; deleting it removes it from the bucket", async () => {
    const created = await one.request("POST", "/api/products", {
      as: admin,
      body: {
        name: "Seiko 5",
        description: "",
        brand: "Seiko",
        model: "SRPD55",
        specs: {},
        salePrice: 400_000,
        promoPrice: null,
        originalPublicPrice: null,
        wholesalePrice: null,
        unitCost: null,
        lowStockThreshold: null,
        isPublic: true,
        initialStock: 1,
      },
    });
    const up = await uploadVia(one, admin, created.json.id, await picture("jpeg"), "a.jpg", "image/jpeg");
    expect(up.status).toBe(200);
    const src = up.json.pictures[0].src as string;
    two = await startTestApp("pglite", env);
    const served = await two.request("GET", src);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const gone = await one.request(
      "DELETE",
      `/api/products/${created.json.id}/pictures/${up.json.pictures[0].id}`,
      {
        as: admin,
      },
    );
    expect(gone.status).toBe(200);
    expect((await two.request("GET", src)).status).toBe(404);
  });
});
