import type { DemoSeed } from "../feature";
import { customers } from "./schema";

/** The shop's customers without an account (sales name them by id). */
export async function seedDemo({ tx, world }: DemoSeed): Promise<void> {
  await tx.insert(customers).values(world.customers);
}
