import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

/** How the built single-page app is served (a stand-in dist/web through WEB_DIR). */
describe("serving the web app", () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), "tienda-web-"));
    await mkdir(path.join(webDir, "assets"));
    await writeFile(
      path.join(webDir, "index.html"),
      "<!doctype html><title>Tiempo HN</title><div id=root></div>",
    );
    await writeFile(path.join(webDir, "assets", "app-abc123.js"), "console.log('tienda')");
    await writeFile(
      path.join(webDir, "assets", "zxing_reader-abc123.wasm"),
      Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]),
    );
    t = await startTestApp("pglite", { WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("serves the app at / and at every client route, never cached, whatever the encoding asked", async () => {
    for (const [url, headers] of [
      ["/", {}],
      ["/", { accept: "text/html" }],
      ["/", { accept: "text/html", "accept-encoding": "gzip, deflate, br" }],
      ["/catalog", { accept: "text/html" }],
      ["/admin/orders", { accept: "text/html,application/xhtml+xml" }],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      if (!res.headers["content-encoding"]) expect(res.body).toContain("<div id=root>");
      // The catalogue's HTML carries the asker's own catalogue answer (docs/decisions/0148): private, never stored.
      expect(res.headers["cache-control"]).toBe(url === "/catalog" ? "private, no-store" : "no-cache");
    }
  });

  it("serves the app to clients that do not ask for HTML (link previews, uptime checks, probes)", async () => {
    for (const [url, headers] of [
      ["/catalog", { "accept-encoding": "gzip" }],
      ["/cart", {}],
      ["/", { "accept-encoding": "gzip" }],
      ["/product/abc", { accept: "*/*" }],
      ["/admin/orders", { accept: "application/json" }],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
    }
    const head = await t.app.inject({ method: "HEAD", url: "/catalog" });
    expect(head.statusCode).toBe(200);
  });

  it("serves hashed assets with a year of immutable caching", async () => {
    const res = await get("/assets/app-abc123.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers a missing asset, a folder or an unknown API path with a 404, not the app", async () => {
    for (const url of ["/assets/missing.js", "/assets/", "/api/no-existe", "/logo.png", "/favicon.ico"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("lets only the back office's pages compile WebAssembly (the camera's barcode reader)", async () => {
    const scriptSrc = async (url: string) => {
      const res = await get(url, { accept: "text/html" });
      const csp = String(res.headers["content-security-policy"]);
      return csp.split(";").find((d) => d.startsWith("script-src"));
    };
    // The pages with a scanner, and every other back-office page (in-app navigation keeps the document).
    for (const url of [
      "/admin/sales",
      "/admin/inventory",
      "/admin/inventory/stock-take",
      "/admin",
      "/admin/orders?status=Pendiente",
      "/seller/dashboard",
    ]) {
      expect(await scriptSrc(url), url).toBe("script-src 'self' 'wasm-unsafe-eval'");
    }
    // The storefront, the client area, the API and the look-alikes keep the strict policy.
    for (const url of [
      "/",
      "/catalog",
      "/products/abc",
      "/cart",
      "/checkout",
      "/client/purchases",
      "/login",
      "/administrar",
      "/api/health",
      "/assets/app-abc123.js",
      "/x?/admin/",
      "//admin/sales",
    ]) {
      expect(await scriptSrc(url), url).toBe("script-src 'self'");
    }
  });

  it("serves the barcode reader's WebAssembly from our own origin, typed so it compiles as it streams", async () => {
    const res = await get("/assets/zxing_reader-abc123.wasm");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/wasm");
  });
});
