import { eq, sql } from "drizzle-orm";
import { balanceDue, formatMoney, orderNumber, type ProductStock, priceSale } from "../../../domain";
import type { NewAccount } from "../../auth/create-user";
import type { ImageStorage } from "../../gateways/image-storage";
import { productImageUrl } from "../../products/images";
import { insertSale } from "../../sales/repository";
import type { Db, DbOrTx, Tx } from "../client";
import { newId } from "../ids";
import {
  customers,
  discountCodes,
  inventoryMovements,
  productImages,
  products,
  settings,
  shippingLocations,
  unregisteredPurchases,
  userNotifications,
} from "../schema";
import { DEMO_PRODUCTS, type DemoProduct } from "./catalog-data";
import { DEMO_CITIES, DEMO_DISCOUNT, DEMO_SETTINGS } from "./cities";
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_USERS, type DemoUserKey, fullName } from "./people-data";
import { type GeneratedImage, generateProductImages } from "./product-images";
import { type Buyer, buildSales, type SaleRows, type SaleWorld, type SimProduct } from "./sale-builder";
import { DEMO_SALES, DEMO_WEB_PURCHASES, type DemoSale, type PriceKind } from "./sales-data";

export interface SeedContext {
  db: Db;
  storage: ImageStorage;
  /** Creates an account (argon2 password, better-auth account row); answers the id, or the existing one's. */
  createUser(input: NewAccount): Promise<string>;
  now: Date;
}

/** The settings row doubles as the "already seeded" marker: it is inserted last, in the same transaction. */
export const SETTINGS_ID = "config/settings";
const SEED_LOCK = 727_002;
const DAY = 86_400_000;
const WHOLESALE_FACTOR = 0.85;

async function isSeeded(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: settings.id }).from(settings).where(eq(settings.id, SETTINGS_ID));
  return rows.length > 0;
}

/**
 * Fills a fresh database with the demo store of README.md: accounts, catalog with generated
 * pictures, cities, settings, a discount code, customers, sales in every status, web purchases
 * and notifications. Does nothing when the store was already seeded.
 */
export async function seedDemoData(ctx: SeedContext): Promise<void> {
  if (await isSeeded(ctx.db)) return;
  const userIds = {} as Record<DemoUserKey, string>;
  for (const u of DEMO_USERS) {
    userIds[u.key] = await ctx.createUser({
      name: fullName(u),
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      password: DEMO_PASSWORD,
      role: u.role,
      phone: u.phone,
      city: u.city,
    });
  }
  const catalog = DEMO_PRODUCTS.map((demo, index) => ({ id: newId(), demo, index }));
  const images = await generateProductImages(ctx.storage, catalog);

  const seeded = await ctx.db.transaction(async (tx) => {
    // Two instances starting together: the second waits here, then sees the marker.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isSeeded(tx)) return false;
    await insertStore(tx, ctx.now, userIds, catalog, images);
    return true;
  });
  if (!seeded) {
    await Promise.all(catalog.map((p) => ctx.storage.removePrefix(`products/${p.id}`)));
  }
}

type Catalog = { id: string; demo: DemoProduct; index: number }[];

