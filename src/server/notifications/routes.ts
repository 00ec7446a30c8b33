import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../contracts/common";
import { notificationList, notificationListQuery } from "../../contracts/notifications";
import type { Auth } from "../auth/auth";
import { currentUser, requireUser } from "../auth/session";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { listNotifications, markAllRead, markRead } from "./service";

const ok = z.object({ ok: z.literal(true) });

/** A user's own notifications (users/{uid}/notifications, docs/product/operations.md). Nobody reads another's. */
export async function notificationRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = requireUser(auth);
  const tags = ["notificaciones"];

  r.get(
    "/api/notifications",
    {
      preValidation,
      schema: { tags, querystring: notificationListQuery, response: { 200: notificationList } },
    },
    async (request) => listNotifications(db, currentUser(request).id, request.query.limit),
  );

  r.post(
    "/api/notifications/:id/read",
    { preValidation, schema: { tags, params: idParam, response: { 200: ok } } },
    async (request) => {
      if (!(await markRead(db, currentUser(request).id, request.params.id))) throw notFound();
      return { ok: true as const };
    },
  );

  r.post(
    "/api/notifications/read-all",
    { preValidation, schema: { tags, response: { 200: ok } } },
    async (request) => {
      await markAllRead(db, currentUser(request).id);
      return { ok: true as const };
    },
  );
}
