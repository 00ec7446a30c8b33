import type { Db } from "../../src/server/db/client";
import { newId } from "../../src/server/db/ids";
import { inventoryMovements } from "../../src/server/inventory/schema";
import { products } from "../../src/server/products/schema";
import type { TestApp, TestUser } from "../../tests/support/test-app";
import type { SaleProduct } from "./fill-sales";
import { eachInParallel, type ShopPlan } from "./plan";

const BRANDS = [
  "Seiko",
  "Casio",
  "Citizen",
  "Orient",
  "Aurum",
  "Copán",
  "Cronos",
  "Halcón",
  "Nautika",
  "Vértice",
];
const LINES = ["Presage", "G-Shock", "Eco-Drive", "Bambino", "Clásico", "Deportivo", "Buzo", "Cronógrafo"];

/** The serial of a serialized product's unit: what a salesperson scans. */
export const benchSerial = (scale: number, product: number, unit: number) =>
  `SN${scale}X${String(product).padStart(6, "0")}${unit}`;

/**
 * The catalogue: products with their opening 'ingreso', written in bulk; then every second product
 * with units becomes serialized through the API (Inventario's own "llevar por serie"), each unit
 * with its serial and its 'recibido' event. Answers the products a sale may carry (the others:
 * a serialized line needs its serials named, which the sales fill does not do).
 */
export async function fillCatalogue(
  db: Db,
  plan: ShopPlan,
  app: { t: TestApp; admin: TestUser },
): Promise<SaleProduct[]> {
  const rows = Array.from({ length: plan.products }, (_, i) => ({
    id: newId(),
    name: `${BRANDS[i % BRANDS.length]} ${LINES[(i * 3) % LINES.length]} ${String(i + 1).padStart(5, "0")}`,
    brand: BRANDS[i % BRANDS.length]!,
    model: `M-${i}`,
    quantity: i % 2 === 0 ? 1 + (i % 4) : 5 + (i % 40),
    salePrice: 150_000 + (i % 90) * 10_000,
    promoPrice: i % 11 === 0 ? 140_000 : null,
    isPublic: i % 5 !== 0,
  }));
  for (let i = 0; i < rows.length; i += 1_000) {
    const batch = rows.slice(i, i + 1_000);
    await db.insert(products).values(batch);
    await db.insert(inventoryMovements).values(
      batch.map((p) => ({
        productId: p.id,
        productName: p.name,
        type: "ingreso",
        quantityChange: p.quantity,
        stockBefore: 0,
        stockAfter: p.quantity,
        userName: "Benchmark",
      })),
    );
  }
  const serialized = rows.flatMap((p, i) => (i % 2 === 0 ? [{ p, i }] : []));
  await eachInParallel(serialized, 6, async ({ p, i }) => {
    const serials = Array.from({ length: p.quantity }, (_, u) => benchSerial(plan.scale, i, u));
    const res = await app.t.request("POST", `/api/inventory/products/${p.id}/serialize`, {
      as: app.admin,
      body: { serials },
    });
    if (res.status !== 200) throw new Error(`serialize ${p.name}: ${res.status} ${JSON.stringify(res.json)}`);
  });
  return rows.filter((_, i) => i % 2 === 1).map((p) => ({ id: p.id, name: p.name, salePrice: p.salePrice }));
}
