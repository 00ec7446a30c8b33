import type { FastifyInstance } from "fastify";
import {
  createDiscountCode,
  deleteDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
} from "../../contracts/discount-codes/discount-codes";
import type { FeatureDeps } from "../feature";
import { operationRoute } from "../http/operation-route";
import * as service from "./service";

/** Discount codes: admins add, edit, rename and delete them (docs/product/operations.md). */
export async function discountCodeRoutes(app: FastifyInstance, { db }: FeatureDeps) {
  operationRoute(app, listDiscountCodes, {}, () => service.list(db));
  operationRoute(app, createDiscountCode, {}, (request) => service.create(db, request.body));
  operationRoute(app, updateDiscountCode, {}, (request) =>
    service.update(db, request.params.code, request.body),
  );
  operationRoute(app, deleteDiscountCode, {}, (request) => service.remove(db, request.params.code));
}
