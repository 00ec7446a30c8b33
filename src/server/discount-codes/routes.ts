import type { FastifyInstance } from "fastify";
import {
  createDiscountCode,
  deleteDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
} from "../../contracts/discount-codes";
import { ADMIN_ROLES } from "../../domain/roles";
import { requireRole } from "../auth/session";
import type { FeatureDeps } from "../feature";
import { operationRoute } from "../http/operation-route";
import * as service from "./service";

/** Discount codes: admins add, edit, rename and delete them (docs/product/operations.md). */
export async function discountCodeRoutes(app: FastifyInstance, { db, auth }: FeatureDeps) {
  const admins = { preValidation: requireRole(auth, ADMIN_ROLES) };
  operationRoute(app, listDiscountCodes, admins, () => service.list(db));
  operationRoute(app, createDiscountCode, admins, (request) => service.create(db, request.body));
  operationRoute(app, updateDiscountCode, admins, (request) =>
    service.update(db, request.params.code, request.body),
  );
  operationRoute(app, deleteDiscountCode, admins, (request) => service.remove(db, request.params.code));
}
