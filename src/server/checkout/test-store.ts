import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { discountCodes, productImages, products, settings, shippingLocations } from "../db/schema";
import { SETTINGS_ID } from "../settings";

/** A small store for integration tests: products, a city, a code and the bank accounts. */
export interface ProductSeed {
  name?: string;
  quantity?: number;
  salePrice?: number;
  promoPrice?: number | null;
  originalPublicPrice?: number | null;
  isPublic?: boolean;
  isFeatured?: boolean;
  totalSold?: number;
  createdAt?: Date;
  image?: boolean;
}

export async function addProduct(db: Db, seed: ProductSeed = {}): Promise<string> {
  const id = newId();
  await db.insert(products).values({
    id,
    name: seed.name ?? `Reloj ${id.slice(0, 4)}`,
    brand: "Cronos",
    description: "Reloj de prueba con caja de acero.",
    quantity: seed.quantity ?? 5,
    totalSold: seed.totalSold ?? 0,
    salePrice: seed.salePrice ?? 100_000,
    promoPrice: seed.promoPrice ?? null,
    originalPublicPrice: seed.originalPublicPrice ?? null,
    isPublic: seed.isPublic ?? true,
    isFeatured: seed.isFeatured ?? false,
    createdAt: seed.createdAt ?? new Date(),
  });
  if (seed.image) {
    await db.insert(productImages).values({
      productId: id,
      position: 0,
      storageKey: `products/${id}/img1`,
      width: 1024,
      height: 1024,
      variantWidths: [320, 640, 1024],
    });
  }
  return id;
}

export async function addCity(db: Db, city = "Tegucigalpa", cost = 8_000): Promise<string> {
  const id = newId();
  await db.insert(shippingLocations).values({ id, city, department: "Francisco Morazán", cost });
  return id;
}

export async function addDiscountCode(
  db: Db,
  code: string,
  opts: Partial<{
    percentage: number;
    isActive: boolean;
    expiresAt: Date | null;
    usageLimit: number | null;
    usageCount: number;
  }> = {},
) {
  await db.insert(discountCodes).values({
    code,
    percentage: opts.percentage ?? 10,
    isActive: opts.isActive ?? true,
    expiresAt: opts.expiresAt ?? null,
    usageLimit: opts.usageLimit ?? null,
    usageCount: opts.usageCount ?? 0,
  });
}

export const BANK_ACCOUNTS = [
  {
    bankName: "BAC Credomatic",
    accountHolder: "Tiempo HN",
    accountNumber: "730-245-981",
    accountType: "Cuenta de Ahorro",
  },
];

export async function addSettings(db: Db) {
  await db
    .insert(settings)
    .values({ id: SETTINGS_ID, data: { bankAccounts: BANK_ACCOUNTS, whatsappNumber: "9999-0000" } });
}

export async function productStock(db: Db, id: string) {
  const [row] = await db
    .select({
      quantity: products.quantity,
      inProgressStock: products.inProgressStock,
      totalSold: products.totalSold,
    })
    .from(products)
    .where(eq(products.id, id));
  return row!;
}

/** A valid checkout body; tests override what they probe. */
export function checkoutBody(
  cityId: string,
  items: { productId: string; quantity: number }[],
  extra: Record<string, unknown> = {},
) {
  return {
    items,
    contact: { name: "Ana Martínez", email: "ana@correo.hn", phone: "9988-7766" },
    shipping: {
      cityId,
      department: "Francisco Morazán",
      municipality: "Distrito Central",
      address: "Col. Palmira, casa 12",
    },
    paymentMethod: "card",
    ...extra,
  };
}
