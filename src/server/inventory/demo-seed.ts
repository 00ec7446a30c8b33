import type { DemoSeed } from "../feature";
import { inventoryMovements } from "./schema";

/** Each watch's initial intake, then the movements the demo sales made. */
export async function seedDemo({ tx, world }: DemoSeed): Promise<void> {
  const names = new Map(world.catalog.map((p) => [p.id, p.demo.name]));
  const imageUrl = world.thumbnailUrl;
  const admin = { userId: world.userIds.admin, userName: world.userName("admin") };
  const intake = world.catalog.map((p) => ({
    productId: p.id,
    productName: p.demo.name,
    imageUrl: imageUrl(p.id),
    type: "ingreso",
    quantityChange: world.initialStock.get(p.id)!,
    stockBefore: 0,
    stockAfter: world.initialStock.get(p.id)!,
    notes: "Inventario inicial",
    timestamp: world.productCreated.get(p.id)!,
    ...admin,
    relatedSaleId: null,
  }));
  const fromSales = world.sales.movements.map((m, i) => {
    const author = world.sales.movementAuthors[i]!;
    return {
      ...m,
      productName: names.get(m.productId)!,
      imageUrl: imageUrl(m.productId),
      userId: world.userIds[author],
      userName: world.userName(author),
    };
  });
  await tx.insert(inventoryMovements).values([...intake, ...fromSales]);
}
