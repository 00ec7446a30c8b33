import type { FastifyInstance } from "fastify";
import { getSettings, getStoreInfo, updateSettings, uploadLogo } from "../../contracts/settings";
import { ADMIN_ROLES } from "../../domain/roles";
import { requireRole } from "../auth/session";
import type { FeatureDeps } from "../feature";
import { operationRoute } from "../http/operation-route";
import * as service from "./service";

/** GET /api/store-info: public settings (docs/product/roles.md "everyone subscribes to ... the settings"); the rest: admins. */
export async function storeInfoRoutes(app: FastifyInstance, { db, auth, storage }: FeatureDeps) {
  operationRoute(app, getStoreInfo, {}, () => service.loadStoreInfo(db));

  const admins = { preValidation: requireRole(auth, ADMIN_ROLES) };
  operationRoute(app, getSettings, admins, () => service.loadAdminSettings(db));
  operationRoute(app, updateSettings, admins, (request) => service.updateSettings(db, request.body));
  operationRoute(app, uploadLogo, admins, (request) => service.setLogo(db, storage, request.body.dataUrl));
}
