import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSION, KeptJson, sendKeptJson } from "./kept-json";

const big = new KeptJson(
  JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: "Seiko" })) }),
);
const small = new KeptJson(JSON.stringify({ ok: true }));

/** A server set up as app.ts sets up the compress plugin, with one route that sends a kept answer. */
describe("kept answers, compressed once", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(compress, COMPRESSION);
    app.get("/big", (request, reply) => sendKeptJson(request, reply, big));
    app.get("/small", (request, reply) => sendKeptJson(request, reply, small));
    app.get("/varied", (request, reply) => sendKeptJson(request, reply.header("vary", "cookie"), big));
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  it("sends brotli to a browser, from the bytes kept with the answer", async () => {
    const res = await get("/big", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers.vary).toBe("accept-encoding");
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(big.text);
    // The same bytes every time: compressed once, not per request.
    expect(big.compressedAs("br")).toBe(big.compressedAs("br"));
    expect(res.rawPayload.equals(big.compressedAs("br"))).toBe(true);
  });

  it("sends gzip to a client that takes only gzip (or anything, or x-gzip)", async () => {
    for (const accept of ["gzip", "*", "x-gzip", "br;q=0, gzip"]) {
      const res = await get("/big", { "accept-encoding": accept });
      expect(res.headers["content-encoding"], accept).toBe("gzip");
      expect(gunzipSync(res.rawPayload).toString()).toBe(big.text);
    }
  });

  it("sends the text to a client that accepts no encoding, asks for none, or for a small answer", async () => {
    for (const [url, headers] of [
      ["/big", {}],
      ["/big", { "accept-encoding": "identity" }],
      ["/big", { "accept-encoding": "deflate" }],
      ["/big", { "accept-encoding": "br", "x-no-compression": "1" }],
      ["/small", { "accept-encoding": "br" }],
    ] as const) {
      const res = await get(url, headers);
      expect(res.headers["content-encoding"], JSON.stringify(headers)).toBeUndefined();
      expect(res.body).toBe(url === "/big" ? big.text : small.text);
    }
  });

  it("adds accept-encoding to a Vary the route already set", async () => {
    const res = await get("/varied", { "accept-encoding": "br" });
    expect(res.headers.vary).toBe("cookie, accept-encoding");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(big.text);
  });
});
