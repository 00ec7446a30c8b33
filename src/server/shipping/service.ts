import { and, asc, eq, sql } from "drizzle-orm";
import type { AdminShippingLocation, shippingLocationInput } from "../../contracts/shipping/shipping";
import { msg } from "../../domain/kernel/messages";
import type { Db, DbOrTx } from "../db/client";
import { AppError, notFound } from "../http/errors";
import { publish } from "../live/bus";
import { usesOf } from "./hooks";
import { shippingLocations } from "./schema";

type Input = ReturnType<typeof shippingLocationInput.parse>;
const EVERYONE = { everyone: true } as const;

/** Active locations, as registration, checkout and the shipping page offer them. */
export function listActive(db: DbOrTx) {
  return db
    .select({
      id: shippingLocations.id,
      city: shippingLocations.city,
      department: shippingLocations.department,
      municipality: shippingLocations.municipality,
      cost: shippingLocations.cost,
      isActive: shippingLocations.isActive,
    })
    .from(shippingLocations)
    .where(eq(shippingLocations.isActive, true))
    .orderBy(asc(shippingLocations.city));
}

/** Every location with how many sales used it (staff). */
export async function listAll(db: DbOrTx): Promise<AdminShippingLocation[]> {
  const rows = await db
    .select({
      id: shippingLocations.id,
      city: shippingLocations.city,
      department: shippingLocations.department,
      municipality: shippingLocations.municipality,
      cost: shippingLocations.cost,
      isActive: shippingLocations.isActive,
    })
    .from(shippingLocations)
    .orderBy(asc(shippingLocations.city));
  const uses = await usesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, salesCount: uses.get(r.id) ?? 0 }));
}

async function one(db: DbOrTx, id: string): Promise<AdminShippingLocation> {
  const [row] = (await listAll(db)).filter((r) => r.id === id);
  if (!row) throw notFound(msg.shippingNotFound);
  return row;
}

async function assertCityFree(tx: DbOrTx, city: string, exceptId: string | null): Promise<void> {
  const [row] = await tx
    .select({ id: shippingLocations.id })
    .from(shippingLocations)
    .where(sql`lower(${shippingLocations.city}) = lower(${city})`);
  if (row && row.id !== exceptId) throw new AppError("conflict", msg.cityTaken, "city");
}

/** A unique violation on the city (two people adding the same city at once) reads as the same refusal. */
function uniqueCity(error: unknown): never {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  if (code === "23505") throw new AppError("conflict", msg.cityTaken, "city");
  throw error;
}

export async function create(db: Db, input: Input): Promise<AdminShippingLocation> {
  const id = await db
    .transaction(async (tx) => {
      await assertCityFree(tx, input.city, null);
      const [row] = await tx.insert(shippingLocations).values(input).returning({ id: shippingLocations.id });
      await publish(tx, { topic: "shipping_locations", id: row!.id, audience: EVERYONE });
      return row!.id;
    })
    .catch(uniqueCity);
  return one(db, id);
}

export async function update(db: Db, id: string, input: Input): Promise<AdminShippingLocation> {
  await db
    .transaction(async (tx) => {
      const [found] = await tx
        .select({ id: shippingLocations.id })
        .from(shippingLocations)
        .where(eq(shippingLocations.id, id))
        .for("update");
      if (!found) throw notFound(msg.shippingNotFound);
      await assertCityFree(tx, input.city, id);
      await tx.update(shippingLocations).set(input).where(eq(shippingLocations.id, id));
      await publish(tx, { topic: "shipping_locations", id, audience: EVERYONE });
    })
    .catch(uniqueCity);
  return one(db, id);
}

/** A location used by past sales is deactivated (their history keeps pointing at it), otherwise deleted. */
export async function remove(
  db: Db,
  id: string,
): Promise<{ outcome: "deleted" | "deactivated"; message: string }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: shippingLocations.id })
      .from(shippingLocations)
      .where(eq(shippingLocations.id, id))
      .for("update");
    if (!found) throw notFound(msg.shippingNotFound);
    const used = (await usesOf(tx, [id])).get(id) ?? 0;
    const outcome = used > 0 ? "deactivated" : "deleted";
    if (outcome === "deactivated") {
      await tx.update(shippingLocations).set({ isActive: false }).where(eq(shippingLocations.id, id));
    } else {
      await tx.delete(shippingLocations).where(eq(shippingLocations.id, id));
    }
    await publish(tx, { topic: "shipping_locations", id, audience: EVERYONE });
    return { outcome, message: outcome === "deleted" ? msg.shippingDeleted : msg.shippingDeactivated };
  });
}

/** Whether a city name (as registration and the profile send it) is an active shipping location. */
export async function isActiveCity(db: DbOrTx, city: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shippingLocations.id })
    .from(shippingLocations)
    .where(and(eq(shippingLocations.city, city.trim()), eq(shippingLocations.isActive, true)));
  return Boolean(row);
}

/** The shipping location an order names, if it exists and is active (checkout and its quote). */
export async function activeShippingLocation(db: DbOrTx, id: string | undefined) {
  if (!id) return null;
  const [row] = await db.select().from(shippingLocations).where(eq(shippingLocations.id, id));
  return row?.isActive ? row : null;
}
