import type { FastifyInstance } from "fastify";
import {
  createShippingLocation,
  deleteShippingLocation,
  listAllShippingLocations,
  listShippingLocations,
  updateShippingLocation,
} from "../../contracts/shipping";
import { ADMIN_ROLES } from "../../domain/roles";
import { requireRole } from "../auth/session";
import type { FeatureDeps } from "../feature";
import { operationRoute } from "../http/operation-route";
import * as service from "./service";

/** Public list of active shipping locations (registration form, checkout, shipping page); admins manage them. */
export async function shippingRoutes(app: FastifyInstance, { db, auth }: FeatureDeps) {
  operationRoute(app, listShippingLocations, {}, () => service.listActive(db));

  const admins = { preValidation: requireRole(auth, ADMIN_ROLES) };
  operationRoute(app, listAllShippingLocations, admins, () => service.listAll(db));
  operationRoute(app, createShippingLocation, admins, (request) => service.create(db, request.body));
  operationRoute(app, updateShippingLocation, admins, (request) =>
    service.update(db, request.params.id, request.body),
  );
  operationRoute(app, deleteShippingLocation, admins, (request) => service.remove(db, request.params.id));
}
