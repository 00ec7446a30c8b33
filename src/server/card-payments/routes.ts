import type { FastifyInstance } from "fastify";
import {
  getCardPaymentStats,
  listCardPayments,
  markCardPaymentProcessed,
  markCardPaymentViewed,
} from "../../contracts/card-payments";
import { ADMIN_ROLES } from "../../domain/roles";
import type { Auth } from "../auth/auth";
import { requireRole } from "../auth/session";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import { advanceNotification, cardPaymentStats, listCardNotifications } from "./service";

/** Pagos con Tarjeta and the card-payment bell: admin and superadmin only (docs/product/screens.md, roles.md). */
export async function cardPaymentRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  const admins = { preValidation: requireRole(auth, ADMIN_ROLES) };

  operationRoute(app, listCardPayments, admins, (request) => listCardNotifications(db, request.query.limit));

  operationRoute(app, getCardPaymentStats, admins, () => cardPaymentStats(db));

  operationRoute(app, markCardPaymentViewed, admins, (request) =>
    advanceNotification(db, request.params.id, "viewed"),
  );

  operationRoute(app, markCardPaymentProcessed, admins, (request) =>
    advanceNotification(db, request.params.id, "processed"),
  );
}
