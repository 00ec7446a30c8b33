import { brotliDecompressSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, ORIGIN, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { bootstrap, type Running } from "../bootstrap";
import { loadConfig } from "../config";
import type { BusMessage, LiveBus } from "../live/bus";
import { products } from "../products/schema";

/** Resolves when `bus` hears a `products` event about `id`. */
function heard(bus: LiveBus, id: string): Promise<BusMessage> {
  return new Promise((resolve) => {
    const stop = bus.subscribe((message) => {
      if (message.topic === "products" && message.id === id) {
        stop();
        resolve(message);
      }
    });
  });
}

const watch = {
  name: "Seiko Presage",
  description: "Automático de vestir.",
  brand: "Seiko",
  model: "SRPD37",
  specs: {},
  salePrice: 800_000,
  promoPrice: null,
  originalPublicPrice: null,
  wholesalePrice: 600_000,
  unitCost: 400_000,
  lowStockThreshold: 1,
  isPublic: true,
};

/**
 * The public catalogue is answered from memory until a live event says it changed
 * (docs/decisions/0140): prices and stock stay exact after every write.
 */
describe.each(DB_KINDS)("catalogue cache on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let id: string;
  const detail = async () => (await t.request("GET", `/api/catalog/${id}`)).json;
  const listed = async () =>
    (await t.request("GET", "/api/catalog?pageSize=48")).json.items.find((p: { id: string }) => p.id === id);

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.account("admin");
    const created = await t.request("POST", "/api/products", {
      as: admin,
      body: { ...watch, initialStock: 5 },
    });
    expect(created.status).toBe(200);
    id = created.json.id;
  });
  afterAll(() => t?.close());

  it("answers from memory: a change that publishes no event is not seen until one arrives", async () => {
    const db = t.ctx.database.db;
    const settled = heard(t.ctx.bus, "probe");
    await addProduct(db, { id: "probe", name: "Sonda" });
    await settled;
    expect((await detail()).salePrice).toBe(800_000);
    expect((await listed()).salePrice).toBe(800_000);
    // Written behind the server's back (no event): the cached answers stay.
    await db.update(products).set({ salePrice: 810_000 }).where(eq(products.id, id));
    expect((await detail()).salePrice).toBe(800_000);
    expect((await listed()).salePrice).toBe(800_000);
    // Any catalogue event drops them.
    const again = heard(t.ctx.bus, "probe-2");
    await addProduct(db, { id: "probe-2", name: "Sonda 2" });
    await again;
    expect((await detail()).salePrice).toBe(810_000);
    expect((await listed()).salePrice).toBe(810_000);
  });

  it("the read right after a price change shows the new price", async () => {
    expect((await detail()).salePrice).toBe(810_000);
    expect((await listed()).salePrice).toBe(810_000);
    const edit = await t.request("PUT", `/api/products/${id}`, {
      as: admin,
      body: { ...watch, salePrice: 750_000 },
    });
    expect(edit.status).toBe(200);
    expect((await detail()).salePrice).toBe(750_000);
    expect((await listed()).salePrice).toBe(750_000);
  });

  it("a browser's compressed answer is the kept one, and is dropped with it", async () => {
    // What a browser receives: the kept answer's brotli bytes (http/kept-json.ts); an answer
    // under 1 KB (a product's detail may be) is sent as text.
    const asBrowser = async (url: string) => {
      const res = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, br" } });
      if (res.headers["content-encoding"] === undefined && res.body.length < 1024) return res.json();
      expect(res.headers["content-encoding"]).toBe("br");
      return JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    };
    const price = async () => ({
      detail: (await asBrowser(`/api/catalog/${id}`)).salePrice,
      listed: (await asBrowser("/api/catalog?pageSize=48")).items.find((p: { id: string }) => p.id === id)
        .salePrice,
    });
    const before = await price();
    expect(before.detail).toBe(before.listed);
    const edit = await t.request("PUT", `/api/products/${id}`, {
      as: admin,
      body: { ...watch, salePrice: before.detail + 5_000 },
    });
    expect(edit.status).toBe(200);
    expect(await price()).toEqual({ detail: before.detail + 5_000, listed: before.detail + 5_000 });
  });

  it("the read right after a sale shows the stock it took", async () => {
    const before = (await detail()).quantity;
    expect((await listed()).quantity).toBe(before);
    const sale = await saleViaApi(t, admin, [{ productId: id, quantity: 2 }]);
    expect(sale.status).toBe(200);
    expect((await detail()).quantity).toBe(before - 2);
    expect((await listed()).quantity).toBe(before - 2);
  });

  it("hiding a product removes it from the next read", async () => {
    expect(await listed()).toBeDefined();
    const edit = await t.request("PUT", `/api/products/${id}`, {
      as: admin,
      body: { ...watch, salePrice: 750_000, isPublic: false },
    });
    expect(edit.status).toBe(200);
    expect(await listed()).toBeUndefined();
    expect((await t.request("GET", `/api/catalog/${id}`)).status).toBe(404);
    // Staff still see it, with its wholesale price; visitors never receive that key.
    const forAdmin = await t.request("GET", `/api/catalog/${id}`, { as: admin });
    expect(forAdmin.json.wholesalePrice).toBe(600_000);
    await t.request("PUT", `/api/products/${id}`, { as: admin, body: { ...watch, salePrice: 750_000 } });
    expect((await detail()).wholesalePrice).toBeUndefined();
  });
});

describe.skipIf(!DB_KINDS.includes("postgres"))("catalogue cache on two instances of one PostgreSQL", () => {
  let a: TestApp;
  let b: Running;
  let admin: TestUser;
  let id: string;
  const onB = async () => {
    const res = await b.app.inject({ method: "GET", url: `/api/catalog/${id}` });
    return res.json() as { salePrice: number; quantity: number };
  };

  beforeAll(async () => {
    a = await startTestApp("postgres");
    admin = await a.account("admin");
    const created = await a.request("POST", "/api/products", {
      as: admin,
      body: { ...watch, initialStock: 5 },
    });
    id = created.json.id;
    b = await bootstrap(
      loadConfig({
        NODE_ENV: "test",
        DATA_DIR: a.ctx.config.dataDir,
        BASE_URL: ORIGIN,
        LOG_LEVEL: "warn",
        SEED_DEMO: "false",
        DATABASE_URL: a.ctx.database.url!,
      }),
      { inMemory: true },
    );
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a price or stock change on A is seen on B once B hears its event", async () => {
    expect((await onB()).salePrice).toBe(800_000);
    const priced = heard(b.ctx.bus, id);
    await a.request("PUT", `/api/products/${id}`, { as: admin, body: { ...watch, salePrice: 700_000 } });
    await priced;
    expect((await onB()).salePrice).toBe(700_000);
    const sold = heard(b.ctx.bus, id);
    expect((await saleViaApi(a, admin, [{ productId: id, quantity: 1 }])).status).toBe(200);
    await sold;
    expect((await onB()).quantity).toBe(4);
  });
});
