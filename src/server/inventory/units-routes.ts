import type { FastifyInstance } from "fastify";
import {
  adjustUnits,
  listProductUnits,
  lookupSerial,
  serializeProduct,
} from "../../contracts/inventory/units";
import { currentUser } from "../auth/session";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import * as adjusting from "./adjust-units";
import * as listing from "./list-product-units";
import * as lookup from "./lookup-serial";
import * as serializing from "./serialize-product";

const author = (user: { id: string; name: string }) => ({ userId: user.id, userName: user.name });

/** Watches by serial number: admins serialize and adjust; every staff member lists and looks up. */
export async function unitRoutes(app: FastifyInstance, { db }: { db: Db }) {
  operationRoute(app, serializeProduct, {}, (request) =>
    serializing.serializeProduct(db, request.params.id, request.body, author(currentUser(request))),
  );
  operationRoute(app, adjustUnits, {}, (request) =>
    adjusting.adjustUnits(db, request.params.id, request.body, author(currentUser(request))),
  );
  operationRoute(app, listProductUnits, {}, (request) =>
    listing.listProductUnits(db, request.params.id, request.query.status),
  );
  operationRoute(app, lookupSerial, {}, (request) => lookup.lookupSerial(db, request.params.serial));
}
