import type { DemoSeed } from "../feature";
import { shippingLocations } from "./schema";

/** The cities the demo store ships to, with their cost. */
export async function seedDemo({ tx, world }: DemoSeed): Promise<void> {
  await tx.insert(shippingLocations).values(world.cities);
}
