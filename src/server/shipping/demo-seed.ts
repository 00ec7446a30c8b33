import { shippingLocations } from "../db/schema";
import type { DemoSeed } from "../feature";

/** The cities the demo store ships to, with their cost. */
export async function seedDemo({ tx, world }: DemoSeed): Promise<void> {
  await tx.insert(shippingLocations).values(world.cities);
}