async function insertStore(
  tx: Tx,
  now: Date,
  userIds: Record<DemoUserKey, string>,
  catalog: Catalog,
  images: GeneratedImage[],
): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - Math.round(days * DAY));
  const userName = (key: DemoUserKey) => fullName(DEMO_USERS.find((u) => u.key === key)!);
  const userByKey = (key: DemoUserKey) => DEMO_USERS.find((u) => u.key === key)!;

  const cityRows = DEMO_CITIES.map((c) => ({
    id: newId(),
    city: c.city,
    department: c.department,
    cost: c.cost,
    createdAt: ago(90),
  }));
  await tx.insert(shippingLocations).values(cityRows);
  const cityByKey = new Map(DEMO_CITIES.map((c, i) => [c.key, cityRows[i]!]));

  const customerRows = DEMO_CUSTOMERS.map((c, i) => ({
    id: newId(),
    name: c.name,
    email: c.email,
    phone: c.phone,
    city: c.city,
    address: c.address,
    notes: c.notes,
    createdById: userIds.admin,
    createdAt: ago(62 - i * 3),
  }));
  await tx.insert(customers).values(customerRows);
  const customerByKey = new Map(DEMO_CUSTOMERS.map((c, i) => [c.key, customerRows[i]!]));

  const byKey = new Map(catalog.map((p) => [p.demo.key, p]));
  const priceOf = (key: string, kind: PriceKind) => {
    const p = byKey.get(key)!.demo;
    if (kind === "promo") return p.promoPrice ?? p.salePrice;
    if (kind === "special") return Math.round((p.salePrice * WHOLESALE_FACTOR) / 100) * 100;
    return p.salePrice;
  };
  const buyer = (sale: DemoSale): Buyer => {
    if ("user" in sale.customer) {
      const u = userByKey(sale.customer.user);
      return {
        customerId: null,
        userId: userIds[u.key],
        name: fullName(u),
        email: u.email,
        phone: u.phone,
        accountRole: u.role,
      };
    }
    const c = customerByKey.get(sale.customer.customer)!;
    return {
      customerId: c.id,
      userId: null,
      name: c.name,
      email: c.email,
      phone: c.phone,
      accountRole: null,
    };
  };
  const saleIds = DEMO_SALES.map(() => newId());
  const world = (initial: (p: Catalog[number]) => number): SaleWorld => ({
    now,
    products: new Map(
      catalog.map((p): [string, SimProduct] => [
        p.demo.key,
        {
          id: p.id,
          name: p.demo.name,
          salePrice: p.demo.salePrice,
          stock: { productId: p.id, quantity: initial(p), inProgressStock: 0, totalSold: 0 },
        },
      ]),
    ),
    staff: {
      admin: { id: userIds.admin, name: userName("admin") },
      seller: { id: userIds.seller, name: userName("seller") },
      seller2: { id: userIds.seller2, name: userName("seller2") },
    },
    office: "admin",
    buyer,
    city: (key) => cityByKey.get(key)!,
    discount: { code: DEMO_DISCOUNT.code, percentage: DEMO_DISCOUNT.percentage },
    priceOf,
    saleIds,
  });

  // Pass 1 finds how many units the sales keep; pass 2 starts each product with exactly
  // stockLeft + those units, so the catalog ends with the stock the data file asks for.
  const PLENTY = 10_000;
  const probe = world(() => PLENTY);
  buildSales(probe, DEMO_SALES);
  const initialStock = new Map(
    catalog.map((p) => [p.id, p.demo.stockLeft + PLENTY - probe.products.get(p.demo.key)!.stock.quantity]),
  );
  const real = world((p) => initialStock.get(p.id)!);
  const rows = buildSales(real, DEMO_SALES);
  const finalStock = new Map<string, ProductStock>([...real.products.values()].map((p) => [p.id, p.stock]));

  const firstSaleDaysAgo = new Map<string, number>();
  for (const s of DEMO_SALES) {
    for (const item of s.items)
      firstSaleDaysAgo.set(item.product, Math.max(firstSaleDaysAgo.get(item.product) ?? 0, s.daysAgo));
  }
  const productCreated = new Map(
    catalog.map((p) => [p.id, ago(Math.max(p.demo.daysAgo, (firstSaleDaysAgo.get(p.demo.key) ?? 0) + 2))]),
  );
  await tx.insert(products).values(
    catalog.map((p) => {
      const stock = finalStock.get(p.id)!;
      return {
        id: p.id,
        name: p.demo.name,
        brand: p.demo.brand,
        description: p.demo.description,
        quantity: stock.quantity,
        inProgressStock: stock.inProgressStock,
        totalSold: stock.totalSold,
        salePrice: p.demo.salePrice,
        promoPrice: p.demo.promoPrice,
        originalPublicPrice: p.demo.originalPublicPrice,
        isPublic: p.demo.isPublic,
        isFeatured: p.demo.isFeatured,
        createdAt: productCreated.get(p.id)!,
        updatedAt: productCreated.get(p.id)!,
      };
    }),
  );
  await tx.insert(productImages).values(
    images.map((img) => ({
      id: img.id,
      productId: img.productId,
      position: img.position,
      storageKey: img.storageKey,
      width: img.width,
      height: img.height,
      variantWidths: img.variantWidths,
      createdAt: productCreated.get(img.productId)!,
    })),
  );
  await insertMovements(tx, rows, catalog, images, initialStock, productCreated, userIds, userName);
  await insertSales(tx, rows);
  await insertWebPurchases(tx, now, catalog, priceOf, cityByKey);
  await insertNotifications(tx, now, rows, userIds);

  const codeUses =
    DEMO_SALES.filter((s) => s.discountCode).length + DEMO_WEB_PURCHASES.filter((p) => p.discountCode).length;
  await tx.insert(discountCodes).values({
    code: DEMO_DISCOUNT.code,
    percentage: DEMO_DISCOUNT.percentage,
    isActive: true,
    usageLimit: DEMO_DISCOUNT.usageLimit,
    usageCount: codeUses,
    expiresAt: new Date(now.getTime() + DEMO_DISCOUNT.validDays * DAY),
    createdAt: ago(60),
  });
  // Last: the marker that the store is seeded.
  await tx.insert(settings).values({ id: SETTINGS_ID, data: DEMO_SETTINGS, updatedAt: now });
}

