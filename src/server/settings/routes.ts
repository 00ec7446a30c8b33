import type { FastifyInstance } from "fastify";
import { getStoreInfo } from "../../contracts/settings";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import { loadStoreInfo } from "./service";

/** GET /api/store-info: public settings (docs/product/roles.md "everyone subscribes to ... the settings"). */
export async function storeInfoRoutes(app: FastifyInstance, { db }: { db: Db }) {
  operationRoute(app, getStoreInfo, {}, () => loadStoreInfo(db));
}
