import type { FastifyInstance } from "fastify";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "../../contracts/notifications/notifications";
import { currentUser } from "../auth/session";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { operationRoute } from "../http/operation-route";
import * as service from "./service";

/** A user's own notifications (docs/product/operations.md). Nobody reads another's. */
export async function notificationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  operationRoute(app, listNotifications, {}, (request) =>
    service.listNotifications(db, currentUser(request).id, request.query.limit),
  );

  operationRoute(app, markNotificationRead, {}, async (request) => {
    if (!(await service.markRead(db, currentUser(request).id, request.params.id))) throw notFound();
    return { ok: true as const };
  });

  operationRoute(app, markAllNotificationsRead, {}, async (request) => {
    await service.markAllRead(db, currentUser(request).id);
    return { ok: true as const };
  });
}
