import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type AppContext, buildApp } from "./app";
import { createAuth, keepSessionsWith } from "./auth/auth";
import { trustedAccountCreator } from "./auth/create-user";
import type { Config } from "./config";
import { openDatabase } from "./db/client";
import { applyMigrations } from "./db/migrate";
import { localImageStorage, s3ImageStorage } from "./gateways/image-storage";
import { LiveBus } from "./live/bus";
import { accountMail } from "./mail";
import { isActiveCity } from "./shipping";

export interface Running {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/**
 * Opens the database, migrates, seeds demo data when asked, and builds the app (main and tests).
 * Tests start in memory, on PGlite from a migrated image when they have one (tests/support).
 */
export async function bootstrap(
  config: Config,
  opts: { inMemory?: boolean; pgliteImage?: Blob } = {},
): Promise<Running> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: opts.inMemory ? null : config.dataDir,
    pgliteImage: opts.pgliteImage,
  });
  await applyMigrations(database);
  const auth = createAuth(database.db, config, {
    mail: accountMail(database.db, config),
    cityOffered: (city) => isActiveCity(database.db, city),
  });
  const storage = config.s3
    ? s3ImageStorage(config.s3)
    : localImageStorage(path.join(config.dataDir, "media"));
  if (config.seedDemo) {
    // Loaded only when seeding: production never even imports the demo data.
    const { seedDemoData } = await import("./composition/seed");
    await seedDemoData({
      db: database.db,
      storage,
      createUser: trustedAccountCreator(auth, database.db),
      now: new Date(),
    });
  }
  const bus = new LiveBus(database);
  await bus.start();
  const stopKeepingSessions = keepSessionsWith(auth, bus);
  const ctx: AppContext = { config, database, auth, bus, storage };
  const app = await buildApp(ctx);
  return {
    app,
    ctx,
    async close() {
      await app.close();
      stopKeepingSessions();
      await bus.close();
      await database.close();
    },
  };
}
