import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { EMBEDDED_ANSWERS_ID, PRODUCT_IMAGE_SIZES } from "../../contracts/catalog/embedded-answers";

describe.each(DB_KINDS)("SEO on %s", (kind) => {
  let t: TestApp;
  let shown: string;
  let hidden: string;
  let webDir: string;
  beforeAll(async () => {
    // The product page is the built index.html with its head filled in: a small stand-in is enough.
    webDir = await mkdtemp(path.join(tmpdir(), "tienda-web-"));
    await writeFile(
      path.join(webDir, "index.html"),
      '<!doctype html><html lang="es"><head><meta charset="utf-8" /><title>Tiempo HN</title>\n<meta name="description" content="Relojes" /></head><body><div id="root"></div></body></html>',
    );
    t = await startTestApp(kind, { WEB_DIR: webDir });
    shown = await addProduct(t.ctx.database.db, {
      name: 'Cronos </script><b>"Marina"',
      salePrice: 150_000,
      image: true,
    });
    hidden = await addProduct(t.ctx.database.db, { isPublic: false });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it("robots.txt points at the sitemap; the sitemap lists public products only", async () => {
    const robots = await t.app.inject({ url: "/robots.txt" });
    expect(robots.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(robots.body).toContain("Disallow: /admin");
    const sitemap = (await t.app.inject({ url: "/sitemap.xml" })).body;
    expect(sitemap).toContain(`/products/${shown}`);
    expect(sitemap).not.toContain(hidden);
  });

  it("a product page carries its title, Open Graph and JSON-LD, escaped", async () => {
    const html = (await t.app.inject({ url: `/products/${shown}`, headers: { accept: "text/html" } })).body;
    expect(html).toContain("<title>Cronos &lt;/script&gt;&lt;b&gt;&quot;Marina&quot; · Tiempo HN</title>");
    expect(html).toContain('<meta property="og:type" content="product" />');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld!)).toMatchObject({
      "@type": "Product",
      offers: { price: "1500.00", priceCurrency: "HNL" },
    });
    expect(ld).not.toContain("</script>");
    // A "$" pattern in a product text ($` $' $&) is text, not a replacement pattern.
    const dollar = await addProduct(t.ctx.database.db, { name: "Edición $' $` $& L.\u00a09,999" });
    const page = (await t.app.inject({ url: `/products/${dollar}`, headers: { accept: "text/html" } })).body;
    expect(page).toContain("<title>Edición $&#39; $` $&amp; L.\u00a09,999 · Tiempo HN</title>");
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page.match(/<\/html>/g)).toHaveLength(1);
    const other = (await t.app.inject({ url: `/products/${hidden}`, headers: { accept: "text/html" } })).body;
    expect(other).not.toContain("application/ld+json");
  });

  it("a product page opens with the product as the API answers it to the same viewer, and preloads its picture", async () => {
    const html = (await t.app.inject({ url: `/products/${shown}`, headers: { accept: "text/html" } })).body;
    const text = new RegExp(
      `<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">(.*?)</script>`,
    ).exec(html)?.[1];
    expect(text).not.toContain("</script>");
    const api = await t.request("GET", `/api/catalog/${shown}`);
    expect(JSON.parse(text!)).toEqual([
      { operation: "getCatalogProduct", input: { params: { id: shown } }, data: api.json },
    ]);
    expect(html).toContain(`imagesrcset="/media/products/${shown}/img1-320.webp 320w`);
    expect(html).toContain(`imagesizes="${PRODUCT_IMAGE_SIZES}"`);
    // A hidden product: nothing for a visitor; staff open it with their own answer.
    const other = await t.app.inject({ url: `/products/${hidden}`, headers: { accept: "text/html" } });
    expect(other.body).not.toContain(EMBEDDED_ANSWERS_ID);
    expect(other.headers["cache-control"]).toBe("private, no-store");
    const admin = await t.account("admin");
    const forAdmin = await t.app.inject({ url: `/products/${hidden}`, headers: { cookie: admin.cookie } });
    expect(forAdmin.body).toContain(`"id":"${hidden}"`);
    expect(forAdmin.body).not.toContain("application/ld+json");
  });
});
