import type { FastifyInstance } from "fastify";
import { listMyPurchases } from "../../contracts/sales/sales-operations";
import {
  convertWebPurchase,
  deleteWebPurchase as deleteWebPurchaseOperation,
  getWebPurchase as getWebPurchaseOperation,
  listWebPurchases as listWebPurchasesOperation,
  markWebPurchaseRead as markWebPurchaseReadOperation,
  setWebPurchaseStatus as setWebPurchaseStatusOperation,
} from "../../contracts/web-purchases/web-purchases";
import { msg } from "../../domain/kernel/messages";
import { currentUser } from "../auth/session";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import { listOwnPurchases } from "./my-purchases";
import {
  convertToSale,
  deleteWebPurchase,
  getWebPurchase,
  listWebPurchases,
  markWebPurchaseRead,
  setWebPurchaseStatus,
} from "./service";

/** Compras Web (docs/product/screens.md 'unregistered'): admin and superadmin only; and the client's Mis Compras. */
export async function webPurchaseRoutes(app: FastifyInstance, { db }: { db: Db }) {
  operationRoute(app, listWebPurchasesOperation, {}, () => listWebPurchases(db));
  operationRoute(app, getWebPurchaseOperation, {}, (request) => getWebPurchase(db, request.params.id));
  operationRoute(app, markWebPurchaseReadOperation, {}, (request) =>
    markWebPurchaseRead(db, request.params.id),
  );
  operationRoute(app, setWebPurchaseStatusOperation, {}, (request) =>
    setWebPurchaseStatus(db, request.params.id, request.body.status),
  );
  operationRoute(app, deleteWebPurchaseOperation, {}, async (request) => {
    await deleteWebPurchase(db, request.params.id);
    return { message: msg.webPurchaseDeleted };
  });
  operationRoute(app, listMyPurchases, {}, (request) => listOwnPurchases(db, currentUser(request)));
  operationRoute(app, convertWebPurchase, {}, async (request) => {
    const sale = await convertToSale(db, request.params.id, currentUser(request));
    return { ...sale, message: msg.webPurchaseConverted(sale.orderNumber) };
  });
}
