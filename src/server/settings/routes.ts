import type { FastifyInstance } from "fastify";
import { getSettings, getStoreInfo, updateSettings, uploadLogo } from "../../contracts/settings/settings";
import type { FeatureDeps } from "../feature";
import { operationRoute } from "../http/operation-route";
import * as service from "./service";

/** GET /api/store-info: public settings (docs/product/roles.md "everyone subscribes to ... the settings"); the rest: admins. */
export async function storeInfoRoutes(app: FastifyInstance, { db, storage }: FeatureDeps) {
  operationRoute(app, getStoreInfo, {}, () => service.loadStoreInfo(db));
  operationRoute(app, getSettings, {}, () => service.loadAdminSettings(db));
  operationRoute(app, updateSettings, {}, (request) => service.updateSettings(db, request.body));
  operationRoute(app, uploadLogo, {}, (request) => service.setLogo(db, storage, request.body.dataUrl));
}