async function insertMovements(
  tx: DbOrTx,
  rows: SaleRows,
  catalog: Catalog,
  images: GeneratedImage[],
  initialStock: Map<string, number>,
  productCreated: Map<string, Date>,
  userIds: Record<DemoUserKey, string>,
  userName: (key: DemoUserKey) => string,
): Promise<void> {
  const names = new Map(catalog.map((p) => [p.id, p.demo.name]));
  const imageUrl = (productId: string) => {
    const first = images.find((i) => i.productId === productId && i.position === 0);
    return first ? productImageUrl(first.storageKey, 320) : null;
  };
  const intake = catalog.map((p) => ({
    productId: p.id,
    productName: p.demo.name,
    imageUrl: imageUrl(p.id),
    type: "ingreso",
    quantityChange: initialStock.get(p.id)!,
    stockBefore: 0,
    stockAfter: initialStock.get(p.id)!,
    notes: "Inventario inicial",
    timestamp: productCreated.get(p.id)!,
    userId: userIds.admin,
    userName: userName("admin"),
    relatedSaleId: null,
  }));
  const fromSales = rows.movements.map((m, i) => {
    const author = rows.movementAuthors[i]!;
    return {
      ...m,
      productName: names.get(m.productId)!,
      imageUrl: imageUrl(m.productId),
      userId: userIds[author],
      userName: userName(author),
    };
  });
  await tx.insert(inventoryMovements).values([...intake, ...fromSales]);
}

/** Through the sales repository, so the demo sales are written exactly as the services write theirs. */
async function insertSales(tx: Tx, rows: SaleRows): Promise<void> {
  for (const { record, history } of rows.sales) await insertSale(tx, record, history, null);
}

async function insertWebPurchases(
  tx: DbOrTx,
  now: Date,
  catalog: Catalog,
  priceOf: (key: string, kind: PriceKind) => number,
  cityByKey: Map<string, { id: string; city: string; department: string; cost: number }>,
): Promise<void> {
  const byKey = new Map(catalog.map((p) => [p.demo.key, p]));
  await tx.insert(unregisteredPurchases).values(
    DEMO_WEB_PURCHASES.map((w) => {
      const city = cityByKey.get(w.city)!;
      const priced = priceSale({
        lines: w.items.map((item) => {
          const p = byKey.get(item.product)!;
          return {
            productId: p.id,
            productName: p.demo.name,
            quantity: item.qty,
            price: priceOf(item.product, item.price),
            originalPrice: p.demo.salePrice,
            salePrice: p.demo.salePrice,
          };
        }),
        shippingCost: city.cost,
        discountCode: w.discountCode
          ? { code: DEMO_DISCOUNT.code, percentage: DEMO_DISCOUNT.percentage }
          : null,
      });
      const customerInfo = { name: w.name, email: w.email, phone: w.phone, userId: null, customerId: null };
      const shippingInfo = {
        address: w.address,
        city: city.city,
        cityId: city.id,
        department: city.department,
        municipality: city.city,
        note: "",
      };
      const createdAt = new Date(now.getTime() - w.hoursAgo * 3_600_000);
      return {
        order: {
          ...priced,
          extraDiscount: { amount: 0, reason: "" },
          customerInfo,
          customerName: w.name,
          customerType: "web-unregistered",
          shippingInfo,
          paymentMethod: "Transferencia bancaria",
        },
        customerName: w.name,
        total: priced.total,
        status: "Pendiente de Confirmación",
        isRead: false,
        createdAt,
      };
    }),
  );
}

/** A few notifications for the accounts that bought, following what happened to their orders. */
async function insertNotifications(
  tx: DbOrTx,
  now: Date,
  rows: SaleRows,
  userIds: Record<DemoUserKey, string>,
): Promise<void> {
  const list: (typeof userNotifications.$inferInsert)[] = [
    {
      userId: userIds.client,
      title: "¡Bienvenida a Tiempo HN!",
      body: "Gracias por registrarte. Usa el código BIENVENIDA10 para obtener un 10 % de descuento en tu primera compra.",
      type: "other",
      link: "/",
      isRead: true,
      createdAt: new Date(now.getTime() - 50 * DAY),
    },
  ];
  for (const { record: sale, updatedAt } of rows.sales) {
    if (!sale.customerUserId) continue;
    const number = orderNumber(sale.id);
    const link = `/client/purchases/${sale.id}`;
    const at = updatedAt;
    const base = { userId: sale.customerUserId, type: "purchase", link, createdAt: at };
    if (sale.status === "Enviado") {
      list.push({
        ...base,
        title: "Pedido enviado",
        body: `Tu pedido #${number} va en camino con ${sale.shipping.carrier}. Guía: ${sale.shipping.trackingNumber}.`,
        isRead: false,
      });
    } else if (sale.status === "Abonado") {
      list.push({
        ...base,
        title: "Abono registrado",
        body: `Registramos tu abono al pedido #${number}. Saldo pendiente: ${formatMoney(balanceDue(sale))}.`,
        isRead: false,
      });
    } else if (sale.status === "Completado") {
      list.push({
        ...base,
        title: "Pedido completado",
        body: `Tu pedido #${number} está pagado y entregado. ¡Gracias por tu compra!`,
        isRead: true,
      });
    } else if (sale.status === "Cancelado") {
      list.push({
        ...base,
        title: "Pedido cancelado",
        body: `Tu pedido #${number} fue cancelado: ${sale.cancellationReason}.`,
        isRead: true,
      });
    } else {
      list.push({
        ...base,
        title: "Pedido recibido",
        body: `Recibimos tu pedido #${number} por ${formatMoney(sale.total)}. Te avisaremos cuando registremos tu pago.`,
        isRead: false,
      });
    }
  }
  await tx.insert(userNotifications).values(list);
}
