import type { FastifyInstance } from "fastify";
import {
  getCardPaymentStats,
  listCardPayments,
  markCardPaymentProcessed,
  markCardPaymentViewed,
} from "../../contracts/card-payments/card-payments";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import type { LiveBus } from "../live/bus";
import { keptAnswersPerShopDay } from "../live/read-cache";
import { advanceNotification, cardPaymentStats, listCardNotifications } from "./service";

/** Pagos con Tarjeta and the card-payment bell: admin and superadmin only (docs/product/screens.md, roles.md). */
export async function cardPaymentRoutes(app: FastifyInstance, { db, bus }: { db: Db; bus: LiveBus }) {
  // The card figures sum every card charge of the shop: kept as bytes until any change is heard,
  // per shop day, like the other whole-book reads (docs/decisions/0226, 0258).
  const stats = keptAnswersPerShopDay(app, bus, getCardPaymentStats);
  operationRoute(app, listCardPayments, {}, (request) => listCardNotifications(db, request.query.limit));

  operationRoute(app, getCardPaymentStats, {}, (request, reply) =>
    stats(request, reply, "all", () => cardPaymentStats(db)),
  );

  operationRoute(app, markCardPaymentViewed, {}, (request) =>
    advanceNotification(db, request.params.id, "viewed"),
  );

  operationRoute(app, markCardPaymentProcessed, {}, (request) =>
    advanceNotification(db, request.params.id, "processed"),
  );
}
