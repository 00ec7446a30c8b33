import type { FastifyInstance } from "fastify";
import type { Auth } from "./auth/auth";
import type { Config } from "./config";
import type { Database, Db, Tx } from "./db/client";
import type { DemoWorld } from "./demo/world";
import type { ImageStorage } from "./gateways/image-storage";
import type { PaymentGateway } from "./gateways/payments/types";
import type { LiveBus } from "./live/bus";

/** What every feature may use: built once by buildApp and handed to each feature's register. */
export interface FeatureDeps {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  bus: LiveBus;
  storage: ImageStorage;
  gateway: PaymentGateway;
}

/** One feature's share of the demo store: the story every feature shares, and the open transaction. */
export interface DemoSeed {
  tx: Tx;
  world: DemoWorld;
}

/**
 * How a feature writes its demo rows (docs/decisions/0187). `run` should import its code lazily,
 * so a server started without demo data never loads it.
 */
export interface FeatureDemoSeed {
  /** Features whose rows this one's refer to (foreign keys); they are seeded first. */
  after?: readonly string[];
  run(seed: DemoSeed): Promise<void>;
}

/**
 * A server feature: one folder under src/server whose index.ts exports one of these.
 * Adding a feature means writing its folder and adding it to the list in features.ts.
 */
export interface Feature {
  /** The folder's name. */
  name: string;
  register(app: FastifyInstance, deps: FeatureDeps): PromiseLike<unknown>;
  /** Its part of the demo store, when it has one. */
  seedDemo?: FeatureDemoSeed;
}
