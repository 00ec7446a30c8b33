import type { ProductStock } from "../../domain/inventory/stock";
import { newId } from "../db/ids";
import { productImageUrl } from "../gateways/image-storage";
import type { ProcessedImage } from "../gateways/image-variants";
import { DEMO_PRODUCTS, type DemoProduct } from "./catalog-data";
import { DEMO_CITIES, DEMO_DISCOUNT } from "./cities";
import { DEMO_CUSTOMERS, DEMO_USERS, type DemoUser, type DemoUserKey, fullName } from "./people-data";
import { type Buyer, buildSales, type SaleRows, type SaleWorld, type SimProduct } from "./sale-builder";
import { DEMO_SALES, type DemoSale, type PriceKind } from "./sales-data";

const DAY = 86_400_000;
const WHOLESALE_FACTOR = 0.85;

/** A demo picture as stored: its variants in the image storage and its place among the watch's pictures. */
export interface GeneratedImage extends ProcessedImage {
  id: string;
  productId: string;
  position: number;
}

export type DemoCatalog = { id: string; demo: DemoProduct; index: number }[];
export type DemoCity = { id: string; city: string; department: string; cost: number; createdAt: Date };
export type DemoCustomer = {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  city: string;
  address: string;
  notes: string;
  createdById: string;
  createdAt: Date;
};

/**
 * The demo store's story, decided before anything is written: who exists (ids included), which
 * watches, cities and customers, and what the sales did to the stock. Each feature writes its
 * own tables from it (Feature.seedDemo, docs/decisions/0187), so ids agree across features.
 */
export interface DemoWorld {
  now: Date;
  /** `days` before now (fractions allowed). */
  ago(days: number): Date;
  userIds: Record<DemoUserKey, string>;
  user(key: DemoUserKey): DemoUser;
  userName(key: DemoUserKey): string;
  catalog: DemoCatalog;
  images: GeneratedImage[];
  /** The thumbnail of a watch's first picture, as movements and lists show it. */
  thumbnailUrl(productId: string): string | null;
  cities: DemoCity[];
  cityByKey: Map<string, DemoCity>;
  customers: DemoCustomer[];
  /** Unit price of a watch for a kind of sale (public, promotion, special wholesale price). */
  priceOf(key: string, kind: PriceKind): number;
  /** Every demo sale as the sale builder records it, with its stock movements. */
  sales: SaleRows;
  /** Units each watch started with, so that after the sales it has the stock the data file asks for. */
  initialStock: Map<string, number>;
  finalStock: Map<string, ProductStock>;
  /** When each watch entered the catalogue: before its first sale. */
  productCreated: Map<string, Date>;
}

export function catalogWithIds(): DemoCatalog {
  return DEMO_PRODUCTS.map((demo, index) => ({ id: newId(), demo, index }));
}

export function buildDemoWorld(input: {
  now: Date;
  userIds: Record<DemoUserKey, string>;
  catalog: DemoCatalog;
  images: GeneratedImage[];
}): DemoWorld {
  const { now, userIds, catalog, images } = input;
  const ago = (days: number) => new Date(now.getTime() - Math.round(days * DAY));
  const user = (key: DemoUserKey) => DEMO_USERS.find((u) => u.key === key)!;
  const userName = (key: DemoUserKey) => fullName(user(key));

  const cities = DEMO_CITIES.map((c) => ({
    id: newId(),
    city: c.city,
    department: c.department,
    cost: c.cost,
    createdAt: ago(90),
  }));
  const cityByKey = new Map(DEMO_CITIES.map((c, i) => [c.key, cities[i]!]));
  const customers = DEMO_CUSTOMERS.map((c, i) => ({
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
  const customerByKey = new Map(DEMO_CUSTOMERS.map((c, i) => [c.key, customers[i]!]));

  const byKey = new Map(catalog.map((p) => [p.demo.key, p]));
  const priceOf = (key: string, kind: PriceKind) => {
    const p = byKey.get(key)!.demo;
    if (kind === "promo") return p.promoPrice ?? p.salePrice;
    if (kind === "special") return Math.round((p.salePrice * WHOLESALE_FACTOR) / 100) * 100;
    return p.salePrice;
  };
  const buyer = (sale: DemoSale): Buyer => {
    if ("user" in sale.customer) {
      const u = user(sale.customer.user);
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
  const saleWorld = (initial: (p: DemoCatalog[number]) => number): SaleWorld => ({
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
  const probe = saleWorld(() => PLENTY);
  buildSales(probe, DEMO_SALES);
  const initialStock = new Map(
    catalog.map((p) => [p.id, p.demo.stockLeft + PLENTY - probe.products.get(p.demo.key)!.stock.quantity]),
  );
  const real = saleWorld((p) => initialStock.get(p.id)!);
  const sales = buildSales(real, DEMO_SALES);
  const finalStock = new Map<string, ProductStock>([...real.products.values()].map((p) => [p.id, p.stock]));

  const firstSaleDaysAgo = new Map<string, number>();
  for (const s of DEMO_SALES) {
    for (const item of s.items)
      firstSaleDaysAgo.set(item.product, Math.max(firstSaleDaysAgo.get(item.product) ?? 0, s.daysAgo));
  }
  const productCreated = new Map(
    catalog.map((p) => [p.id, ago(Math.max(p.demo.daysAgo, (firstSaleDaysAgo.get(p.demo.key) ?? 0) + 2))]),
  );

  const thumbnailUrl = (productId: string) => {
    const first = images.find((i) => i.productId === productId && i.position === 0);
    return first ? productImageUrl(first.storageKey, 320) : null;
  };

  return {
    now,
    ago,
    thumbnailUrl,
    userIds,
    user,
    userName,
    catalog,
    images,
    cities,
    cityByKey,
    customers,
    priceOf,
    sales,
    initialStock,
    finalStock,
    productCreated,
  };
}
