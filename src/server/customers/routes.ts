import type { FastifyInstance } from "fastify";
import {
  createCustomer,
  deleteCustomer,
  getMergedCustomer,
  listCustomerDirectory,
  searchCustomers,
  updateCustomer,
} from "../../contracts/customers/customers";
import { msg } from "../../domain/kernel/messages";
import { currentUser } from "../auth/session";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { operationRoute } from "../http/operation-route";
import {
  createCustomerRecord,
  customerDirectory,
  deleteCustomerRecord,
  mergedCustomerById,
  searchMergedCustomers,
  updateCustomerRecord,
} from "./service";

/** Staff load users and customers (docs/product/roles.md): Registrar Cliente and the sale form's picker. */
export async function customerRoutes(app: FastifyInstance, { db }: { db: Db }) {
  operationRoute(app, searchCustomers, {}, (request) => searchMergedCustomers(db, request.query.q));
  operationRoute(app, listCustomerDirectory, {}, (request) =>
    customerDirectory(db, request.query.q, request.query.page),
  );
  operationRoute(app, getMergedCustomer, {}, async (request) => {
    const found = await mergedCustomerById(db, request.params.id);
    if (!found) throw notFound(msg.customerNotFound);
    const { disabled: _disabled, ...entry } = found;
    return entry;
  });
  operationRoute(app, createCustomer, {}, (request) =>
    createCustomerRecord(db, currentUser(request), request.body),
  );
  operationRoute(app, updateCustomer, {}, (request) =>
    updateCustomerRecord(db, request.params.id, request.body),
  );
  operationRoute(app, deleteCustomer, {}, async (request) => ({
    message: await deleteCustomerRecord(db, currentUser(request), request.params.id),
  }));
}
