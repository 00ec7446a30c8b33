import type { FastifyInstance } from "fastify";
import {
  createCustomer,
  deleteCustomer,
  getCustomerAccount,
  getMergedCustomer,
  listCustomerDirectory,
  searchCustomers,
  updateCustomer,
} from "../../contracts/customers";
import { msg } from "../../domain/messages";
import { STAFF_ROLES } from "../../domain/roles";
import type { Auth } from "../auth/auth";
import { currentUser, requireRole } from "../auth/session";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { operationRoute } from "../http/operation-route";
import {
  createCustomerRecord,
  customerAccountOf,
  customerDirectory,
  deleteCustomerRecord,
  mergedCustomerById,
  searchMergedCustomers,
  updateCustomerRecord,
} from "./service";

/** Staff load users and customers (docs/product/roles.md): Registrar Cliente and the sale form's picker. */
export async function customerRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  const staff = { preValidation: requireRole(auth, STAFF_ROLES) };
  operationRoute(app, searchCustomers, staff, (request) => searchMergedCustomers(db, request.query.q));
  operationRoute(app, listCustomerDirectory, staff, (request) =>
    customerDirectory(db, request.query.q, request.query.page),
  );
  operationRoute(app, getMergedCustomer, staff, async (request) => {
    const found = await mergedCustomerById(db, request.params.id);
    if (!found) throw notFound(msg.customerNotFound);
    const { disabled: _disabled, ...entry } = found;
    return entry;
  });
  operationRoute(app, createCustomer, staff, (request) =>
    createCustomerRecord(db, currentUser(request), request.body),
  );
  operationRoute(app, updateCustomer, staff, (request) =>
    updateCustomerRecord(db, request.params.id, request.body),
  );
  operationRoute(app, deleteCustomer, staff, async (request) => ({
    message: await deleteCustomerRecord(db, currentUser(request), request.params.id),
  }));
  operationRoute(app, getCustomerAccount, staff, (request) =>
    customerAccountOf(db, currentUser(request), request.params.id),
  );
}
