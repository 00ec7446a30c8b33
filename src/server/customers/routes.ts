import type { FastifyInstance } from "fastify";
import { searchCustomers } from "../../contracts/customers";
import { STAFF_ROLES } from "../../domain/roles";
import type { Auth } from "../auth/auth";
import { requireRole } from "../auth/session";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import { searchMergedCustomers } from "./service";

/** Staff load users and customers (docs/product/roles.md); the sale form searches the merged list. */
export async function customerRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  operationRoute(app, searchCustomers, { preValidation: requireRole(auth, STAFF_ROLES) }, (request) =>
    searchMergedCustomers(db, request.query.q),
  );
}
