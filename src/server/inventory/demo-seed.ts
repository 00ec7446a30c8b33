import { unitStatusForSale } from "../../domain/inventory/units";
import { newId } from "../db/ids";
import type { DemoWorld } from "../demo/world";
import type { DemoSeed } from "../feature";
import { inventoryMovements, productUnits, unitEvents } from "./schema";

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
  const { units, events } = demoUnits(world);
  // In chunks: a parameter list has a limit, and a busy demo has a few hundred watches.
  for (let i = 0; i < units.length; i += 500) await tx.insert(productUnits).values(units.slice(i, i + 500));
  for (let i = 0; i < events.length; i += 500) await tx.insert(unitEvents).values(events.slice(i, i + 500));
}

/**
 * The premium demo watches by their serial (docs/decisions/0247): the units each sale holds (reserved while
 * open, sold once Completado, their warranty running), and those still in stock; each received when
 * its product entered the catalogue. A cancelled sale gave its watches back: they are in stock.
 */
function demoUnits(world: DemoWorld) {
  const units: (typeof productUnits.$inferInsert)[] = [];
  const events: (typeof unitEvents.$inferInsert)[] = [];
  const admin = { userId: world.userIds.admin, userName: world.userName("admin") };
  const serialized = new Set(world.catalog.filter((p) => p.demo.serialized).map((p) => p.id));
  const serialOf = new Map(world.catalog.map((p) => [p.id, 0]));
  const add = (
    productId: string,
    status: "en stock" | "reservada" | "vendida",
    sale?: { id: string; at: Date },
  ) => {
    const n = (serialOf.get(productId) ?? 0) + 1;
    serialOf.set(productId, n);
    const index = world.catalog.find((p) => p.id === productId)!.index;
    const serial = `HN${String(index + 1).padStart(3, "0")}-${String(n).padStart(5, "0")}`;
    const id = newId();
    const received = world.productCreated.get(productId)!;
    units.push({
      id,
      productId,
      serial,
      status,
      saleId: sale?.id ?? null,
      receivedAt: received,
      updatedAt: sale?.at ?? received,
    });
    events.push({
      id: newId(),
      unitId: id,
      event: "recibida",
      at: received,
      notes: "Inventario inicial",
      ...admin,
    });
    if (sale) {
      events.push({ id: newId(), unitId: id, event: "reservada", at: sale.at, saleId: sale.id, ...admin });
      if (status === "vendida")
        events.push({ id: newId(), unitId: id, event: "vendida", at: sale.at, saleId: sale.id, ...admin });
    }
  };
  for (const { record } of world.sales.sales) {
    const status = unitStatusForSale(record.status);
    if (status === "en stock") continue;
    for (const item of record.items.filter((i) => serialized.has(i.productId)))
      for (let k = 0; k < item.quantity; k++)
        add(item.productId, status as "reservada" | "vendida", {
          id: record.id,
          at: new Date(record.saleDate),
        });
  }
  for (const p of world.catalog.filter((c) => serialized.has(c.id)))
    for (let k = 0; k < world.finalStock.get(p.id)!.quantity; k++) add(p.id, "en stock");
  return { units, events };
}
