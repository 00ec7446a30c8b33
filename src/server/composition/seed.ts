import { eq, sql } from "drizzle-orm";
import type { NewAccount } from "../auth/create-user";
import type { Db, DbOrTx } from "../db/client";
import { DEMO_PASSWORD, DEMO_USERS, type DemoUserKey, fullName } from "../demo/people-data";
import { buildDemoWorld, catalogWithIds } from "../demo/world";
import type { Feature } from "../feature";
import { features } from "../features";
import type { ImageStorage } from "../gateways/image-storage";
import { SETTINGS_ID } from "../settings";
import { settings } from "../settings/schema";
import { generateProductImages } from "./product-images";

export interface SeedContext {
  db: Db;
  storage: ImageStorage;
  /** Creates an account (argon2 password, better-auth account row); answers the id, or the existing one's. */
  createUser(input: NewAccount): Promise<string>;
  now: Date;
}

const SEED_LOCK = 727_002;

/** The settings row doubles as the "already seeded" marker: the settings feature writes it in the same transaction. */
async function isSeeded(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: settings.id }).from(settings).where(eq(settings.id, SETTINGS_ID));
  return rows.length > 0;
}

/**
 * The features that seed demo rows, in the features list's order except that each comes after
 * the features it names in `seedDemo.after` (docs/decisions/0187). Refuses unknown names and cycles.
 */
export function demoSeedOrder(list: readonly Feature[]): Feature[] {
  const seeding = new Map(list.filter((f) => f.seedDemo).map((f) => [f.name, f]));
  const ordered: Feature[] = [];
  const visiting = new Set<string>();
  const visit = (feature: Feature) => {
    if (ordered.includes(feature)) return;
    if (visiting.has(feature.name)) throw new Error(`demo seed: cycle through ${feature.name}`);
    visiting.add(feature.name);
    for (const name of feature.seedDemo?.after ?? []) {
      const before = seeding.get(name);
      if (!before) throw new Error(`demo seed: ${feature.name} comes after ${name}, which seeds nothing`);
      visit(before);
    }
    visiting.delete(feature.name);
    ordered.push(feature);
  };
  for (const feature of seeding.values()) visit(feature);
  return ordered;
}

/**
 * Fills a fresh database with the demo store of README.md: accounts, catalog with generated
 * pictures, cities, settings, a discount code, customers, sales in every status, web purchases
 * and notifications. The accounts and pictures come first (they go through auth and storage);
 * then every feature writes its own rows from one shared story, in one transaction. Does nothing
 * when the store was already seeded.
 */
export async function seedDemoData(ctx: SeedContext): Promise<void> {
  if (await isSeeded(ctx.db)) return;
  const userIds = {} as Record<DemoUserKey, string>;
  for (const u of DEMO_USERS) {
    userIds[u.key] = await ctx.createUser({
      name: fullName(u),
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      password: DEMO_PASSWORD,
      role: u.role,
      phone: u.phone,
      city: u.city,
    });
  }
  const catalog = catalogWithIds();
  const images = await generateProductImages(ctx.storage, catalog);
  const world = buildDemoWorld({ now: ctx.now, userIds, catalog, images });

  const seeded = await ctx.db.transaction(async (tx) => {
    // Two instances starting together: the second waits here, then sees the marker.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isSeeded(tx)) return false;
    for (const feature of demoSeedOrder(features)) await feature.seedDemo!.run({ tx, world });
    return true;
  });
  if (!seeded) {
    await Promise.all(catalog.map((p) => ctx.storage.removePrefix(`products/${p.id}`)));
  }
}
