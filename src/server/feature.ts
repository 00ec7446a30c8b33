import type { FastifyInstance } from "fastify";
import type { Auth } from "./auth/auth";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
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

/**
 * A server feature: one folder under src/server whose index.ts exports one of these.
 * Adding a feature means writing its folder and adding it to the list in features.ts.
 */
export interface Feature {
  /** The folder's name. */
  name: string;
  register(app: FastifyInstance, deps: FeatureDeps): PromiseLike<unknown>;
}
