import { settings } from "../db/schema";
import { DEMO_SETTINGS } from "../db/seed/cities";
import type { DemoSeed } from "../feature";
import { SETTINGS_ID } from "./service";

/** The demo store's settings. This row also marks the store as seeded (same transaction as the rest). */
export async function seedDemo({ tx, world }: DemoSeed): Promise<void> {
  await tx.insert(settings).values({ id: SETTINGS_ID, data: DEMO_SETTINGS, updatedAt: world.now });
}
