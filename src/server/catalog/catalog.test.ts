import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { effectivePrice, originalPriceOf, showsOfferBadge } from "../../domain/products/pricing";
import { products } from "../products/schema";
import { onOfferSql } from "./service";

describe.each(DB_KINDS)("catalog API on %s (docs/product/screens.md, roles.md)", (kind) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const day = (n: number) => new Date(Date.now() - n * 86_400_000);
  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.ctx.database.db;
    ids.cheap = await addProduct(db, {
      name: "Casio Clásico",
      salePrice: 50_000,
      createdAt: day(5),
      totalSold: 9,
      image: true,
    });
    ids.offer = await addProduct(db, {
      name: "Cronos Marina",
      salePrice: 200_000,
      promoPrice: 150_000,
      createdAt: day(1),
      totalSold: 1,
    });
    ids.reference = await addProduct(db, {
      name: "Atlas Piloto",
      salePrice: 120_000,
      originalPublicPrice: 140_000,
      createdAt: day(3),
      isFeatured: true,
    });
    ids.soldOut = await addProduct(db, {
      name: "Atlas 100% Acero_X",
      salePrice: 90_000,
      quantity: 0,
      createdAt: day(2),
    });
    ids.hidden = await addProduct(db, {
      name: "Prototipo Oculto",
      salePrice: 10_000,
      isPublic: false,
      createdAt: day(0),
    });
  });
  afterAll(() => t.close());

  const names = (json: { items: { name: string }[] }) => json.items.map((i) => i.name);

  it("visitors, clients and wholesalers get only public products; staff get all", async () => {
    const visitor = await t.request("GET", "/api/catalog");
    expect(visitor.status).toBe(200);
    expect(visitor.json.total).toBe(4);
    expect(names(visitor.json)).not.toContain("Prototipo Oculto");
    for (const role of ["client", "wholesaler"] as const) {
      const res = await t.request("GET", "/api/catalog", { as: await t.account(role) });
      expect(res.json.total).toBe(4);
    }
    const admin = await t.request("GET", "/api/catalog", { as: await t.account("admin") });
    expect(admin.json.total).toBe(5);
    expect(names(admin.json)[0]).toBe("Prototipo Oculto");
    expect((await t.request("GET", `/api/catalog/${ids.hidden}`)).status).toBe(404);
    expect(
      (await t.request("GET", `/api/catalog/${ids.hidden}`, { as: await t.account("seller") })).status,
    ).toBe(200);
  });

  it("sorts newest, by price both ways and best-selling", async () => {
    expect(names((await t.request("GET", "/api/catalog?sort=newest")).json)).toEqual([
      "Cronos Marina",
      "Atlas 100% Acero_X",
      "Atlas Piloto",
      "Casio Clásico",
    ]);
    // The price charged (promotion included) decides: Cronos costs 1,500 on promotion.
    expect(names((await t.request("GET", "/api/catalog?sort=price_asc")).json)).toEqual([
      "Casio Clásico",
      "Atlas 100% Acero_X",
      "Atlas Piloto",
      "Cronos Marina",
    ]);
    expect(names((await t.request("GET", "/api/catalog?sort=price_desc")).json)[0]).toBe("Cronos Marina");
    expect(names((await t.request("GET", "/api/catalog?sort=best_selling")).json)[0]).toBe("Casio Clásico");
  });

  it("filters by name, price range of the charged price, offers, stock and featured", async () => {
    expect(names((await t.request("GET", "/api/catalog?q=atlas")).json).sort()).toEqual([
      "Atlas 100% Acero_X",
      "Atlas Piloto",
    ]);
    // LIKE wildcards typed by a visitor are literal characters.
    expect(names((await t.request("GET", "/api/catalog?q=100%25")).json)).toEqual(["Atlas 100% Acero_X"]);
    expect(names((await t.request("GET", "/api/catalog?q=_")).json)).toEqual(["Atlas 100% Acero_X"]);
    expect(
      names((await t.request("GET", "/api/catalog?minPrice=100000&maxPrice=150000&sort=price_asc")).json),
    ).toEqual(["Atlas Piloto", "Cronos Marina"]);
    expect(names((await t.request("GET", "/api/catalog?onOffer=true&sort=price_asc")).json)).toEqual([
      "Atlas Piloto",
      "Cronos Marina",
    ]);
    expect(names((await t.request("GET", "/api/catalog?inStock=true")).json)).not.toContain(
      "Atlas 100% Acero_X",
    );
    expect(names((await t.request("GET", "/api/catalog?featured=true")).json)).toEqual(["Atlas Piloto"]);
  });

  it("paginates with a stable total and answers lean cards with a srcset", async () => {
    const first = await t.request("GET", "/api/catalog?pageSize=3&page=1");
    const second = await t.request("GET", "/api/catalog?pageSize=3&page=2");
    const beyond = await t.request("GET", "/api/catalog?pageSize=3&page=5");
    expect([first.json.items.length, second.json.items.length, beyond.json.items.length]).toEqual([3, 1, 0]);
    expect(beyond.json.total).toBe(4);
    const casio = (await t.request("GET", "/api/catalog?q=casio")).json.items[0];
    expect(casio.image.srcSet).toBe(
      `/media/products/${ids.cheap}/img1-320.webp 320w, /media/products/${ids.cheap}/img1-640.webp 640w, /media/products/${ids.cheap}/img1-1024.webp 1024w`,
    );
    expect(casio).not.toHaveProperty("description");
    const detail = await t.request("GET", `/api/catalog/${ids.offer}`);
    expect(detail.json).toMatchObject({
      name: "Cronos Marina",
      promoPrice: 150_000,
      originalPublicPrice: 200_000,
      images: [],
    });
    // A product with pictures answers them on its page (the subquery must join on this product).
    const withImage = await t.request("GET", `/api/catalog/${ids.cheap}`);
    expect(withImage.json.images).toHaveLength(1);
    expect(withImage.json.images[0].srcSet).toBe(casio.image.srcSet);
    expect(withImage.json.image.srcSet).toBe(casio.image.srcSet);
  });

  it("refuses bad parameters with a Spanish 400", async () => {
    for (const q of ["page=0", "pageSize=500", "sort=random", "minPrice=-1", "onOffer=yes"]) {
      const res = await t.request("GET", `/api/catalog?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.json.error.message).toMatch(/[a-záéíóúñ]/i);
    }
  });

  it("the SQL offer filter agrees with the domain's badge rule on the same rows", async () => {
    const db = t.ctx.database.db;
    const id = await addProduct(db, { name: "Regla de Oferta", salePrice: 100_000, isPublic: false });
    const cases = [null, 50_000, 99_999, 100_000, 100_001].flatMap((promoPrice) =>
      [null, 90_000, 100_000, 100_001, 100_002, 120_000].map((originalPublicPrice) => ({
        salePrice: 100_000,
        promoPrice,
        originalPublicPrice,
      })),
    );
    for (const c of cases) {
      await db.update(products).set(c).where(eq(products.id, id));
      const [row] = await db.select({ onOffer: onOfferSql }).from(products).where(eq(products.id, id));
      const price = effectivePrice(c);
      const expected = showsOfferBadge({ ...c, price, originalPrice: originalPriceOf(c) });
      expect(row!.onOffer, JSON.stringify(c)).toBe(expected);
    }
  });
});
