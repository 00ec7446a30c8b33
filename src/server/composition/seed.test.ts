import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { newId } from "../db/ids";
import { applyMigrations } from "../db/migrate";
import { localImageStorage } from "../gateways/image-storage";
import { checkData } from "../import/check";
import * as schema from "./schema";
import { type SeedContext, seedDemoData } from "./seed";

const OPEN = new Set(["Pendiente", "Abonado", "Enviado"]);

describe("seedDemoData", () => {
  let database: Database;
  let dir: string;
  let ctx: SeedContext;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    await applyMigrations(database);
    dir = await mkdtemp(path.join(tmpdir(), "seed-test-"));
    const db = database.db;
    ctx = {
      db,
      storage: localImageStorage(dir),
      now: new Date("2025-06-15T15:00:00Z"),
      // Tests only: the real one (src/server/auth) hashes the password and creates the account row.
      createUser: async (input) => {
        const [existing] = await db.select().from(schema.users).where(eq(schema.users.email, input.email));
        if (existing) return existing.id;
        const id = newId();
        await db.insert(schema.users).values({
          id,
          name: input.name,
          email: input.email,
          role: input.role,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          city: input.city,
        });
        return id;
      },
    };
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    await seedDemoData(ctx);
    const cpu = process.cpuUsage(cpu0);
    console.info(
      `demo seed: ${Math.round(performance.now() - t0)} ms wall, ${Math.round((cpu.user + cpu.system) / 1000)} ms CPU`,
    );
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("creates the demo accounts", async () => {
    const users = await database.db.select().from(schema.users);
    const byEmail = new Map(users.map((u) => [u.email, u.role]));
    expect(byEmail.get("superadmin@demo.hn")).toBe("superadmin");
    expect(byEmail.get("admin@demo.hn")).toBe("admin");
    expect(byEmail.get("vendedor@demo.hn")).toBe("seller");
    expect(byEmail.get("cliente@demo.hn")).toBe("client");
    expect(byEmail.get("mayorista@demo.hn")).toBe("wholesaler");
  });

  it("fills the catalog: promotions, hidden and featured watches, sold-out ones", async () => {
    const products = await database.db.select().from(schema.products);
    expect(products.length).toBeGreaterThanOrEqual(24);
    const promo = products.filter((p) => p.promoPrice !== null);
    expect(promo.length).toBeGreaterThanOrEqual(4);
    for (const p of promo) {
      expect(p.promoPrice!).toBeLessThan(p.salePrice);
      expect(p.originalPublicPrice!).toBeGreaterThan(p.salePrice);
    }
    expect(products.some((p) => !p.isPublic)).toBe(true);
    expect(products.some((p) => p.isFeatured)).toBe(true);
    expect(products.some((p) => p.quantity === 0)).toBe(true);
    for (const p of products) {
      expect(p.salePrice).toBeGreaterThanOrEqual(150_000);
      expect(p.salePrice).toBeLessThanOrEqual(4_500_000);
    }
  });

  it("stores the WebP variants of every product image", async () => {
    const products = await database.db.select().from(schema.products);
    const images = await database.db.select().from(schema.productImages);
    for (const p of products) {
      const mine = images.filter((i) => i.productId === p.id);
      expect(mine.length).toBeGreaterThanOrEqual(1);
      for (const img of mine) {
        expect(img.variantWidths).toEqual([320, 640, 1024]);
        for (const w of img.variantWidths) {
          const info = await stat(path.join(dir, `${img.storageKey}-${w}.webp`));
          expect(info.size).toBeGreaterThan(1000);
        }
      }
    }
  });

  it("seeds cities, settings, a discount code, customers and web purchases", async () => {
    const db = database.db;
    const cities = await db.select().from(schema.shippingLocations);
    expect(cities.length).toBeGreaterThanOrEqual(12);
    for (const c of cities) expect(c.department).not.toBe("");
    const [config] = await db.select().from(schema.settings);
    expect(config?.id).toBe("config/settings");
    expect(config?.data.bankAccounts).toHaveLength(2);
    const codes = await db.select().from(schema.discountCodes);
    expect(codes).toHaveLength(1);
    expect(codes[0]!.expiresAt!.getTime()).toBeGreaterThan(ctx.now.getTime());
    expect((await db.select().from(schema.customers)).length).toBeGreaterThanOrEqual(4);
    const web = await db.select().from(schema.unregisteredPurchases);
    expect(web.length).toBeGreaterThanOrEqual(1);
    for (const w of web) expect(w.status).toBe("Pendiente de Confirmación");
    const [client] = await db.select().from(schema.users).where(eq(schema.users.email, "cliente@demo.hn"));
    const notes = await db
      .select()
      .from(schema.userNotifications)
      .where(eq(schema.userNotifications.userId, client!.id));
    expect(notes.length).toBeGreaterThanOrEqual(2);
  });

  it("has sales in every status with consistent money (docs/product/constants.md)", async () => {
    const db = database.db;
    const all = await db.select().from(schema.sales);
    const items = await db.select().from(schema.saleItems);
    const payments = await db.select().from(schema.journalPayments);
    const history = await db.select().from(schema.saleHistory);
    const products = new Map((await db.select().from(schema.products)).map((p) => [p.id, p]));
    expect(new Set(all.map((s) => s.status))).toEqual(
      new Set(["Pendiente", "Abonado", "Enviado", "Completado", "Cancelado"]),
    );
    for (const s of all) {
      const mine = items.filter((i) => i.saleId === s.id);
      const charged = mine.reduce((sum, i) => sum + i.price * i.quantity, 0);
      const promo = mine.reduce((sum, i) => {
        const salePrice = products.get(i.productId)!.salePrice;
        return sum + (i.price < salePrice ? (salePrice - i.price) * i.quantity : 0);
      }, 0);
      expect(s.promoItemsDiscount).toBe(promo);
      expect(s.subtotal - s.promoItemsDiscount).toBe(charged);
      expect(s.total).toBe(
        s.subtotal + s.shippingCost + s.extraCostsTotal - s.promoItemsDiscount - s.appliedDiscountAmount,
      );
      const paid = payments.filter((p) => p.saleId === s.id).reduce((sum, p) => sum + p.amount, 0);
      expect(s.amountPaid).toBe(paid);
      const balance = s.total - s.extraDiscountAmount - s.amountPaid;
      expect(balance).toBeGreaterThanOrEqual(0);
      if (s.status === "Completado") expect(balance).toBe(0);
      if (s.status === "Abonado") expect(s.amountPaid).toBeGreaterThan(0);
      if (s.status === "Cancelado") expect(s.cancellationReason).toBeTruthy();
      if (s.status === "Enviado") expect(s.trackingNumber).toBeTruthy();
      // Every sale's history opens with its creation (a repair's, with the watch taken in).
      const opening = ["Venta Creada", "Orden de Servicio Recibida"];
      expect(history.some((h) => h.saleId === s.id && opening.includes(h.event))).toBe(true);
    }
    expect(payments.some((p) => p.type === "partial")).toBe(true);
    expect(history.some((h) => h.event === "Pago Registrado")).toBe(true);
  });

  it("keeps stock consistent with the sales (docs/product/states.md)", async () => {
    const db = database.db;
    const all = new Map((await db.select().from(schema.sales)).map((s) => [s.id, s]));
    const items = await db.select().from(schema.saleItems);
    const movements = await db.select().from(schema.inventoryMovements);
    for (const p of await db.select().from(schema.products)) {
      expect(p.quantity).toBeGreaterThanOrEqual(0);
      const mine = items.filter((i) => i.productId === p.id);
      const open = mine
        .filter((i) => OPEN.has(all.get(i.saleId)!.status))
        .reduce((sum, i) => sum + i.quantity, 0);
      const done = mine
        .filter((i) => all.get(i.saleId)!.status === "Completado")
        .reduce((sum, i) => sum + i.quantity, 0);
      expect(p.inProgressStock).toBe(open);
      expect(p.totalSold).toBe(done);
      const intake = movements.find((m) => m.productId === p.id && m.type === "ingreso");
      expect(intake?.quantityChange).toBe(p.quantity + open + done);
      const net = movements.filter((m) => m.productId === p.id).reduce((sum, m) => sum + m.quantityChange, 0);
      expect(net).toBe(p.quantity);
    }
  });

  it("keeps its premium watches by serial: units in stock are the available stock, sold ones the sales' (check:data clean)", async () => {
    const db = database.db;
    const units = await db.select().from(schema.productUnits);
    const serialized = (await db.select().from(schema.products)).filter((p) => p.serialized);
    expect(serialized.length).toBeGreaterThanOrEqual(3);
    for (const p of serialized) {
      const mine = units.filter((u) => u.productId === p.id);
      expect(mine.filter((u) => u.status === "en stock")).toHaveLength(p.quantity);
      expect(mine.filter((u) => u.status === "reservada")).toHaveLength(p.inProgressStock);
      expect(mine.filter((u) => u.status === "vendida")).toHaveLength(p.totalSold);
    }
    expect(new Set(units.map((u) => u.serial)).size).toBe(units.length);
    // A few sold watches, so the lookup by serial shows a warranty running.
    expect(units.filter((u) => u.status === "vendida").length).toBeGreaterThan(0);
    const check = await checkData(db);
    expect(check.violations).toEqual([]);
  });

  it("does nothing the second time", async () => {
    const db = database.db;
    const count = async () => ({
      users: (await db.select().from(schema.users)).length,
      products: (await db.select().from(schema.products)).length,
      images: (await db.select().from(schema.productImages)).length,
      sales: (await db.select().from(schema.sales)).length,
      cities: (await db.select().from(schema.shippingLocations)).length,
      movements: (await db.select().from(schema.inventoryMovements)).length,
    });
    const before = await count();
    await seedDemoData(ctx);
    expect(await count()).toEqual(before);
  });
});
