import type { FastifyInstance } from "fastify";
import {
  getCardPaymentStats,
  listCardPayments,
  markCardPaymentProcessed,
  markCardPaymentViewed,
} from "../../contracts/card-payments/card-payments";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import { advanceNotification, cardPaymentStats, listCardNotifications } from "./service";

/** Pagos con Tarjeta and the card-payment bell: admin and superadmin only (docs/product/screens.md, roles.md). */
export async function cardPaymentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  operationRoute(app, listCardPayments, {}, (request) => listCardNotifications(db, request.query.limit));

  operationRoute(app, getCardPaymentStats, {}, () => cardPaymentStats(db));

  operationRoute(app, markCardPaymentViewed, {}, (request) =>
    advanceNotification(db, request.params.id, "viewed"),
  );

  operationRoute(app, markCardPaymentProcessed, {}, (request) =>
    advanceNotification(db, request.params.id, "processed"),
  );
}
