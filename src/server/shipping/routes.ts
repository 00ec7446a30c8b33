import type { FastifyInstance } from "fastify";
import {
  createShippingLocation,
  deleteShippingLocation,
  listAllShippingLocations,
  listShippingLocations,
  updateShippingLocation,
} from "../../contracts/shipping/shipping";
import type { FeatureDeps } from "../feature";
import { operationRoute } from "../http/operation-route";
import * as service from "./service";

/** Public list of active shipping locations (registration form, checkout, shipping page); admins manage them. */
export async function shippingRoutes(app: FastifyInstance, { db }: FeatureDeps) {
  operationRoute(app, listShippingLocations, {}, () => service.listActive(db));
  operationRoute(app, listAllShippingLocations, {}, () => service.listAll(db));
  operationRoute(app, createShippingLocation, {}, (request) => service.create(db, request.body));
  operationRoute(app, updateShippingLocation, {}, (request) =>
    service.update(db, request.params.id, request.body),
  );
  operationRoute(app, deleteShippingLocation, {}, (request) => service.remove(db, request.params.id));
}
