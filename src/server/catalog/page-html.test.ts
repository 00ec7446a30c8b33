import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { CARD_IMAGE_SIZES, EMBEDDED_ANSWERS_ID } from "../../contracts/catalog/embedded-answers";

const INJECTION = "</script><script>alert(1)</script>";

/** A stand-in build: its index.html. */
async function standInBuild(): Promise<string> {
  const webDir = await mkdtemp(path.join(tmpdir(), "tienda-web-"));
  await writeFile(
    path.join(webDir, "index.html"),
    '<!doctype html><html lang="es"><head><title>Tiempo HN</title>\n    <script type="module" crossorigin src="/assets/index-e1.js"></script>\n  </head><body><div id="root"></div></body></html>',
  );
  return webDir;
}

/** The first page the HTML carries, as the web app reads it (JSON.parse of the element's text). */
function embedded(html: string) {
  const text = new RegExp(`<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">(.*?)</script>`).exec(
    html,
  )?.[1];
  if (text === undefined) throw new Error("no embedded answers");
  const answers = JSON.parse(text);
  expect(answers).toHaveLength(1);
  expect(answers[0].operation).toBe("listCatalog");
  return { query: answers[0].input.query, page: answers[0].data };
}

/**
 * The catalogue route's HTML carries the catalogue's first page, exactly as the API answers it
 * to the same viewer, escaped, with preloads of the first pictures (docs/decisions/0148).
 */
describe.each(DB_KINDS)("catalogue page HTML on %s", (kind) => {
  let t: TestApp;
  let webDir: string;
  let admin: TestUser;
  let injected: string;
  let hidden: string;
  const page = (url = "/catalog", cookie?: string) =>
    t.app.inject({ url, headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } });

  beforeAll(async () => {
    webDir = await standInBuild();
    t = await startTestApp(kind, { WEB_DIR: webDir });
    admin = await t.account("admin");
    const db = t.ctx.database.db;
    hidden = await addProduct(db, { name: "Oculto", isPublic: false, wholesalePrice: 60_000 });
    await addProduct(db, { name: "Sin foto", wholesalePrice: 70_000 });
    await addProduct(db, { name: "Con foto", image: true });
    injected = await addProduct(db, { name: INJECTION, image: true, wholesalePrice: 80_000 });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it("carries what GET /api/catalog answers for the default query, never cached by others", async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const api = await t.request("GET", "/api/catalog?sort=newest&page=1");
    expect(embedded(res.body)).toEqual({ query: { sort: "newest", page: 1 }, page: api.json });
    expect(res.body).not.toContain(hidden);
    for (const url of ["/store", "/products"]) expect(embedded((await page(url)).body)).toBeDefined();
  });

  it("a product name cannot close the script element: the page reads it back unchanged", async () => {
    const html = (await page()).body;
    expect(html).not.toContain("<script>alert(1)");
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the entry script's and the data's own
    const first = embedded(html).page.items[0];
    expect(first).toMatchObject({ id: injected, name: INJECTION });
  });

  it("preloads the first cards' pictures with the cards' sizes", async () => {
    const html = (await page()).body;
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    // The two first cards are the injected one and "Con foto": both have pictures.
    expect(preloads).toHaveLength(2);
    expect(preloads[0]).toContain(`imagesrcset="/media/products/${injected}/img1-320.webp 320w`);
    expect(preloads[0]).toContain(`imagesizes="${CARD_IMAGE_SIZES}"`);
    expect(preloads[0]).toContain('fetchpriority="high"');
  });

  it("follows the catalogue: a sale's stock shows in the next page served", async () => {
    const before = embedded((await page()).body).page.items[0].quantity;
    const sale = await saleViaApi(t, admin, [{ productId: injected, quantity: 2 }]);
    expect(sale.status).toBe(200);
    expect(embedded((await page()).body).page.items[0]).toMatchObject({ id: injected, quantity: before - 2 });
  });

  it("each viewer gets their own answer: staff see hidden products and wholesale prices", async () => {
    const forAdmin = embedded((await page("/catalog", admin.cookie)).body);
    expect(forAdmin.page).toEqual(
      (await t.request("GET", "/api/catalog?sort=newest&page=1", { as: admin })).json,
    );
    expect(forAdmin.page.items.map((p: { id: string }) => p.id)).toContain(hidden);
    expect(forAdmin.page.items[0].wholesalePrice).toBe(80_000);
    expect(embedded((await page()).body).page.items[0].wholesalePrice).toBeUndefined();
  });

  it("a filtered catalogue gets the plain document: its filters are the web app's to read", async () => {
    const res = await page("/catalog?q=foto");
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(EMBEDDED_ANSWERS_ID);
    expect(res.body).not.toContain('rel="preload"');
  });
});
