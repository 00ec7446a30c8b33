import type { FastifyInstance } from "fastify";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "../../contracts/notifications";
import type { Auth } from "../auth/auth";
import { currentUser, requireUser } from "../auth/session";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { operationRoute } from "../http/operation-route";
import * as service from "./service";

/** A user's own notifications (docs/product/operations.md). Nobody reads another's. */
export async function notificationRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  const signedIn = { preValidation: requireUser(auth) };

  operationRoute(app, listNotifications, signedIn, (request) =>
    service.listNotifications(db, currentUser(request).id, request.query.limit),
  );

  operationRoute(app, markNotificationRead, signedIn, async (request) => {
    if (!(await service.markRead(db, currentUser(request).id, request.params.id))) throw notFound();
    return { ok: true as const };
  });

  operationRoute(app, markAllNotificationsRead, signedIn, async (request) => {
    await service.markAllRead(db, currentUser(request).id);
    return { ok: true as const };
  });
}
