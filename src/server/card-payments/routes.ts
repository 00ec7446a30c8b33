import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  cardNotification,
  cardNotificationList,
  cardNotificationQuery,
  cardPaymentStats as statsSchema,
} from "../../contracts/card-payments";
import { idParam } from "../../contracts/common";
import { ADMIN_ROLES } from "../../domain/roles";
import type { Auth } from "../auth/auth";
import { requireRole } from "../auth/session";
import type { Db } from "../db/client";
import { advanceNotification, cardPaymentStats, listCardNotifications } from "./service";

/** Pagos con Tarjeta and the card-payment bell: admin and superadmin only (docs/product/screens.md, roles.md). */
export async function cardPaymentRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = requireRole(auth, ADMIN_ROLES);
  const tags = ["pagos con tarjeta"];
  r.get(
    "/api/card-payments",
    {
      preValidation,
      schema: { tags, querystring: cardNotificationQuery, response: { 200: cardNotificationList } },
    },
    async (request) => listCardNotifications(db, request.query.limit),
  );
  r.get(
    "/api/card-payments/stats",
    { preValidation, schema: { tags, response: { 200: statsSchema } } },
    async () => cardPaymentStats(db),
  );
  r.post(
    "/api/card-payments/:id/viewed",
    { preValidation, schema: { tags, params: idParam, response: { 200: cardNotification } } },
    async (request) => advanceNotification(db, request.params.id, "viewed"),
  );
  r.post(
    "/api/card-payments/:id/processed",
    { preValidation, schema: { tags, params: idParam, response: { 200: cardNotification } } },
    async (request) => advanceNotification(db, request.params.id, "processed"),
  );
}
